/**
 * The scheduled catalogue refresh: every few minutes a function rewrites the catalogue snapshot from
 * the card index, so cold containers always start from a recent one and warm ones bound what a
 * change that bypassed the change log can cost. Nothing else depends on it running on time.
 *
 * It also runs in every deployment that changes its code: a new snapshot format (a card field, an
 * encoding) makes the stored snapshot unusable, and without this every cold container would read the
 * whole card index until the next scheduled run (at 100,000 products, longer than a route may take).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { CATALOGUE_FRESHNESS } from '../../functions/core/catalogue/catalogue-freshness.js';
import { ENV } from '../../functions/shared/env.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { StorefrontFunction } from './storefront-function.js';

export interface CatalogueRefreshProps {
  table: dynamodb.ITable;
  logRetention: logs.RetentionDays;
  logLevel: string;
}

export class CatalogueRefresh extends Construct {
  readonly fn: StorefrontFunction;

  constructor(scope: Construct, id: string, props: CatalogueRefreshProps) {
    super(scope, id);
    this.fn = new StorefrontFunction(this, 'Function', {
      handler: 'events/refresh-catalogue-snapshot',
      description: 'Scheduled: rewrites the catalogue snapshot from the card index',
      // The whole card index in memory, and time to read it in parallel segments.
      memorySize: 1024,
      timeout: Duration.minutes(2),
      environment: { [ENV.tableName]: props.table.tableName },
      logRetention: props.logRetention,
      logLevel: props.logLevel,
    });
    props.table.grantReadWriteData(this.fn);
    const schedule = new events.Rule(this, 'Schedule', {
      schedule: events.Schedule.rate(Duration.minutes(CATALOGUE_FRESHNESS.snapshotRefreshMinutes)),
      targets: [new targets.LambdaFunction(this.fn, { retryAttempts: 1 })],
    });
    new triggers.Trigger(this, 'AfterDeploy', {
      handler: this.fn,
      executeOnHandlerChange: true,
      timeout: Duration.minutes(2),
    });
    Validations.of(schedule).acknowledge({
      id: 'Serverless-EventBusDLQ',
      reason:
        'A missed refresh is worth nothing later: the next scheduled run rewrites the same snapshot, and its errors alarm like every function.',
    });
    acknowledgeFindingPatterns(this.fn, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::.+\/index\/\*$/,
      reason: 'grantReadWriteData() covers the indexes of this one table (index/*).',
    });
  }
}
