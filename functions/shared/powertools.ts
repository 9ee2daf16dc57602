/** Powertools singletons, created once per Lambda container. */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

const serviceName = 'storefront';

export const logger = new Logger({ serviceName });
/**
 * Metrics report through the logger; the warning Metrics gives for a request that recorded no
 * metric is dropped, since most requests record none and it would flood the logs.
 */
const metricsLogger = {
  debug: logger.debug.bind(logger),
  info: logger.info.bind(logger),
  warn: (message: unknown) => {
    if (!String(message).includes('No application metrics to publish')) logger.warn(String(message));
  },
  error: logger.error.bind(logger),
};

export const metrics = new Metrics({ namespace: 'Storefront', serviceName, logger: metricsLogger });
