/**
 * The one way this app makes a Lambda function (route handlers, stream consumers, Cognito triggers,
 * workflow tasks): Node 22 on arm64, bundled locally by esbuild (no Docker), X-Ray tracing, its own
 * log group, the Powertools settings, and source-mapped stack traces. Callers choose the memory,
 * timeout and grants.
 */
import path from 'node:path';
import { type Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FUNCTION_BUNDLING, POWERTOOLS_LAYER } from './function-bundling.js';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const HANDLERS_DIR = path.join(PROJECT_ROOT, 'functions', 'handlers');

/** Powertools settings shared by every function; they match `functions/shared/powertools.ts`. */
const POWERTOOLS_ENV = {
  POWERTOOLS_SERVICE_NAME: 'storefront',
  POWERTOOLS_METRICS_NAMESPACE: 'Storefront',
};

export interface StorefrontFunctionProps {
  /** The entry under `functions/handlers`, without `.ts` (as the route table names it). */
  handler: string;
  description: string;
  memorySize: number;
  timeout: Duration;
  /** Variables of this function (names from `functions/shared/env.ts`). */
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  logLevel: string;
  /** The Parameters and Secrets extension, for the functions that read a secret at run time. */
  paramsAndSecrets?: lambda.ParamsAndSecretsLayerVersion;
}

export class StorefrontFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: StorefrontFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention,
      // Logs of a removed function are not worth keeping beyond their retention.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      description: props.description,
      entry: path.join(HANDLERS_DIR, `${props.handler}.ts`),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      logGroup,
      // Active tracing: X-Ray samples invocations; Powertools Tracer adds the handler and DynamoDB calls.
      tracing: lambda.Tracing.ACTIVE,
      environment: {
        ...props.environment,
        ...POWERTOOLS_ENV,
        POWERTOOLS_LOG_LEVEL: props.logLevel,
        // Stack traces point at the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: FUNCTION_BUNDLING,
      paramsAndSecrets: props.paramsAndSecrets,
    });
    const { account, name, version } = POWERTOOLS_LAYER;
    this.addLayers(
      lambda.LayerVersion.fromLayerVersionArn(
        this,
        'Powertools',
        `arn:aws:lambda:${Stack.of(this).region}:${account}:layer:${name}:${version}`,
      ),
    );
    // The tests check that the only actions granted on every resource are X-Ray's and ListStreams.
    acknowledgeFindingPatterns(this, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::\*$/,
      reason:
        'Active tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions.',
    });
    Validations.of(this).acknowledge(
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
      {
        id: 'Serverless-LambdaLatestVersion',
        reason:
          'Node.js 22 is the runtime the project targets and tests locally (package.json engines); 24 follows when the toolchain moves.',
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'API Gateway, Cognito, Step Functions and the deploy trigger call functions synchronously, and stream consumers send failed records to their event source mapping’s on-failure queue. The one asynchronous call, EventBridge running the catalogue refresh, has nothing worth replaying: the next scheduled run rewrites the same snapshot, and its errors alarm like every function’s.',
      },
    );
  }
}
