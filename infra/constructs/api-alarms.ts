/**
 * Production alarms: server errors at the gateway, errors and throttles of each function, failed and
 * timed-out executions of the state machines. One `ApiAlarms` per stack (the API stack and each of
 * its nested stacks), so every alarm lives beside what it watches and no template outgrows its limit.
 */
import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface ApiAlarmsProps {
  /** Topic to notify (created by the operator, e.g. with an e-mail subscription); optional. */
  alarmTopicArn?: string;
}

const PERIOD = Duration.minutes(5);

export class ApiAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly topic?: sns.ITopic;

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    if (props.alarmTopicArn) this.topic = sns.Topic.fromTopicArn(this, 'AlarmTopic', props.alarmTopicArn);
  }

  /** Server errors (5xx) of the HTTP API, whichever route they come from. */
  watchApi(id: string, httpApi: apigw.IHttpApi): void {
    this.add(id, {
      alarmDescription: 'The API answered with server errors (5xx).',
      metric: httpApi.metricServerError({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
      threshold: 5,
    });
  }

  /** Uncaught errors (timeouts included) and throttled invocations of one function. */
  watchFunction(id: string, label: string, fn: lambda.IFunction): void {
    this.add(`${id}Errors`, {
      alarmDescription: `${label}: the function failed (uncaught errors, timeouts).`,
      metric: fn.metricErrors({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
      threshold: 1,
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

  private add(
    id: string,
    props: Pick<cloudwatch.AlarmProps, 'alarmDescription' | 'metric' | 'threshold'>,
  ): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      ...props,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    if (this.topic) {
      alarm.addAlarmAction(new actions.SnsAction(this.topic));
      alarm.addOkAction(new actions.SnsAction(this.topic));
    }
    this.alarms.push(alarm);
  }
}
