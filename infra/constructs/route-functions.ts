/**
 * One function per entry of the route table (settings in storefront-function.ts), each with only the
 * grants its route needs.
 */
import { Duration } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORDER_EXPORTS } from '../../functions/core/reports/order-export.js';
import { keys } from '../../functions/data/keys.js';
import { getRouteId, type RouteDefinition } from '../../functions/routes.js';
import { ENV } from '../../functions/shared/env.js';
import type { CardGatewayConfig } from '../config.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { PAYMENT_DOCUMENT_KEY_PATTERNS, getRouteAccess } from './route-access.js';
import { getRouteMemoryMb } from './route-memory.js';
import { getRouteTimeoutSeconds } from './route-timeout.js';
import { StorefrontFunction } from './storefront-function.js';

export interface RouteFunctionsProps {
  routes: readonly RouteDefinition[];
  table: dynamodb.ITable;
  imagesBucket: s3.IBucket;
  /** The keys routes may touch in the images bucket (`products/*`); the rest stays out of reach. */
  imagesKeyPattern: string;
  /** The private bucket of proofs of payment and purchase order documents. */
  paymentProofsBucket: s3.IBucket;
  /** The keys of uploads no product saved yet (`tmp/*`). */
  uploadsKeyPattern: string;
  /** The user pool, for routes whose access names a `userPool` level. */
  userPool?: cognito.IUserPool;
  /**
   * Variables every function receives (names from `functions/shared/env.ts`): generated resource
   * names, never hard-coded ones.
   */
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  logLevel: string;
  /** Memory of the routes that hold the warm catalogue (`route-memory.ts`). */
  catalogueMemoryMb: number;
  /** The stage's card gateway, for the routes whose access says they call it. */
  cardGateway: CardGatewayConfig;
}

/** A route together with the function that serves it. */
export interface RouteFunction {
  route: RouteDefinition;
  fn: NodejsFunction;
}

/** What a function that calls the card gateway is told: addresses and the secret's name, no credential. */
export function toCardGatewayEnv(gateway: CardGatewayConfig): Record<string, string> {
  return {
    [ENV.powertranzBaseUrl]: gateway.baseUrl,
    [ENV.powertranzPageSet]: gateway.pageSet,
    [ENV.powertranzPageName]: gateway.pageName,
    [ENV.powertranzCredentialsSecret]: gateway.credentialsSecretName,
  };
}

/** The Parameters and Secrets extension a card gateway function reads its credentials through. */
export function cardGatewaySecretsLayer(): lambda.ParamsAndSecretsLayerVersion {
  return lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
    cacheEnabled: false,
    logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
  });
}

