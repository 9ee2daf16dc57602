/**
 * The scheduled card payment reconciler: every few minutes a function hands the card payment attempts
 * left between the gateway's answer and the shop's write to staff as "needs review", and settles the
 * capture, void and refund steps left pending from the gateway's status inquiry
 * (functions/services/payments/reconcile-card-payments.ts). It reads and writes the table and asks
 * the gateway (its settings and secret like the routes that call it); it never moves money.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CARD_RECONCILE } from '../../functions/core/payments/card-attempts.js';
import { ENV } from '../../functions/shared/env.js';
import type { CardGatewayConfig } from '../config.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { cardGatewaySecretsLayer, toCardGatewayEnv } from './route-functions.js';
import { StorefrontFunction } from './storefront-function.js';

export interface CardReconcilerProps {
  table: dynamodb.ITable;
  logRetention: logs.RetentionDays;
  logLevel: string;
  cardGateway: CardGatewayConfig;
}

export class CardReconciler extends Construct {
  readonly fn: StorefrontFunction;

  constructor(scope: Construct, id: string, props: CardReconcilerProps) {
    super(scope, id);
    this.fn = new StorefrontFunction(this, 'Function', {
      handler: 'events/reconcile-card-payments',
      description: 'Scheduled: settles card payment steps left pending, hands unsettled attempts to staff',
      memorySize: 256,
      timeout: Duration.minutes(1),
      environment: { [ENV.tableName]: props.table.tableName, ...toCardGatewayEnv(props.cardGateway) },
      paramsAndSecrets: cardGatewaySecretsLayer(),
      logRetention: props.logRetention,
      logLevel: props.logLevel,
    });
    props.table.grantReadWriteData(this.fn);
    secretsmanager.Secret.fromSecretNameV2(
      this,
      'CardGatewayCredentials',
      props.cardGateway.credentialsSecretName,
    ).grantRead(this.fn);
    const schedule = new events.Rule(this, 'Schedule', {
      schedule: events.Schedule.rate(Duration.minutes(CARD_RECONCILE.everyMinutes)),
      targets: [new targets.LambdaFunction(this.fn, { retryAttempts: 1 })],
    });
    Validations.of(schedule).acknowledge({
      id: 'Serverless-EventBusDLQ',
      reason:
        'A missed run loses nothing: the attempts stay in the table and the next run finds them; its errors alarm like every function.',
    });
    acknowledgeFindingPatterns(this.fn, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::.+\/index\/\*$/,
      reason: 'grantReadWriteData() covers the indexes of this one table (index/*).',
    });
  }
}
