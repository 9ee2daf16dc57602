/**
 * The API: one function per route of the route table behind the HTTP API, and the production alarms.
 * Stateless, so it can be torn down and redeployed without touching data.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { routes, type RouteDefinition } from '../../functions/routes.js';
import { ENV } from '../../functions/shared/env.js';
import type { StageConfig } from '../config.js';
import { ApiAlarms } from '../constructs/api-alarms.js';
import { StorefrontHttpApi } from '../constructs/http-api.js';
import { RouteFunctions } from '../constructs/route-functions.js';
import { ScraperWorkflows } from '../constructs/scraper-workflows.js';
import { PRODUCT_IMAGES_PREFIX } from './data-stack.js';

/** Where the shop serves product images: the `/images/*` behaviour of the same distribution. */
export const IMAGES_BASE_PATH = '/images';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  table: dynamodb.ITable;
  imagesBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** The route table; defaults to `functions/routes.ts` (tests may pass a subset). */
  routes?: readonly RouteDefinition[];
}

export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly routeFunctions: RouteFunctions;
  readonly scraperWorkflows: ScraperWorkflows;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const environment = {
      [ENV.tableName]: props.table.tableName,
      [ENV.imagesBucket]: props.imagesBucket.bucketName,
      [ENV.imagesBaseUrl]: IMAGES_BASE_PATH,
      [ENV.userPoolId]: props.userPool.userPoolId,
      [ENV.userPoolClientId]: props.userPoolClient.userPoolClientId,
    };
    this.routeFunctions = new RouteFunctions(this, 'Routes', {
      routes: props.routes ?? routes,
      table: props.table,
      imagesBucket: props.imagesBucket,
      imagesKeyPattern: `${PRODUCT_IMAGES_PREFIX}*`,
      userPool: props.userPool,
      environment,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
    });

    // The importer: its state machines start from the scraper routes created just above.
    this.scraperWorkflows = new ScraperWorkflows(this, 'Scraper', {
      table: props.table,
      routeFunctions: this.routeFunctions.functions,
      environment,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
    });

    const api = new StorefrontHttpApi(this, 'Api', {
      routeFunctions: this.routeFunctions.functions,
      userPool: props.userPool,
      userPoolClients: [props.userPoolClient],
      throttle: config.apiThrottle,
      accessLogRetention: config.logRetention,
    });
    this.httpApi = api.httpApi;

    if (config.alarms) {
      new ApiAlarms(this, 'Alarms', {
        httpApi: this.httpApi,
        routeFunctions: this.routeFunctions.functions,
        alarmTopicArn: config.alarmTopicArn,
      });
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
