/**
 * The Cognito triggers of `functions/auth-triggers.ts` as Lambda functions: post-confirmation (customer
 * group and profile item), post-authentication (last sign-in) and custom message (codes and the
 * reset link). They live beside the user pool because the pool references them.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { authTriggers, type AuthTrigger } from '../../functions/auth-triggers.js';
import { ENV } from '../../functions/shared/env.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { StorefrontFunction } from './storefront-function.js';

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
    // Whether a staff member has TOTP on decides the two-step claim of their tokens.
    functions.PreTokenGeneration.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminGetUser'],
        resources: [
          Stack.of(this).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' }),
        ],
      }),
    );
    acknowledgeFindingPatterns(functions.PreTokenGeneration, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::arn:<AWS::Partition>:cognito-idp:.*:userpool\/\*$/,
      reason:
        'The pre-token trigger reads the MFA settings of a user of the pool that invokes it; the pool ARN would be a circular reference.',
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
    return new StorefrontFunction(this, id, {
      handler: trigger.handler,
      description: `Cognito ${trigger.trigger} trigger`,
      memorySize: 256,
      // Cognito waits 5 s for a trigger.
      timeout: Duration.seconds(5),
      environment: {
        [ENV.tableName]: props.table.tableName,
        ...(props.siteUrl ? { [ENV.siteUrl]: props.siteUrl } : {}),
      },
      logRetention: props.logRetention,
      logLevel: props.logLevel,
    });
  }
}
