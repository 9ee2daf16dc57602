/** Powertools singletons, created once per Lambda container. */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

const serviceName = 'storefront';

/** Namespace of the shop's own metrics (the dashboard and alarms read them from here). */
export const METRICS_NAMESPACE = 'Storefront';

export const logger = new Logger({ serviceName });
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName, logger });
/** X-Ray segments of each invocation; it switches itself off outside Lambda (local runs, tests). */
export const tracer = new Tracer({ serviceName });

/** The shop's business metrics, by name (the CDK dashboard reads the same names). */
export const SHOP_METRICS = {
  /** One per order written. */
  orderPlaced: 'OrderPlaced',
  /** One per order transaction that lost a race and was tried again. */
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
