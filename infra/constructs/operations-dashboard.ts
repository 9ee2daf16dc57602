/**
 * The shop's health on one CloudWatch dashboard: orders per hour (the `OrderPlaced` metric the
 * place-order handler emits), errors of the API and of every function of the stage, latency, the
 * catalogue's cold loads, order conflicts, and the product imports' runs.
 */
import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SHOP_METRICS } from '../../functions/shared/powertools.js';

export interface OperationsDashboardProps {
  /** The stage's stack prefix: function names start with it (the search of the errors widget). */
  stackPrefix: string;
  httpApi: apigw.IHttpApi;
  importMachine: sfn.IStateMachine;
}

/** Powertools adds the service name as a dimension of every metric it publishes. */
const SHOP_DIMENSIONS = { service: 'storefront' };

const shopMetric = (metricName: string, statistic: string, period: Duration): cloudwatch.Metric =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: SHOP_DIMENSIONS,
    statistic,
    period,
  });

export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const fiveMinutes = Duration.minutes(5);
    const hour = Duration.hours(1);
    const { httpApi, importMachine } = props;
    const lambdaSum = (metricName: string, label: string) =>
      new cloudwatch.MathExpression({
        expression: `SUM(SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" "${props.stackPrefix}"', 'Sum', 300))`,
        label,
        period: fiveMinutes,
      });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${props.stackPrefix}-operations`,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new cloudwatch.GraphWidget({
            title: 'Orders per hour',
            left: [shopMetric(SHOP_METRICS.orderPlaced, cloudwatch.Stats.SUM, hour)],
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'Order conflicts (retried transactions)',
            left: [shopMetric(SHOP_METRICS.orderConflictRetry, cloudwatch.Stats.SUM, fiveMinutes)],
            width: 12,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Errors',
            left: [
              httpApi.metricServerError({
                period: fiveMinutes,
                statistic: cloudwatch.Stats.SUM,
                label: 'API 5xx',
              }),
              httpApi.metricClientError({
                period: fiveMinutes,
                statistic: cloudwatch.Stats.SUM,
                label: 'API 4xx',
              }),
              lambdaSum('Errors', 'Function errors'),
              lambdaSum('Throttles', 'Function throttles'),
            ],
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'API latency (ms)',
            left: [
              httpApi.metricLatency({ period: fiveMinutes, statistic: cloudwatch.Stats.p(50), label: 'p50' }),
              httpApi.metricLatency({ period: fiveMinutes, statistic: cloudwatch.Stats.p(99), label: 'p99' }),
            ],
            right: [
              httpApi.metricCount({
                period: fiveMinutes,
                statistic: cloudwatch.Stats.SUM,
                label: 'Requests',
              }),
            ],
            width: 12,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Catalogue cold loads',
            left: [shopMetric(SHOP_METRICS.catalogueColdLoadMs, cloudwatch.Stats.p(99), fiveMinutes)],
            right: [shopMetric(SHOP_METRICS.snapshotFallback, cloudwatch.Stats.SUM, fiveMinutes)],
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'Product import runs',
            left: [
              importMachine.metricStarted({ period: hour, label: 'Started' }),
              importMachine.metricSucceeded({ period: hour, label: 'Succeeded' }),
              importMachine.metricFailed({ period: hour, label: 'Failed' }),
              importMachine.metricTimedOut({ period: hour, label: 'Timed out' }),
            ],
            width: 12,
          }),
        ],
      ],
    });
  }
}
