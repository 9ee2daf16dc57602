/**
 * One `NodejsFunction` per entry of the route table, bundled locally by esbuild (no Docker), each with
 * its own log group and only the grants its route needs.
 */
import path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { keys } from '../../functions/data/keys.js';
import { getRouteId, type RouteDefinition } from '../../functions/routes.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { PAYMENT_DOCUMENT_KEY_PATTERNS, getRouteAccess } from './route-access.js';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const HANDLERS_DIR = path.join(PROJECT_ROOT, 'functions', 'handlers');

/** Powertools settings shared by every function; they match `functions/shared/powertools.ts`. */
export const POWERTOOLS_ENV = {
  POWERTOOLS_SERVICE_NAME: 'storefront',
  POWERTOOLS_METRICS_NAMESPACE: 'Storefront',
};

/** esbuild settings of every function (route handlers and the Cognito triggers). */
export const FUNCTION_BUNDLING = {
  forceDockerBundling: false,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: 'node22',
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  // ESM output: CommonJS dependencies that call require() need one.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
  // The Node 22 runtime ships AWS SDK v3; bundling it would only grow cold starts.
  externalModules: ['@aws-sdk/*'],
};

export interface RouteFunctionsProps {
  routes: readonly RouteDefinition[];
  table: dynamodb.ITable;
  imagesBucket: s3.IBucket;
  /** The keys routes may touch in the images bucket (`products/*`); the rest stays out of reach. */
  imagesKeyPattern: string;
  /** The private bucket of proofs of payment and purchase order documents. */
  paymentProofsBucket: s3.IBucket;
  /** The user pool, for routes whose access names a `userPool` level. */
  userPool?: cognito.IUserPool;
  /**
   * Variables every function receives (names from `functions/shared/env.ts`): generated resource
   * names, never hard-coded ones.
   */
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  logLevel: string;
}

/** A route together with the function that serves it. */
export interface RouteFunction {
  route: RouteDefinition;
  fn: NodejsFunction;
}

export class RouteFunctions extends Construct {
  readonly functions: readonly RouteFunction[];

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    this.functions = props.routes.map((route) => ({ route, fn: this.createFunction(route, props) }));
  }

  private createFunction(route: RouteDefinition, props: RouteFunctionsProps): NodejsFunction {
    const id = getRouteId(route);
    const logGroup = new logs.LogGroup(this, `${id}Logs`, {
      retention: props.logRetention,
      // Logs of a removed function are not worth keeping beyond their retention.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const fn = new NodejsFunction(this, id, {
      description: `${route.method} ${route.path}`,
      entry: path.join(HANDLERS_DIR, `${route.handler}.ts`),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // API Gateway gives up after 30 s; a handler that needs more is a bug or belongs in a workflow.
      timeout: Duration.seconds(10),
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      logGroup,
      environment: {
        ...props.environment,
        ...POWERTOOLS_ENV,
        POWERTOOLS_LOG_LEVEL: props.logLevel,
        // Stack traces point at the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: FUNCTION_BUNDLING,
    });

    const access = getRouteAccess(route);
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
    // Only the product images prefix: nothing else in the bucket is any route's business.
    if (access.images === 'upload') props.imagesBucket.grantPut(fn, props.imagesKeyPattern);
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
    if (access.userPool !== 'none' && !props.userPool) {
      throw new Error(`${route.handler} calls Cognito but RouteFunctions has no userPool.`);
    }
    if (access.userPool === 'manageUsers') {
      props.userPool?.grant(
        fn,
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
        finding: /^Resource::.+\/(payment-proofs|purchase-orders)\/\*$/,
        reason: 'Document keys are generated per upload; access stays limited to the proofs and PO prefixes.',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Action::s3:Abort\*$/,
        reason: 'grantPut() on the images prefix includes aborting the multipart uploads of that prefix.',
      },
    );
    Validations.of(fn).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'AWSLambdaBasicExecutionRole only lets the function write CloudWatch logs; it is the AWS-maintained minimum.',
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the project targets and tests locally (package.json engines); 24 follows when the toolchain moves.',
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
