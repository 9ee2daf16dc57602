/**
 * One group of the route table (see `constructs/route-groups.ts`) as a nested stack of the API stack:
 * the group's functions with their log groups and grants, their integrations and API routes (on the
 * parent's HTTP API and authorizer), and in prod their alarms. Keeping each group in its own
 * template keeps every template far below CloudFormation's 500 resources as the route table grows.
 */
import { NestedStack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { getRouteId, type RouteDefinition } from '../../functions/routes.js';
import type { StageConfig } from '../config.js';
import { ApiAlarms } from '../constructs/api-alarms.js';
import { ApiRoutes } from '../constructs/api-routes.js';
import { RouteFunctions } from '../constructs/route-functions.js';

/** What every route group receives from the API stack. */
export interface RouteStackShared {
  config: StageConfig;
  table: dynamodb.ITable;
  imagesBucket: s3.IBucket;
  /** The keys routes may touch in the images bucket (`products/*`). */
  imagesKeyPattern: string;
  paymentProofsBucket: s3.IBucket;
  /** The keys of uploads not saved yet (`tmp/*`). */
  uploadsKeyPattern: string;
  userPool: cognito.IUserPool;
  /** Generated resource names every function receives (names from `functions/shared/env.ts`). */
  environment: Record<string, string>;
  httpApi: apigw.IHttpApi;
  authorizer: apigw.IHttpRouteAuthorizer;
  /** The stage's alarm topic; without it (stages without alarms) no alarms are made. */
  alarmTopic?: sns.ITopic;
}

export interface RouteStackProps {
  /** The group's routes; may be empty (the scraper group always exists for its workflows). */
  routes: readonly RouteDefinition[];
  shared: RouteStackShared;
}

export class RouteStack extends NestedStack {
  readonly routeFunctions: RouteFunctions;
  /** The stack's alarms; only in stages with an alarm topic. */
  readonly alarms?: ApiAlarms;

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, { description: `Storefront API routes: ${id}` });
    const { config } = props.shared;

    this.routeFunctions = new RouteFunctions(this, 'Routes', {
      routes: props.routes,
      table: props.shared.table,
      imagesBucket: props.shared.imagesBucket,
      imagesKeyPattern: props.shared.imagesKeyPattern,
      paymentProofsBucket: props.shared.paymentProofsBucket,
      uploadsKeyPattern: props.shared.uploadsKeyPattern,
      userPool: props.shared.userPool,
      environment: props.shared.environment,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
      catalogueMemoryMb: config.catalogueMemoryMb,
      cardGateway: config.cardGateway,
    });
    new ApiRoutes(this, 'Api', {
      httpApi: props.shared.httpApi,
      authorizer: props.shared.authorizer,
      routeFunctions: this.routeFunctions.functions,
    });

    if (props.shared.alarmTopic) {
      this.alarms = new ApiAlarms(this, 'Alarms', { topic: props.shared.alarmTopic });
      for (const { route, fn } of this.routeFunctions.functions) {
        this.alarms.watchFunction(getRouteId(route), `${route.method} ${route.path}`, fn);
      }
    }
  }
}
