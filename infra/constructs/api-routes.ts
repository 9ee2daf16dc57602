/**
 * API Gateway routes for a set of route functions: one route per route-table entry, integrated with
 * its own function, the JWT authorizer on every route that is not public. Works in any stack of the
 * app: the API and the authorizer are referenced by id (nested stack parameters).
 */
import { Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { getRouteId } from '../../functions/routes.js';
import type { RouteFunction } from './route-functions.js';

export interface ApiRoutesProps {
  httpApi: apigw.IHttpApi;
  /** The Cognito JWT authorizer (`StorefrontHttpApi.routeAuthorizer`). */
  authorizer: apigw.IHttpRouteAuthorizer;
  /** The routes and the functions serving them (from `RouteFunctions`). */
  routeFunctions: readonly RouteFunction[];
}

export class ApiRoutes extends Construct {
  readonly routes: readonly apigw.HttpRoute[];

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const noAuth = new apigw.HttpNoneAuthorizer();

    this.routes = props.routeFunctions.map(({ route, fn }) => {
      const routeId = getRouteId(route);
      const httpRoute = new apigw.HttpRoute(this, routeId, {
        httpApi: props.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}Integration`, fn),
        // The handler checks groups itself; the gateway only proves the caller is signed in.
        authorizer: route.auth === 'public' ? noAuth : props.authorizer,
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