export class RouteFunctions extends Construct {
  readonly functions: readonly RouteFunction[];
  /** The gateway's credentials, referenced by name (made by hand, README); only when a route calls it. */
  private gatewaySecret?: secretsmanager.ISecret;

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    this.functions = props.routes.map((route) => ({ route, fn: this.createFunction(route, props) }));
  }

  private createFunction(route: RouteDefinition, props: RouteFunctionsProps): NodejsFunction {
    const id = getRouteId(route);
    const access = getRouteAccess(route);
    const fn = new StorefrontFunction(this, id, {
      handler: route.handler,
      description: `${route.method} ${route.path}`,
      memorySize: getRouteMemoryMb(route, props.catalogueMemoryMb),
      // API Gateway gives up after 30 s; a handler that needs more is a bug or belongs in a workflow.
      timeout: Duration.seconds(getRouteTimeoutSeconds(route)),
      environment: access.cardGateway
        ? { ...props.environment, ...toCardGatewayEnv(props.cardGateway) }
        : props.environment,
      logRetention: props.logRetention,
      logLevel: props.logLevel,
      // The secret is read once per container (data/powertranz-gateway.ts), so the extension's own
      // cache stays off: nothing of it is kept outside the function's memory.
      ...(access.cardGateway ? { paramsAndSecrets: cardGatewaySecretsLayer() } : {}),
    });
    if (access.cardGateway) {
      this.gatewaySecret ??= secretsmanager.Secret.fromSecretNameV2(
        this,
        'CardGatewayCredentials',
        props.cardGateway.credentialsSecretName,
      );
      this.gatewaySecret.grantRead(fn);
    }

    if (access.table === 'read') props.table.grantReadData(fn);
    if (access.table === 'readWrite') props.table.grantReadWriteData(fn);
    if (access.catalogueSnapshot === 'write') {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [props.table.tableArn],
          conditions: {
            'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [keys.catalogueSnapshotMeta().pk] },
          },
        }),
      );
    }
    // Only the two image prefixes: nothing else in the bucket is any route's business. Uploads go to
    // the uploads prefix; saving a product reads an upload's first bytes, copies it under the
    // product images prefix and deletes what no product shows any more.
    if (access.images === 'upload') props.imagesBucket.grantPut(fn, props.uploadsKeyPattern);
    if (access.images === 'manage') {
      props.imagesBucket.grantRead(fn, props.uploadsKeyPattern);
      props.imagesBucket.grantPut(fn, props.imagesKeyPattern);
      props.imagesBucket.grantDelete(fn, props.uploadsKeyPattern);
      props.imagesBucket.grantDelete(fn, props.imagesKeyPattern);
    }
    // Proofs: signing an upload needs PutObject; checking one reads and may delete it; staff read.
    if (access.paymentDocuments) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: PAYMENT_DOCUMENT_ACTIONS[access.paymentDocuments],
          resources: PAYMENT_DOCUMENT_KEY_PATTERNS.map((pattern) =>
            props.paymentProofsBucket.arnForObjects(pattern),
          ),
        }),
      );
    }
    if (access.reportExports === 'read') {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [props.paymentProofsBucket.arnForObjects(`${ORDER_EXPORTS.keyPrefix}*`)],
        }),
      );
    }
    if (access.userPool !== 'none' && !props.userPool) {
      throw new Error(`${route.handler} calls Cognito but RouteFunctions has no userPool.`);
    }
    if (access.userPool === 'manageUsers') {
      props.userPool?.grant(
        fn,
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminDeleteUserAttributes',
        'cognito-idp:AdminDeleteUser',
      );
    }
    if (access.userPool === 'administerUsers') {
      props.userPool?.grant(
        fn,
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminListGroupsForUser',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminUserGlobalSignOut',
      );
    }

    acknowledgeFindingPatterns(
      fn,
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Resource::.+\/index\/\*$/,
        reason: 'grant*Data() covers the indexes of this one table (index/*); queries by GSI need them.',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: new RegExp(`^Resource::.+/${escapeRegExp(props.imagesKeyPattern)}$`),
        reason: `Image keys are generated per upload; access stays limited to ${props.imagesKeyPattern}.`,
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Resource::.+\/(payment-proofs|purchase-orders|company-documents)\/\*$/,
        reason: 'Document keys are generated per upload; access stays limited to the proofs and PO prefixes.',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: new RegExp(`^Resource::.+/${escapeRegExp(ORDER_EXPORTS.keyPrefix)}\\*$`),
        reason: 'Export file keys are generated per job; reading stays limited to the exports prefix.',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: new RegExp(`^Resource::.+/${escapeRegExp(props.uploadsKeyPattern)}$`),
        reason: `Upload keys are generated per upload; access stays limited to ${props.uploadsKeyPattern}.`,
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject)\*$/,
        reason:
          "grantRead() and grantDelete() on the two image prefixes only: an upload's first bytes are read before a product saves it; images no product shows are deleted.",
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Action::s3:Abort\*$/,
        reason: 'grantPut() on the images prefix includes aborting the multipart uploads of that prefix.',
      },
    );
    return fn;
  }
}

/** The S3 actions of each kind of access to the proofs bucket, on its document prefixes only. */
const PAYMENT_DOCUMENT_ACTIONS: Record<'upload' | 'verify' | 'read', string[]> = {
  upload: ['s3:PutObject'],
  verify: ['s3:GetObject', 's3:DeleteObject'],
  read: ['s3:GetObject'],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
