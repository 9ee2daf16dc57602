/**
 * The HTTP API (API Gateway v2): one route per route-table entry, each integrated with its own
 * function, the Cognito JWT authorizer on every route that is not public, stage-wide throttling and
 * JSON access logs.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { getRouteId } from '../../functions/routes.js';
import type { RouteFunction } from './route-functions.js';

export interface StorefrontHttpApiProps {
  /** The routes and the functions serving them (from `RouteFunctions`). */
  routeFunctions: readonly RouteFunction[];
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
  readonly routes: readonly apigw.HttpRoute[];

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

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: props.userPoolClients,
    });
    const noAuth = new apigw.HttpNoneAuthorizer();

    this.routes = props.routeFunctions.map(({ route, fn }) => {
      const routeId = getRouteId(route);
      const httpRoute = new apigw.HttpRoute(this, routeId, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}Integration`, fn),
        // The handler checks groups itself; the gateway only proves the caller is signed in.
        authorizer: route.auth === 'public' ? noAuth : authorizer,
      });
      if (route.auth === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is marked public in the route table: any visitor may call it, so the gateway checks no token.`,
        });
      }
      return httpRoute;
    });
  }
}
