/**
 * The API: the HTTP API with its stage and JWT authorizer here, and the route table in nested stacks,
 * one per route group (`constructs/route-groups.ts`), each holding its routes' functions, API routes
 * and alarms; the scraper group also holds the importer's state machines. Stateless, so it can be
 * torn down and redeployed without touching data.
 */
import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { routes, type RouteDefinition } from '../../functions/routes.js';
import { toShopSettingsEnv } from '../shop-settings.js';
import { ENV } from '../../functions/shared/env.js';
import type { StageConfig } from '../config.js';
import { ApiAlarms } from '../constructs/api-alarms.js';
import { StorefrontHttpApi } from '../constructs/http-api.js';
import { OperationsDashboard } from '../constructs/operations-dashboard.js';
import type { RouteFunction } from '../constructs/route-functions.js';
import { PaymentLapseWorkflow } from '../constructs/payment-lapse-workflow.js';
import { groupRoutes } from '../constructs/route-groups.js';
import { ScraperWorkflows } from '../constructs/scraper-workflows.js';
import { PRODUCT_IMAGES_PREFIX, UPLOADED_IMAGES_PREFIX } from './data-stack.js';
// Where the shop serves product images: the `/images/*` behaviour of the same distribution.
import { IMAGES_BASE_PATH } from '../../functions/core/admin/image-upload.js';
import { RouteStack, type RouteStackShared } from './route-stack.js';

/** The route group that also holds the importer's state machines. */
const WORKFLOWS_GROUP = 'Scraper';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  table: dynamodb.ITable;
  imagesBucket: s3.IBucket;
  paymentProofsBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** The route table; defaults to `functions/routes.ts` (tests may pass a subset). */
  routes?: readonly RouteDefinition[];
  /** The stage's alarm topic (data stack); set in stages with alarms. */
  alarmTopic?: sns.ITopic;
}

export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  /** The nested stacks of the route groups, by group id (`Catalogue`, `AdminProducts`...). */
  readonly routeStacks: ReadonlyMap<string, RouteStack>;
  /** Every route with its function, over all route groups, in route-table order. */
  readonly routeFunctions: readonly RouteFunction[];
  readonly scraperWorkflows: ScraperWorkflows;
  /** Lapses unpaid bank transfers; the stream consumer of new orders starts it (`grantStart`). */
  readonly paymentLapse: PaymentLapseWorkflow;
  /**
   * The value CloudFront sends in the origin-verify header, and the functions expect (a Secrets
   * Manager dynamic reference: CloudFormation resolves it, it never appears in the template).
   */
  readonly originVerifySecret: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const api = new StorefrontHttpApi(this, 'Api', {
      userPool: props.userPool,
      userPoolClients: [props.userPoolClient],
      throttle: config.apiThrottle,
      accessLogRetention: config.logRetention,
    });
    this.httpApi = api.httpApi;

    // Only CloudFront knows it: a request straight to the execute-api endpoint gets a 403.
    const originSecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: `Storefront ${config.stageName}: header value CloudFront sends to the API origin`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions read the value at deploy time; rotating it means a new secret version and a deploy of both, which the README describes.',
    });
    this.originVerifySecret = originSecret.secretValue.unsafeUnwrap();

    const environment = {
      [ENV.tableName]: props.table.tableName,
      [ENV.imagesBucket]: props.imagesBucket.bucketName,
      [ENV.imagesBaseUrl]: IMAGES_BASE_PATH,
      [ENV.paymentProofsBucket]: props.paymentProofsBucket.bucketName,
      [ENV.userPoolId]: props.userPool.userPoolId,
      [ENV.userPoolClientId]: props.userPoolClient.userPoolClientId,
      [ENV.mailFrom]: config.mail.fromAddress,
      [ENV.originVerifySecret]: this.originVerifySecret,
      // Absolute links (the sitemap) name the configured address, never a client-sent host.
      ...(config.domain ? { [ENV.siteUrl]: `https://${config.domain.domainName}` } : {}),
      ...toShopSettingsEnv(config.shop),
      ...(config.staffMfaRequired ? { [ENV.staffMfaRequired]: 'true' } : {}),
      ...(config.sampleData ? { [ENV.sampleDataAllowed]: 'true' } : {}),
    };
    const shared: RouteStackShared = {
      config,
      table: props.table,
      imagesBucket: props.imagesBucket,
      imagesKeyPattern: `${PRODUCT_IMAGES_PREFIX}*`,
      paymentProofsBucket: props.paymentProofsBucket,
      uploadsKeyPattern: `${UPLOADED_IMAGES_PREFIX}*`,
      userPool: props.userPool,
      environment,
      httpApi: this.httpApi,
      authorizer: api.routeAuthorizer,
      alarmTopic: props.alarmTopic,
    };

    const routeTable = props.routes ?? routes;
    const routeStacks = new Map<string, RouteStack>();
    for (const group of groupRoutes(routeTable)) {
      routeStacks.set(group.id, new RouteStack(this, group.id, { routes: group.routes, shared }));
    }
    // The importer's machines live beside the routes that start them (one template, no references
    // between nested stacks), even when a test's route table has no scraper routes.
    const workflowsStack =
      routeStacks.get(WORKFLOWS_GROUP) ?? new RouteStack(this, WORKFLOWS_GROUP, { routes: [], shared });
    routeStacks.set(WORKFLOWS_GROUP, workflowsStack);
    this.routeStacks = routeStacks;
    const routeKeys = new Set(routeTable.map((route) => `${route.method} ${route.path}`));
    api.throttleRoutes(
      Object.fromEntries(Object.entries(config.routeThrottles).filter(([key]) => routeKeys.has(key))),
      [...routeStacks.values()],
    );

    const byRoute = new Map(
      [...routeStacks.values()].flatMap((stack) =>
        stack.routeFunctions.functions.map((rf) => [rf.route, rf]),
      ),
    );
    this.routeFunctions = routeTable.map((route) => byRoute.get(route)!);

    this.scraperWorkflows = new ScraperWorkflows(workflowsStack, 'Workflows', {
      table: props.table,
      imagesBucket: props.imagesBucket,
      routeFunctions: this.routeFunctions,
      environment,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
      alarms: workflowsStack.alarms,
    });

    this.paymentLapse = new PaymentLapseWorkflow(workflowsStack, 'PaymentLapse', {
      table: props.table,
      environment,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
      alarms: workflowsStack.alarms,
    });

    if (props.alarmTopic) {
      new ApiAlarms(this, 'Alarms', { topic: props.alarmTopic }).watchApi('Api', this.httpApi);
      new OperationsDashboard(this, 'Operations', {
        stackPrefix: config.stackPrefix,
        httpApi: this.httpApi,
        importMachine: this.scraperWorkflows.importMachine,
      });
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
