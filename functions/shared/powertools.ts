/** Powertools singletons, created once per Lambda container. */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { createRequire } from 'node:module';
import type * as TracerPackage from '@aws-lambda-powertools/tracer';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import type * as TracerMiddlewarePackage from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';

const serviceName = 'storefront';

/** Namespace of the shop's own metrics (the dashboard and alarms read them from here). */
export const METRICS_NAMESPACE = 'Storefront';

export const logger = new Logger({ serviceName });
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName, logger });
/**
 * Whether X-Ray tracing runs: in Lambda (`AWS_EXECUTION_ENV`, as Powertools itself decides) unless
 * `POWERTOOLS_TRACE_ENABLED` is "false". Elsewhere (the local shop, tests) the tracer is not even
 * imported: the X-Ray SDK installs async hooks that track every promise's end, which cost the
 * local shop about a tenth of its CPU under load while tracing nothing.
 */
const tracingEnabled =
  (process.env.AWS_EXECUTION_ENV ?? '').startsWith('AWS_Lambda') &&
  process.env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';

/**
 * Loads a package synchronously, where tracing runs: the bundles are CommonJS (see
 * `infra/constructs/function-bundling.ts`), and a `require` resolves the Powertools layer through
 * `NODE_PATH` from the function's folder.
 */
const loadPackage = <Module>(name: string): Module =>
  createRequire(`${process.env.LAMBDA_TASK_ROOT ?? process.cwd()}/`)(name) as Module;

/** X-Ray segments of each invocation, where tracing runs (see `tracingEnabled`). */
const tracer: Tracer | undefined = tracingEnabled
  ? new (loadPackage<typeof TracerPackage>('@aws-lambda-powertools/tracer').Tracer)({ serviceName })
  : undefined;

const tracingMiddleware: MiddlewareObj | undefined = tracer
  ? loadPackage<typeof TracerMiddlewarePackage>(
      '@aws-lambda-powertools/tracer/middleware',
    ).captureLambdaHandler(tracer, { captureResponse: false })
  : undefined;

/**
 * The middy step that opens the invocation's X-Ray segment, as a list for `.use()`: empty where
 * tracing is off (middy refuses a middleware object with no step).
 */
export function traceInvocation(): MiddlewareObj[] {
  return tracingMiddleware ? [tracingMiddleware] : [];
}

/** The AWS SDK client with a subsegment per call where tracing runs; the client itself elsewhere. */
export function traceAwsClient<Client>(client: Client): Client {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

/** The shop's business metrics, by name (the CDK dashboard reads the same names). */
export const SHOP_METRICS = {
  /** One per order written. */
  orderPlaced: 'OrderPlaced',
  /**
   * One per order transaction that lost a race (to another tab, a stock change or a price change):
   * the order is then checked again, to name what moved or to answer 409 for the client to resend.
   */
  orderConflictRetry: 'OrderConflictRetry',
  /** Milliseconds a cold container took to load the catalogue. */
  catalogueColdLoadMs: 'CatalogueColdLoadMs',
  /** One per cold load that found no usable snapshot and read every card. */
  snapshotFallback: 'SnapshotFallback',
} as const;

type ShopMetric = (typeof SHOP_METRICS)[keyof typeof SHOP_METRICS];

/** Counts one occurrence (or `value` milliseconds for the timing metrics). */
export function recordMetric(name: ShopMetric, value = 1): void {
  metrics.addMetric(name, name.endsWith('Ms') ? MetricUnit.Milliseconds : MetricUnit.Count, value);
}
