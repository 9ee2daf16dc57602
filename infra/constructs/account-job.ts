/**
 * The daily account job: once a day (`ACCOUNT_JOB.runAtShopHour` in Jamaica) a function records the
 * invoice reminders due and puts accounts with an invoice more than 30 days overdue on hold
 * (functions/services/business/run-account-job.ts). It reads and writes the table only; the
 * `company-mail` stream consumer sends the mails its records call for.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ACCOUNT_JOB_UTC_HOUR } from '../../functions/core/business/account-holds.js';
import { ENV } from '../../functions/shared/env.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { StorefrontFunction } from './storefront-function.js';

export interface AccountJobProps {
  table: dynamodb.ITable;
  logRetention: logs.RetentionDays;
  logLevel: string;
}

export class AccountJob extends Construct {
  readonly fn: StorefrontFunction;

  constructor(scope: Construct, id: string, props: AccountJobProps) {
    super(scope, id);
    this.fn = new StorefrontFunction(this, 'Function', {
      handler: 'events/run-account-job',
      description: 'Scheduled daily: on-account invoice reminders and holds of accounts overdue',
      memorySize: 256,
      timeout: Duration.minutes(5),
      environment: { [ENV.tableName]: props.table.tableName },
      logRetention: props.logRetention,
      logLevel: props.logLevel,
    });
    props.table.grantReadWriteData(this.fn);
    const schedule = new events.Rule(this, 'Schedule', {
      schedule: events.Schedule.cron({ minute: '0', hour: String(ACCOUNT_JOB_UTC_HOUR) }),
      targets: [new targets.LambdaFunction(this.fn, { retryAttempts: 2 })],
    });
    Validations.of(schedule).acknowledge({
      id: 'Serverless-EventBusDLQ',
      reason:
        'A missed run loses nothing: the next day finds the same invoices and sends what was not recorded; its errors alarm like every function.',
    });
    acknowledgeFindingPatterns(this.fn, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::.+\/index\/\*$/,
      reason: 'grantReadWriteData() covers the indexes of this one table (index/*).',
    });
  }
}
