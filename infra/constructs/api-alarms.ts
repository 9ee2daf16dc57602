/**
 * Production alarms, every one notifying the stage's alarm topic: the API's server errors and
 * latency, each function's error rate, p99 duration and throttles, failed and timed-out executions of
 * the state machines, the table's throttles, system errors and transaction conflicts, and
 * CloudFront's 5xx rate. One `ApiAlarms` per stack (the API stack and each of its nested stacks, the
 * data, web and events stacks), so every alarm lives beside what it watches and no template outgrows
 * its limit.
 */
import { Duration, type Stack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface ApiAlarmsProps {
  /** The stage's alarm topic (data stack): every alarm notifies it when it fires and when it clears. */
  topic: sns.ITopic;
}

const PERIOD = Duration.minutes(5);

/** Above this share of failed invocations (in percent) a function is failing, not unlucky. */
const ERROR_RATE_PERCENT = 5;
/** Fewer invocations than this in a period say nothing about an error rate. */
const MIN_INVOCATIONS = 5;
/** p99 duration alarm: this share of the function's timeout (a slow dependency before timeouts). */
const DURATION_SHARE_OF_TIMEOUT = 0.8;
/** p99 latency of the API (gateway plus function) that shoppers would notice. */
const API_P99_LATENCY_MS = 3000;
/** Share of API answers that are 5xx (percent). */
const API_5XX_PERCENT = 1;
/** CloudFront's 5xx rate (percent of viewer requests). */
const CLOUDFRONT_5XX_PERCENT = 2;
/** Lost transactions per period: a few are the normal cost of contention; many mean a hot item. */
const TRANSACTION_CONFLICTS = 50;

/** The operations the shop calls (an alarm's math may sum at most ten metrics). */
const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.SCAN,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
  dynamodb.Operation.TRANSACT_GET_ITEMS,
];

export class ApiAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    this.action = new actions.SnsAction(props.topic);
  }

  /** Server errors (5xx) of the HTTP API as a share of its requests, and its p99 latency. */
  watchApi(id: string, httpApi: apigw.IHttpApi): void {
    const errors = httpApi.metricServerError({ period: PERIOD, statistic: cloudwatch.Stats.SUM });
    const count = httpApi.metricCount({ period: PERIOD, statistic: cloudwatch.Stats.SUM });
    this.add(`${id}5xxRate`, {
      alarmDescription: `More than ${API_5XX_PERCENT}% of API answers were server errors (5xx).`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${MIN_INVOCATIONS}, 100 * errors / requests, 0)`,
        usingMetrics: { errors, requests: count },
        label: 'API 5xx (%)',
        period: PERIOD,
      }),
      threshold: API_5XX_PERCENT,
    });
    this.add(`${id}LatencyP99`, {
      alarmDescription: `The API's p99 latency was above ${API_P99_LATENCY_MS} ms.`,
      metric: httpApi.metricLatency({ period: PERIOD, statistic: cloudwatch.Stats.p(99) }),
      threshold: API_P99_LATENCY_MS,
      evaluationPeriods: 2,
    });
  }

  /** The share of failed invocations (timeouts included), the p99 duration and throttles of one function. */
  watchFunction(id: string, label: string, fn: lambda.Function): void {
    const errors = fn.metricErrors({ period: PERIOD, statistic: cloudwatch.Stats.SUM });
    const invocations = fn.metricInvocations({ period: PERIOD, statistic: cloudwatch.Stats.SUM });
    this.add(`${id}ErrorRate`, {
      alarmDescription: `${label}: more than ${ERROR_RATE_PERCENT}% of invocations failed (uncaught errors, timeouts).`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(invocations >= ${MIN_INVOCATIONS}, 100 * errors / invocations, 0)`,
        usingMetrics: { errors, invocations },
        label: `${label}: errors (%)`,
        period: PERIOD,
      }),
      threshold: ERROR_RATE_PERCENT,
    });
    // Lambda's default timeout when the function sets none.
    const timeout = fn.timeout ?? Duration.seconds(3);
    const durationMs = Math.round(timeout.toMilliseconds() * DURATION_SHARE_OF_TIMEOUT);
    this.add(`${id}DurationP99`, {
      alarmDescription: `${label}: p99 duration above ${durationMs} ms (${DURATION_SHARE_OF_TIMEOUT * 100}% of its timeout).`,
      metric: fn.metricDuration({ period: PERIOD, statistic: cloudwatch.Stats.p(99) }),
      threshold: durationMs,
      evaluationPeriods: 2,
    });
    this.add(`${id}Throttles`, {
      alarmDescription: `${label}: invocations were throttled (concurrency limit).`,
      metric: fn.metricThrottles({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
      threshold: 1,
    });
  }

  /** Executions that failed or ran out of time. */
  watchStateMachine(id: string, label: string, machine: sfn.IStateMachine): void {
    this.add(`${id}Failed`, {
      alarmDescription: `${label}: executions failed.`,
      metric: machine.metricFailed({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
      threshold: 1,
    });
    this.add(`${id}TimedOut`, {
      alarmDescription: `${label}: executions timed out.`,
      metric: machine.metricTimedOut({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
      threshold: 1,
    });
  }

  /** Throttled requests, DynamoDB's own errors, and transactions lost to concurrent ones. */
  watchTable(id: string, table: dynamodb.ITable): void {
    this.add(`${id}Throttles`, {
      alarmDescription: 'The table throttled requests (a hot partition or an account limit).',
      metric: table.metricThrottledRequestsForOperations({ period: PERIOD, operations: TABLE_OPERATIONS }),
      threshold: 1,
    });
    this.add(`${id}SystemErrors`, {
      alarmDescription: 'DynamoDB answered requests with internal errors (HTTP 500).',
      metric: table.metricSystemErrorsForOperations({ period: PERIOD, operations: TABLE_OPERATIONS }),
      threshold: 1,
    });
    this.add(`${id}TransactionConflicts`, {
      alarmDescription: `More than ${TRANSACTION_CONFLICTS} transactions in five minutes collided with another on the same item.`,
      metric: table.metric('TransactionConflict', { period: PERIOD, statistic: cloudwatch.Stats.SUM }),
      threshold: TRANSACTION_CONFLICTS,
    });
  }

  /**
   * CloudFront's share of 5xx answers. CloudFront publishes its metrics in us-east-1 only, so this
   * alarm must live in a stack of that region (the production stage's region).
   */
  watchDistribution(id: string, distribution: cloudfront.Distribution, stack: Stack): void {
    if (stack.region !== 'us-east-1') {
      throw new Error(`CloudFront alarms must be created in us-east-1, not in ${stack.region}.`);
    }
    this.add(`${id}5xxRate`, {
      alarmDescription: `More than ${CLOUDFRONT_5XX_PERCENT}% of CloudFront's answers were 5xx.`,
      metric: distribution.metric5xxErrorRate({
        period: PERIOD,
        statistic: cloudwatch.Stats.AVERAGE,
        // CloudFront publishes under Region=Global too; without it the alarm would see no data.
        dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
      }),
      threshold: CLOUDFRONT_5XX_PERCENT,
      evaluationPeriods: 2,
    });
  }

  private add(
    id: string,
    props: Pick<cloudwatch.AlarmProps, 'alarmDescription' | 'metric' | 'threshold'> & {
      evaluationPeriods?: number;
    },
  ): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      ...props,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
  }
}
