/** Powertools singletons, created once per Lambda container. */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

const serviceName = 'storefront';

export const logger = new Logger({ serviceName });
export const metrics = new Metrics({ namespace: 'Storefront', serviceName });
