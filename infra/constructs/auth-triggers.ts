/**
 * The Cognito triggers of `functions/auth-triggers.ts` as Lambda functions: post-confirmation (customer
 * group and profile item), post-authentication (last sign-in) and custom message (codes and the
 * reset link). They live beside the user pool because the pool references them.
 */
import path from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { authTriggers, type AuthTrigger } from '../../functions/auth-triggers.js';
import { ENV } from '../../functions/shared/env.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { FUNCTION_BUNDLING, POWERTOOLS_ENV } from './route-functions.js';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const HANDLERS_DIR = path.join(PROJECT_ROOT, 'functions', 'handlers');

export interface AuthTriggersProps {
  table: dynamodb.ITable;
  /** The shop's public address for the links in e-mails (`https://shop.example.com`), when known. */
  siteUrl?: string;
  logRetention: logs.RetentionDays;
  logLevel: string;
}

export class AuthTriggers extends Construct {
  /** Pass to the user pool's `lambdaTriggers`. */
  readonly triggers: cognito.UserPoolTriggers;
  readonly functions: Record<AuthTrigger['trigger'], NodejsFunction>;

  constructor(scope: Construct, id: string, props: AuthTriggersProps) {
    super(scope, id);
    const functions = Object.fromEntries(
      authTriggers.map((trigger) => [trigger.trigger, this.createFunction(trigger, props)]),
    ) as Record<AuthTrigger['trigger'], NodejsFunction>;
    this.functions = functions;

    props.table.grantWriteData(functions.PostConfirmation);
    props.table.grantWriteData(functions.PostAuthentication);
    props.table.grantReadData(functions.PreTokenGeneration);
    // The reset link's site address, written at deploy time when no custom domain is configured.
    props.table.grantReadData(functions.CustomMessage);
    // The pool's ARN cannot be named here: the pool depends on these functions, so naming it would
    // be a cycle. Any pool of this account and region is as narrow as CloudFormation allows.
    functions.PostConfirmation.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminAddUserToGroup'],
        resources: [
          Stack.of(this).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' }),
        ],
      }),
    );
    acknowledgeFindingPatterns(functions.PostConfirmation, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::arn:<AWS::Partition>:cognito-idp:.*:userpool\/\*$/,
      reason:
        'The post-confirmation trigger adds users to a group of the pool that invokes it; the pool ARN would be a circular reference.',
    });
    // Every trigger that touches the table (post-confirmation, post-authentication, ...).
    acknowledgeFindingPatterns(this, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::.+\/index\/\*$/,
      reason: 'grant*Data() covers the indexes of this one table (index/*).',
    });

    this.triggers = {
      postConfirmation: functions.PostConfirmation,
      postAuthentication: functions.PostAuthentication,
      customMessage: functions.CustomMessage,
      preTokenGeneration: functions.PreTokenGeneration,
    };
  }

  private createFunction(trigger: AuthTrigger, props: AuthTriggersProps): NodejsFunction {
    const id = trigger.trigger;
    const logGroup = new logs.LogGroup(this, `${id}Logs`, {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const fn = new NodejsFunction(this, id, {
      description: `Cognito ${trigger.trigger} trigger`,
      entry: path.join(HANDLERS_DIR, `${trigger.handler}.ts`),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      // Cognito waits 5 s for a trigger.
      timeout: Duration.seconds(5),
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      logGroup,
      environment: {
        [ENV.tableName]: props.table.tableName,
        ...(props.siteUrl ? { [ENV.siteUrl]: props.siteUrl } : {}),
        ...POWERTOOLS_ENV,
        POWERTOOLS_LOG_LEVEL: props.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: FUNCTION_BUNDLING,
    });
    Validations.of(fn).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'AWSLambdaBasicExecutionRole only lets the function write CloudWatch logs; it is the AWS-maintained minimum.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the project targets and tests locally (package.json engines).',
      },
    );
    return fn;
  }
}
