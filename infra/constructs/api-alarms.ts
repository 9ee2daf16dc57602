/**
 * Production alarms of the API: server errors at the gateway, and errors and throttles of each
 * route's function. State machine failures join here when the scraper lands.
 */
import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { getRouteId } from '../../functions/routes.js';
import type { RouteFunction } from './route-functions.js';

export interface ApiAlarmsProps {
  httpApi: apigw.IHttpApi;
  routeFunctions: readonly RouteFunction[];
  /** Topic to notify (created by the operator, e.g. with an e-mail subscription); optional. */
  alarmTopicArn?: string;
}

export class ApiAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    const period = Duration.minutes(5);

    this.add(
      new cloudwatch.Alarm(this, 'Api5xx', {
        alarmDescription: 'The API answered with server errors (5xx).',
        metric: props.httpApi.metricServerError({ period, statistic: cloudwatch.Stats.SUM }),
        threshold: 5,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const { route, fn } of props.routeFunctions) {
      const routeId = getRouteId(route);
      this.add(
        new cloudwatch.Alarm(this, `${routeId}Errors`, {
          alarmDescription: `${route.method} ${route.path}: the function failed (uncaught errors, timeouts).`,
          metric: fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }),
          threshold: 1,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
      this.add(
        new cloudwatch.Alarm(this, `${routeId}Throttles`, {
          alarmDescription: `${route.method} ${route.path}: invocations were throttled (concurrency limit).`,
          metric: fn.metricThrottles({ period, statistic: cloudwatch.Stats.SUM }),
          threshold: 1,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    if (props.alarmTopicArn) {
      const topic = sns.Topic.fromTopicArn(this, 'AlarmTopic', props.alarmTopicArn);
      for (const alarm of this.alarms) {
        alarm.addAlarmAction(new actions.SnsAction(topic));
        alarm.addOkAction(new actions.SnsAction(topic));
      }
    }
  }

  private add(alarm: cloudwatch.Alarm): void {
    this.alarms.push(alarm);
  }
}
