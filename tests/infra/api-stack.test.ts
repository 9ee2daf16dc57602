import fs from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT } from '../../functions/core/payments/card-attempts.js';
import { keys } from '../../functions/data/keys.js';
import { getRouteId, routes, type RouteDefinition } from '../../functions/routes.js';
import { ENV } from '../../functions/shared/env.js';
import { STAGES } from '../../infra/config.js';
import { getRouteAccess } from '../../infra/constructs/route-access.js';
import { getRouteGroupId } from '../../infra/constructs/route-groups.js';
import {
  findResourcesIn,
  resolveFromParent,
  resourcesOfType,
  synthStorefront,
  type FoundResource,
} from './synth-storefront.js';

// The one synthesis with real esbuild bundles: it proves every handler entry of the route table builds.
const dev = synthStorefront({ stage: 'dev', bundle: true });
// The API stack holds the HTTP API; the route groups are its nested stacks.
const parent = dev.templates.api;
const functions = findResourcesIn(dev.apiTemplates, 'AWS::Lambda::Function');
const apiRoutes = findResourcesIn(dev.apiTemplates, 'AWS::ApiGatewayV2::Route');

const describeRoute = (route: RouteDefinition): string => `${route.method} ${route.path}`;

function findFunction(route: RouteDefinition): FoundResource {
  const found = functions.find((f) => f.resource.Properties.Description === describeRoute(route));
  if (!found) throw new Error(`No function for ${describeRoute(route)}`);
  return found;
}

function findRoute(route: RouteDefinition): FoundResource {
  const found = apiRoutes.find((r) => r.resource.Properties.RouteKey === describeRoute(route));
  if (!found) throw new Error(`No API route for ${describeRoute(route)}`);
  return found;
}

interface PolicyStatement {
  Action: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** The statements of a function role's policies (in the function's template). */
