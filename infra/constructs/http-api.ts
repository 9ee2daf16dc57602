/**
 * The HTTP API (API Gateway v2): the API, its `$default` stage with stage-wide throttling and JSON
 * access logs, and the Cognito JWT authorizer. The routes themselves are added by `ApiRoutes` in the
 * nested stacks of the API stack, against this API and this authorizer.
 */
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface StorefrontHttpApiProps {
  userPool: cognito.IUserPool;
  /** Clients whose tokens the authorizer accepts (the `aud`/`client_id` claim). */
  userPoolClients: cognito.IUserPoolClient[];
  /** Stage-wide limits, so a runaway client cannot run up the Lambda bill. */
  throttle: apigw.ThrottleSettings;
  accessLogRetention: logs.RetentionDays;
}

/** Access log fields of an HTTP API request: enough to trace a request to its function's logs. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    userAgent: '$context.identity.userAgent',
  }),
);

export class StorefrontHttpApi extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** The Cognito JWT authorizer, for every route that is not public. */
  readonly authorizer: apigw.HttpAuthorizer;
  /** The authorizer as routes take it (routes in nested stacks refer to it by id). */
  readonly routeAuthorizer: apigw.IHttpRouteAuthorizer;

  constructor(scope: Construct, id: string, props: StorefrontHttpApiProps) {
    super(scope, id);

    // No CORS: the SPA calls the API through CloudFront on the same origin.
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Storefront API (routes from functions/routes.ts)',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });

    // Created here, not on the first route that uses it (as HttpUserPoolAuthorizer would), so it
    // stays in this stack while the routes live in nested stacks. The same issuer and audience.
    const region = Stack.of(this).region;
    this.authorizer = new apigw.HttpAuthorizer(this, 'CognitoAuthorizer', {
      httpApi: this.httpApi,
      authorizerName: 'CognitoAuthorizer',
      type: apigw.HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      jwtAudience: props.userPoolClients.map((client) => client.userPoolClientId),
    });
    const authorizerId = this.authorizer.authorizerId;
    this.routeAuthorizer = {
      bind: () => ({ authorizerId, authorizationType: apigw.HttpAuthorizerType.JWT }),
    };
  }

  /**
   * Tighter limits than the stage's on single routes (by route key). The stage refers to the routes
   * by key, so it waits for `routeOwners` (the nested stacks creating them) on first deploy.
   */
  throttleRoutes(limits: Record<string, apigw.ThrottleSettings>, routeOwners: readonly Construct[]): void {
    const entries = Object.entries(limits);
    if (entries.length === 0) return;
    const cfnStage = this.stage.node.defaultChild as apigw.CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      entries.map(([routeKey, limit]) => [
        routeKey,
        // Raw CloudFormation (the property is untyped JSON), hence the capitalised names.
        { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
      ]),
    );
    for (const owner of routeOwners) this.stage.node.addDependency(owner);
  }
}
