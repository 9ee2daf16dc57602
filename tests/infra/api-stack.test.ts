import fs from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { getRouteId, routes, type RouteDefinition } from '../../functions/routes.js';
import { ENV } from '../../functions/shared/env.js';
import { STAGES } from '../../infra/config.js';
import { resourcesOfType, synthStorefront, type CfnResource } from './synth-storefront.js';

// The one synthesis with real esbuild bundles: it proves every handler entry of the route table builds.
const dev = synthStorefront({ stage: 'dev', bundle: true });
const template = dev.templates.api;
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
const apiRoutes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route');
const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration');
const policies = resourcesOfType(template, 'AWS::IAM::Policy');

const describeRoute = (route: RouteDefinition): string => `${route.method} ${route.path}`;

function findFunction(route: RouteDefinition): [string, CfnResource] {
  const entry = Object.entries(functions).find(
    ([, fn]) => fn.Properties.Description === describeRoute(route),
  );
  if (!entry) throw new Error(`No function for ${describeRoute(route)}`);
  return entry;
}

function findRoute(route: RouteDefinition): CfnResource {
  const found = Object.values(apiRoutes).find((r) => r.Properties.RouteKey === describeRoute(route));
  if (!found) throw new Error(`No API route for ${describeRoute(route)}`);
  return found;
}

/** The actions granted to a function's role, over all its policies. */
function grantedActions(functionLogicalId: string): string[] {
  const roleId = functions[functionLogicalId]!.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(policies)
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

describe('api stack: one function per route', () => {
  it('has exactly one Lambda function per entry of the route table (plus the scraper task functions)', () => {
    const routeFunctions = Object.values(functions).filter((fn) =>
      /^(GET|POST|PUT|PATCH|DELETE) \//.test(String(fn.Properties.Description)),
    );
    expect(routeFunctions).toHaveLength(routes.length);
    expect(Object.keys(functions)).toHaveLength(routes.length + 2);
  });

  it.each(routes.map((r) => [describeRoute(r), r] as const))('%s runs on Node 22, arm64', (_, route) => {
    const [, fn] = findFunction(route);
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
  });

  it('bundles each handler entry with esbuild (minified ESM plus source map)', () => {
    for (const route of routes) {
      const [, fn] = findFunction(route);
      const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
      const bundle = path.join(dev.assemblyDir, `asset.${assetHash}`);
      expect(fs.existsSync(path.join(bundle, 'index.mjs')), getRouteId(route)).toBe(true);
      expect(fs.existsSync(path.join(bundle, 'index.mjs.map')), getRouteId(route)).toBe(true);
    }
  });

  it('passes the generated resource names and Powertools settings to every function', () => {
    for (const fn of Object.values(functions)) {
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
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
    for (const fn of Object.values(functions)) {
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(template.toJSON().Resources[logGroupId]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 7 },
        DeletionPolicy: 'Delete',
      });
    }
  });
});

describe('api stack: least privilege', () => {
  it('lets public catalogue routes read the table and nothing more', () => {
    for (const route of routes.filter((r) => r.auth === 'public')) {
      const [id] = findFunction(route);
      const actions = grantedActions(id);
      expect(actions).toContain('dynamodb:Query');
      expect(actions.filter((a) => /Put|Update|Delete|Write/.test(a))).toEqual([]);
      expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
    }
  });

  it('gives the Debug Panel auth check no data access at all', () => {
    const [id] = findFunction(routes.find((r) => r.handler === 'admin/get-auth-check')!);
    expect(grantedActions(id)).toEqual([]);
  });
});

describe('api stack: HTTP API', () => {
  it('has one route per entry of the route table, each integrated with its own function', () => {
    expect(Object.keys(apiRoutes)).toHaveLength(routes.length);
    for (const route of routes) {
      const apiRoute = findRoute(route);
      const integrationId = apiRoute.Properties.Target['Fn::Join'][1][1].Ref as string;
      const functionId = integrations[integrationId]!.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
      expect(functionId).toBe(findFunction(route)[0]);
      expect(integrations[integrationId]!.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('puts the Cognito JWT authorizer on every non-public route and none on public ones', () => {
    const [authorizerId] = Object.keys(resourcesOfType(template, 'AWS::ApiGatewayV2::Authorizer'));
    for (const route of routes) {
      const props = findRoute(route).Properties;
      if (route.auth === 'public') {
        expect(props.AuthorizationType, describeRoute(route)).toBe('NONE');
        expect(props.AuthorizerId, describeRoute(route)).toBeUndefined();
      } else {
        expect(props.AuthorizationType, describeRoute(route)).toBe('JWT');
        expect(props.AuthorizerId, describeRoute(route)).toEqual({ Ref: authorizerId });
      }
    }
  });

  it('trusts only tokens of the shop user pool issued to the SPA client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') }],
        Issuer: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      },
    });
  });

  it('throttles the stage and writes JSON access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
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
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
  });
});

describe('api stack: alarms', () => {
  it('has none in dev', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
  });

  it('watches API 5xx, and errors and throttles of every function in prod', () => {
    const prod = synthStorefront({ stage: 'prod' }).templates.api;
    prod.resourceCountIs('AWS::CloudWatch::Alarm', 1 + 2 * routes.length);
    prod.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: '5xx', Namespace: 'AWS/ApiGateway' });
    prod.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Namespace: 'AWS/Lambda' });
    prod.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Throttles',
      Namespace: 'AWS/Lambda',
    });
  });
});
