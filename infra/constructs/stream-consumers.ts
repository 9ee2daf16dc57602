/**
 * The table stream's consumers of `functions/stream-consumers.ts` in AWS: per entry a function and an
 * event source mapping with the entry's filter (Lambda drops other records before invoking, so they
 * cost nothing), its batch size and retries, the failed records reported alone (the handlers answer
 * `batchItemFailures`, so a retry starts at the first failed record and the ones before it are not
 * sent again), bisection of a batch that throws, and an SQS dead-letter queue for the records given up on, with an alarm
 * as soon as one lands there. A consumer failing never touches the write that caused the record.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  DEFAULT_CONSUMER_TIMEOUT_SECONDS,
  streamConsumers,
  type StreamConsumer,
} from '../../functions/stream-consumers.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { StorefrontFunction } from './storefront-function.js';

export interface StreamConsumersProps {
  /** The table, with its stream turned on. */
  table: dynamodb.ITable;
  /** Variables every consumer receives (names from `functions/shared/env.ts`). */
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  logLevel: string;
  /** The stage's alarm topic, which the dead-letter alarms notify (stages with alarms). */
  alarmTopic?: sns.ITopic;
  /** The consumers; defaults to the registry. */
  consumers?: readonly StreamConsumer[];
}

export interface DeployedStreamConsumer {
  consumer: StreamConsumer;
  fn: NodejsFunction;
  deadLetters: sqs.Queue;
  deadLetterAlarm: cloudwatch.Alarm;
}

export class StreamConsumers extends Construct {
  readonly consumers: readonly DeployedStreamConsumer[];

  constructor(scope: Construct, id: string, props: StreamConsumersProps) {
    super(scope, id);
    const topic = props.alarmTopic;
    this.consumers = (props.consumers ?? streamConsumers).map((consumer) => {
      const deployed = this.createConsumer(consumer, props);
      if (topic) {
        deployed.deadLetterAlarm.addAlarmAction(new actions.SnsAction(topic));
        deployed.deadLetterAlarm.addOkAction(new actions.SnsAction(topic));
      }
      return deployed;
    });
  }

  private createConsumer(consumer: StreamConsumer, props: StreamConsumersProps): DeployedStreamConsumer {
    const id = consumer.name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) =>
      letter.toUpperCase(),
    );
    const fn = new StorefrontFunction(this, id, {
      handler: consumer.handler,
      description: `Table stream consumer: ${consumer.name}`,
      memorySize: consumer.memoryMb ?? 512,
      timeout: Duration.seconds(consumer.timeoutSeconds ?? DEFAULT_CONSUMER_TIMEOUT_SECONDS),
      environment: props.environment,
      logRetention: props.logRetention,
      logLevel: props.logLevel,
    });
    // Records given up on: their stream coordinates, to read or replay by hand (14 days).
    const deadLetters = new sqs.Queue(this, `${id}DeadLetters`, {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: consumer.batchSize,
        retryAttempts: consumer.retryAttempts,
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(deadLetters),
        filters: [lambda.FilterCriteria.filter(consumer.filter)],
      }),
    );
    props.table.grantReadWriteData(fn);
    const deadLetterAlarm = new cloudwatch.Alarm(this, `${id}DeadLetterAlarm`, {
      alarmDescription: `${consumer.name}: stream records were given up on after every retry (see the dead-letter queue).`,
      metric: deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    Validations.of(deadLetters).acknowledge(
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the dead-letter destination of the stream consumer.',
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason:
          'This queue is itself the dead-letter destination of the stream consumer; nothing consumes it.',
      },
    );
    acknowledgeFindingPatterns(
      fn,
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Resource::.+\/index\/\*$/,
        reason: 'grantReadWriteData() covers the indexes of this one table (index/*).',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Resource::\*$/,
        reason:
          'dynamodb:ListStreams, which the event source mapping adds, supports no resource-level permission.',
      },
    );
    return { consumer, fn, deadLetters, deadLetterAlarm };
  }
}