function grantedStatements({ owner, resource }: FoundResource): PolicyStatement[] {
  const roleId = resource.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(resourcesOfType(owner.template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as PolicyStatement[]);
}

const actionsOf = (statements: PolicyStatement[]): string[] =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

/** The statement that lets a function write the catalogue snapshot's partition and nothing else. */
const isSnapshotOnly = (s: PolicyStatement): boolean =>
  JSON.stringify(s.Condition?.['ForAllValues:StringEquals']?.['dynamodb:LeadingKeys']) ===
  JSON.stringify([keys.catalogueSnapshotMeta().pk]);

/** X-Ray's two write actions, which every function's active tracing adds. */
const isTracing = (action: string): boolean => /^xray:Put(TraceSegments|TelemetryRecords)$/.test(action);

/** The actions granted to a function's role, leaving out the snapshot-only statement and tracing. */
function grantedActions(found: FoundResource): string[] {
  return actionsOf(grantedStatements(found).filter((s) => !isSnapshotOnly(s))).filter((a) => !isTracing(a));
}

const logicalIdOf = (type: string): string => {
  const ids = Object.keys(resourcesOfType(parent, type));
  expect(ids, type).toHaveLength(1);
  return ids[0]!;
};

describe('api stack: one function per route', () => {
  it('has exactly one Lambda function per entry of the route table (plus the workflow task functions)', () => {
    const routeFunctions = functions.filter((f) =>
      /^(GET|POST|PUT|PATCH|DELETE) \//.test(String(f.resource.Properties.Description)),
    );
    expect(routeFunctions).toHaveLength(routes.length);
    // The scraper's and backfill's tasks, and the payment lapse task.
    expect(functions).toHaveLength(routes.length + 3);
  });

  it("puts each route's function in the nested stack of its route group", () => {
    for (const route of routes) {
      expect(findFunction(route).owner.stack.node.id, describeRoute(route)).toBe(getRouteGroupId(route));
    }
    // The parent keeps the API itself and no function.
    expect(Object.keys(resourcesOfType(parent, 'AWS::Lambda::Function'))).toEqual([]);
  });

  it.each(routes.map((r) => [describeRoute(r), r] as const))('%s runs on Node 22, arm64', (_, route) => {
    expect(findFunction(route).resource.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
  });

  it('bundles each handler entry with esbuild (minified CommonJS plus source map)', () => {
    for (const route of routes) {
      const { resource } = findFunction(route);
      const assetHash = String(resource.Properties.Code.S3Key).replace(/\.zip$/, '');
      const bundle = path.join(dev.assemblyDir, `asset.${assetHash}`);
      expect(fs.existsSync(path.join(bundle, 'index.js')), getRouteId(route)).toBe(true);
      expect(fs.existsSync(path.join(bundle, 'index.js.map')), getRouteId(route)).toBe(true);
    }
  });

  it('passes the generated resource names and Powertools settings to every function', () => {
    for (const { resource } of functions) {
      const variables = resource.Properties.Environment.Variables as Record<string, unknown>;
      for (const name of [
        ENV.tableName,
        ENV.imagesBucket,
        ENV.imagesBaseUrl,
        ENV.userPoolId,
        ENV.userPoolClientId,
      ]) {
        expect(variables[name], name).toBeDefined();
      }
      expect(variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'storefront',
        POWERTOOLS_LOG_LEVEL: STAGES.dev.functionLogLevel,
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
  });

  it('writes each function to its own log group with an explicit retention', () => {
    const logGroups = new Set<string>();
    for (const { owner, resource } of functions) {
      const logGroupId = resource.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(owner.template.toJSON().Resources[logGroupId]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 7 },
        DeletionPolicy: 'Delete',
      });
      logGroups.add(`${owner.stack.node.path}/${logGroupId}`);
    }
    expect(logGroups.size).toBe(functions.length);
  });
});

describe('api stack: least privilege', () => {
  const tableWrites = (actions: string[]) =>
    actions.filter((a) => a.startsWith('dynamodb:') && /Put|Update|Delete|Write/.test(a));

  it('lets catalogue and SEO routes read the table and nothing more, but the back-in-stock sign-up', () => {
    const signUp = routes.find((r) => r.handler === 'catalogue/subscribe-back-in-stock')!;
    // It stores the subscription and counts the request against the rate limits.
    expect(grantedActions(findFunction(signUp))).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
    const shopWindow = routes.filter((r) => /^(catalogue|seo)\//.test(r.handler) && r !== signUp);
    expect(shopWindow.length).toBeGreaterThan(0);
    for (const route of shopWindow) {
      const actions = grantedActions(findFunction(route));
      if (route.handler !== 'seo/get-robots') expect(actions).toContain('dynamodb:Query');
      expect(tableWrites(actions), describeRoute(route)).toEqual([]);
      expect(
        actions.filter((a) => !a.startsWith('dynamodb:')),
        describeRoute(route),
      ).toEqual([]);
    }
  });

  it('lets the routes with a warm catalogue write its snapshot partition only, with PutItem', () => {
    const snapshotWriters = routes.filter((r) => getRouteAccess(r).catalogueSnapshot === 'write');
    expect(snapshotWriters.map((r) => r.handler)).toContain('catalogue/list-products');
    for (const route of snapshotWriters) {
      const statements = grantedStatements(findFunction(route)).filter(isSnapshotOnly);
      expect(actionsOf(statements), describeRoute(route)).toEqual(['dynamodb:PutItem']);
    }
    const others = routes.filter((r) => getRouteAccess(r).catalogueSnapshot !== 'write');
    for (const route of others) {
      expect(grantedStatements(findFunction(route)).filter(isSnapshotOnly), describeRoute(route)).toEqual([]);
    }
  });

  it('lets guest and customer cart, checkout and order routes write the table, public or not', () => {
    // The proof upload route only signs a POST policy; it reads the order and writes nothing.
    // Matching a quick order's lines reads the catalogue and writes nothing.
    const writers = routes.filter((r) =>
      /^(cart|checkout|orders)\/(?!get-|list-|track-|match-|create-document-upload)/.test(r.handler),
    );
    expect(writers.some((r) => r.auth === 'public')).toBe(true);
    for (const route of writers) {
      expect(grantedActions(findFunction(route)), describeRoute(route)).toContain('dynamodb:PutItem');
    }
  });

  it('keeps reading routes (get-, list-, track-) away from table writes', () => {
    for (const route of routes.filter((r) => /\/(get|list|track)-/.test(r.handler))) {
      expect(tableWrites(grantedActions(findFunction(route))), describeRoute(route)).toEqual([]);
    }
  });

  it('grants Cognito admin calls only to the user administration and My Account routes', () => {
    const cognitoRoutes = new Set([
      'admin/add-user-role',
      'admin/remove-user-role',
      'admin/set-user-status',
      'account/update-profile',
      'account/delete-account',
    ]);
    for (const route of routes) {
      const cognito = grantedActions(findFunction(route)).filter((a) => a.startsWith('cognito-idp:'));
      if (cognitoRoutes.has(route.handler)) expect(cognito.length, describeRoute(route)).toBeGreaterThan(0);
      else expect(cognito, describeRoute(route)).toEqual([]);
    }
    const roles = grantedActions(findFunction(routes.find((r) => r.handler === 'admin/add-user-role')!));
    expect(roles).toEqual(expect.arrayContaining(['cognito-idp:AdminAddUserToGroup']));
    expect(roles).not.toContain('cognito-idp:AdminDeleteUser');
  });

  it('lets only the upload routes sign uploads, product saves manage images, the proof and business document checks read and delete, staff read them and the exports', () => {
    const managers = ['admin/create-product', 'admin/update-product', 'admin/delete-product'];
    for (const route of routes) {
      const s3 = grantedActions(findFunction(route)).filter((a) => a.startsWith('s3:'));
      if (managers.includes(route.handler)) {
        expect(s3, describeRoute(route)).toEqual(
          expect.arrayContaining(['s3:GetObject*', 's3:PutObject', 's3:DeleteObject*']),
        );
      } else if (
        ['orders/create-document-upload', 'business/create-document-upload'].includes(route.handler)
      ) {
        expect(s3).toContain('s3:PutObject');
        expect(s3.filter((a) => /Get|Delete|List/.test(a))).toEqual([]);
      } else if (
        [
          'orders/confirm-document-upload',
          'business/open-business-account',
          'business/submit-gct-exemption-letter',
        ].includes(route.handler)
      ) {
        expect(s3.sort()).toEqual(['s3:DeleteObject', 's3:GetObject']);
      } else if (['admin/get-order', 'admin/get-company'].includes(route.handler)) {
        expect(s3).toEqual(['s3:GetObject']);
      } else if (['reports/list-order-exports', 'reports/get-order-export'].includes(route.handler)) {
        // Signing the accounting export's download links: reading the exports' prefix and nothing else.
        expect(s3, describeRoute(route)).toEqual(['s3:GetObject']);
        const resources = JSON.stringify(
          grantedStatements(findFunction(route))
            .filter((s) => actionsOf([s]).includes('s3:GetObject'))
            .map((s) => s.Resource),
        );
        expect(resources).toContain('/report-exports/*');
        expect(resources).not.toMatch(/payment-proofs|purchase-orders|company-documents/);
      } else if (route.handler === 'admin/create-image-upload') {
        expect(s3).toContain('s3:PutObject');
        expect(s3.filter((a) => /Get|Delete|List/.test(a))).toEqual([]);
        const table = grantedActions(findFunction(route)).filter((a) => a.startsWith('dynamodb:'));
        expect(table.filter((a) => /Put|Update|Delete|Write/.test(a))).toEqual([]);
      } else {
        expect(s3, describeRoute(route)).toEqual([]);
      }
    }
  });

  it('lets no route send e-mail: every mail goes out from the table stream', () => {
    for (const route of routes) {
      const statements = grantedStatements(findFunction(route)).filter((s) =>
        actionsOf([s]).some((a) => a.startsWith('ses:')),
      );
      expect(statements, describeRoute(route)).toEqual([]);
    }
  });

  it("gives the card gateway routes time for the gateway client's wait and the write after, under the API cap", () => {
    const budgetMs = CARD_PAYMENT.secretReadTimeoutMs + 2 * CARD_PAYMENT.gatewayTimeoutMs + 2_000;
    expect(CARD_PAYMENT.routeTimeoutSeconds * 1_000).toBeGreaterThanOrEqual(budgetMs);
    expect(CARD_PAYMENT.routeTimeoutSeconds).toBeLessThan(29);
    for (const route of routes) {
      const expected = getRouteAccess(route).cardGateway ? CARD_PAYMENT.routeTimeoutSeconds : 10;
      expect(findFunction(route).resource.Properties.Timeout, describeRoute(route)).toBe(expected);
    }
  });

  it('lets exactly the routes that call the card gateway read its credentials secret, through the extension', () => {
    const secretName = STAGES.dev.cardGateway.credentialsSecretName;
    const gatewayRoutes = routes.filter((route) => getRouteAccess(route).cardGateway);
    expect(gatewayRoutes.map((r) => r.handler).sort()).toEqual([
      'admin/advance-order-status',
      'admin/cancel-order',
      'admin/refund-order',
      'business/decide-order-approval',
      'payments/receive-card-response',
      'payments/start-card-payment',
      'payments/start-card-payment',
    ]);
    // Every function of every stack of the stage: routes, triggers, stream consumers, workflow tasks.
    const everyFunction = findResourcesIn(dev.stackTemplates, 'AWS::Lambda::Function');
    const gatewayFunctions = new Set(gatewayRoutes.map((route) => findFunction(route).logicalId));
    expect(gatewayFunctions.size).toBe(gatewayRoutes.length);
    // The scheduled reconciler asks the gateway about capture, void and refund steps left pending.
    const reconciler = everyFunction.filter((found) => found.logicalId.startsWith('CardReconcilerFunction'));
    expect(reconciler).toHaveLength(1);
    gatewayFunctions.add(reconciler[0]!.logicalId);
    for (const found of everyFunction) {
      const calls = gatewayFunctions.has(found.logicalId);
      const label = String(found.resource.Properties.Description ?? found.logicalId);
      const secretStatements = grantedStatements(found).filter((s) =>
        actionsOf([s]).some((a) => a.startsWith('secretsmanager:')),
      );
      const variables = (found.resource.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      // The credentials themselves are never in a template: the id and password variables are local only.
      expect(variables[ENV.powertranzMerchantId], label).toBeUndefined();
      expect(variables[ENV.powertranzPassword], label).toBeUndefined();
      if (!calls) {
        expect(secretStatements, label).toEqual([]);
        expect(variables[ENV.powertranzCredentialsSecret], label).toBeUndefined();
        continue;
      }
      expect(actionsOf(secretStatements).sort(), label).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(JSON.stringify(secretStatements.map((s) => s.Resource)), label).toContain(
        `:secret:${secretName}-??????`,
      );
      expect(variables, label).toMatchObject({
        [ENV.powertranzCredentialsSecret]: secretName,
        [ENV.powertranzBaseUrl]: STAGES.dev.cardGateway.baseUrl,
        [ENV.powertranzPageSet]: STAGES.dev.cardGateway.pageSet,
        [ENV.powertranzPageName]: STAGES.dev.cardGateway.pageName,
        // The Parameters and Secrets extension, its own cache off (the module keeps the value).
        PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'false',
      });
      expect(JSON.stringify(found.resource.Properties.Layers), label).toMatch(
        /"Fn::FindInMap":\["ParamsandsecretslayerMap",\{"Ref":"AWS::Region"\},"[^"]*arm64"\]/,
      );
    }
  });

  it('puts the MerchantResponseUrl on the CloudFront name on a stage without a custom domain', () => {
    expect(STAGES.dev.domain).toBeUndefined();
    const start = findFunction(routes.find((r) => r.handler === 'payments/start-card-payment')!);
    const variables = (start.resource.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
    // No SITE_URL: the function reads the address the deployment writes (data/site-address.ts)...
    expect(variables[ENV.siteUrl]).toBeUndefined();
    expect(grantedActions(start)).toContain('dynamodb:GetItem');
    // ...which is the distribution's own name.
    const writers = findResourcesIn(dev.stackTemplates, 'Custom::AWS')
      .map((found) => JSON.stringify(found.resource.Properties.Create))
      .filter((create) => create.includes('site_url'));
    expect(writers).toHaveLength(1);
    const create = writers[0]!;
    expect(create).toContain(keys.siteAddress().pk);
    expect(create).toMatch(/https:\/\/.*Distribution.*DomainName/);
  });

  it('gives the Debug Panel auth check nothing but the read of the caller account', () => {
    const actions = grantedActions(findFunction(routes.find((r) => r.handler === 'admin/get-auth-check')!));
    expect(actions.every((a) => a.startsWith('dynamodb:'))).toBe(true);
    expect(actions.filter((a) => /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });
});

describe('api stack: HTTP API', () => {
  it('has one route per entry of the route table, each integrated with its own function', () => {
    expect(apiRoutes).toHaveLength(routes.length);
    const apiId = logicalIdOf('AWS::ApiGatewayV2::Api');
    for (const route of routes) {
      const { owner, resource } = findRoute(route);
      const fn = findFunction(route);
      // Route, integration and function sit in the same nested stack, on the parent's HTTP API.
      expect(owner).toBe(fn.owner);
      expect(resolveFromParent(owner, resource.Properties.ApiId)).toEqual({ Ref: apiId });
      const integrationId = resource.Properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = resourcesOfType(owner.template, 'AWS::ApiGatewayV2::Integration')[integrationId]!;
      expect(integration.Properties.IntegrationUri['Fn::GetAtt'][0]).toBe(fn.logicalId);
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('puts staff routes (the inbox) behind the JWT authorizer like admin routes', () => {
    const staffRoutes = routes.filter((route) => route.auth === 'staff');
    expect(staffRoutes.map((route) => route.path)).toContain('/api/admin/inbox');
    for (const route of staffRoutes) {
      expect(findRoute(route).resource.Properties.AuthorizationType, describeRoute(route)).toBe('JWT');
    }
  });

  it('puts the Cognito JWT authorizer on every non-public route and none on public ones', () => {
    const authorizerId = logicalIdOf('AWS::ApiGatewayV2::Authorizer');
    for (const route of routes) {
      const { owner, resource } = findRoute(route);
      const props = resource.Properties;
      if (route.auth === 'public') {
        expect(props.AuthorizationType, describeRoute(route)).toBe('NONE');
        expect(props.AuthorizerId, describeRoute(route)).toBeUndefined();
      } else {
        expect(props.AuthorizationType, describeRoute(route)).toBe('JWT');
        expect(resolveFromParent(owner, props.AuthorizerId), describeRoute(route)).toEqual({
          Ref: authorizerId,
        });
      }
    }
  });

  it('trusts only tokens of the shop user pool issued to the SPA client', () => {
    parent.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') }],
        Issuer: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      },
    });
  });

  it('throttles the stage and writes JSON access logs', () => {
    parent.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: STAGES.dev.apiThrottle.rateLimit,
        ThrottlingBurstLimit: STAGES.dev.apiThrottle.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('has no CORS configuration: the SPA calls the API on its own origin', () => {
    parent.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
  });
});

describe('api stack: alarms', () => {
  it('has none in dev', () => {
    expect(findResourcesIn(dev.apiTemplates, 'AWS::CloudWatch::Alarm')).toEqual([]);
  });

  it('watches the API, error rate, p99 duration and throttles of every function, and failed workflows in prod', () => {
    const prod = synthStorefront({ stage: 'prod' });
    const apiAlarms = Object.values(resourcesOfType(prod.templates.api, 'AWS::CloudWatch::Alarm'));
    // The 5xx share: a math alarm over the 5xx and request counts.
    expect(JSON.stringify(apiAlarms.map((a) => a.Properties))).toContain('"MetricName":"5xx"');
    prod.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Latency',
      Namespace: 'AWS/ApiGateway',
    });
    const alarms = findResourcesIn(prod.apiTemplates, 'AWS::CloudWatch::Alarm');
    const prodFunctions = findResourcesIn(prod.apiTemplates, 'AWS::Lambda::Function');
    expect(prodFunctions).toHaveLength(routes.length + 3);
    for (const fn of prodFunctions) {
      // Each function's alarms sit in its own nested stack and name it directly.
      const dimension = JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fn.logicalId } }]);
      const watching = alarms.filter(
        (a) => a.owner === fn.owner && JSON.stringify(a.resource.Properties).includes(dimension),
      );
      expect(watching.map((a) => a.resource.Properties.MetricName ?? 'error rate (math)').sort()).toEqual([
        'Duration',
        'Throttles',
        'error rate (math)',
      ]);
    }
    const machineAlarms = alarms.filter((a) => a.resource.Properties.Namespace === 'AWS/States');
    expect(machineAlarms.map((a) => a.resource.Properties.MetricName).sort()).toEqual([
      'ExecutionsFailed',
      'ExecutionsFailed',
      'ExecutionsFailed',
      'ExecutionsTimedOut',
      'ExecutionsTimedOut',
      'ExecutionsTimedOut',
    ]);
    expect(alarms).toHaveLength(2 + 3 * prodFunctions.length + machineAlarms.length);
  });
});
