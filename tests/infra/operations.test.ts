/**
 * What production adds around the code: alarms that reach someone, tracing, the origin secret between
 * CloudFront and the API, the WAF, per-route throttles, cache headers, backups and the dashboard.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Token } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '../../functions/routes.js';
import { ENV } from '../../functions/shared/env.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/shared/origin-verify.js';
import { SHOP_METRICS } from '../../functions/shared/powertools.js';
import { STAGES } from '../../infra/config.js';
import {
  ENTRY_FILES_CACHE_CONTROL,
  HASHED_ASSETS_CACHE_CONTROL,
} from '../../infra/constructs/spa-distribution.js';
import { DEFAULT_ROUTE_MEMORY_MB, WARM_CATALOGUE_HANDLERS } from '../../infra/constructs/route-memory.js';
import { CARD_RESPONSE_PATH } from '../../infra/constructs/security-headers.js';
import { SENSITIVE_POST_PATHS, SIGN_IN_TARGETS } from '../../infra/constructs/web-acl.js';
import { createGuardValidator } from '../../infra/guard/guard-validator.js';
import {
  findResourcesIn,
  resolveFromParent,
  resourcesOfType,
  synthStorefront,
  type FoundResource,
} from './synth-storefront.js';

const prod = synthStorefront({ stage: 'prod' });
const dev = synthStorefront({ stage: 'dev' });

/** The functions aws-cdk-lib adds itself (deployment handler, custom resource and trigger providers). */
const isCdkProvider = ({ logicalId }: FoundResource) =>
  /^(Custom|AWS679f53fac|AWSCDKTriggerCustomResourceProvider)/.test(logicalId);
const ourFunctions = (stacks: typeof prod.stackTemplates) =>
  findResourcesIn(stacks, 'AWS::Lambda::Function').filter((f) => !isCdkProvider(f));

const refOf = (value: unknown) => JSON.stringify(value);

describe('environments', () => {
  it('pins every prod stack to the account of config.ts, in its region (edge and copies apart)', () => {
    const { account, region } = STAGES.prod.env!;
    const { mail, data, api, web, events, edge, recovery } = prod.storefront;
    for (const stack of [mail, data, api, web, events]) {
      expect([stack.stackName, stack.account, stack.region]).toEqual([stack.stackName, account, region]);
    }
    expect([edge?.account, edge?.region]).toEqual([account, 'us-east-1']);
    expect([recovery?.account, recovery?.region]).toEqual([account, STAGES.prod.backup!.copyRegion]);
  });

  it('leaves dev to the CLI profile: no account is pinned', () => {
    expect(STAGES.dev.env).toBeUndefined();
    expect(Token.isUnresolved(dev.storefront.data.account)).toBe(true);
  });
});

describe('alarms (prod)', () => {
  const alarms = findResourcesIn(prod.stackTemplates, 'AWS::CloudWatch::Alarm');
  const [topicId] = Object.keys(resourcesOfType(prod.templates.data, 'AWS::SNS::Topic'));

  it('notify the stage topic, which mails the address from config.ts, when they fire and when they clear', () => {
    expect(topicId).toBeDefined();
    prod.templates.data.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: STAGES.prod.alarmEmail,
      TopicArn: { Ref: topicId },
    });
    expect(alarms.length).toBeGreaterThan(100);
    for (const { owner, logicalId, resource } of alarms) {
      const actions = resource.Properties.AlarmActions as unknown[];
      expect(actions, logicalId).toHaveLength(1);
      expect(resource.Properties.OKActions, logicalId).toEqual(actions);
      // In the data stack a Ref; elsewhere an import of it, through the nested stack parameters.
      const action = refOf(resolveFromParent(owner, actions[0]));
      expect(action, logicalId).toMatch(new RegExp(`${topicId}|AlarmTopic`));
    }
  });

  it('watch every function by error rate, p99 duration and throttles, not by a single error', () => {
    for (const owner of prod.stackTemplates) {
      const own = ourFunctions([owner]);
      const local = alarms.filter((a) => a.owner === owner);
      for (const fn of own) {
        const ref = refOf({ Ref: fn.logicalId });
        const watching = local.filter((a) => refOf(a.resource.Properties).includes(ref));
        const errorRate = watching.find((a) =>
          refOf(a.resource.Properties.Metrics).includes('100 * errors / invocations'),
        );
        const duration = watching.find(
          (a) =>
            a.resource.Properties.MetricName === 'Duration' &&
            a.resource.Properties.ExtendedStatistic === 'p99',
        );
        const throttles = watching.find((a) => a.resource.Properties.MetricName === 'Throttles');
        expect(errorRate, `${fn.logicalId} error rate`).toBeDefined();
        expect(duration, `${fn.logicalId} p99 duration`).toBeDefined();
        expect(throttles, `${fn.logicalId} throttles`).toBeDefined();
        const timeout = fn.resource.Properties.Timeout as number;
        expect(duration!.resource.Properties.Threshold).toBe(timeout * 800);
      }
    }
    expect(alarms.filter((a) => a.resource.Properties.MetricName === 'Errors')).toEqual([]);
  });

  it('watch the table (throttles, system errors, transaction conflicts), the API latency and CloudFront 5xx', () => {
    const data = alarms.filter((a) => a.owner.stack === prod.storefront.data);
    const dataMetrics = refOf(data.map((a) => a.resource.Properties));
    for (const name of ['ThrottledRequests', 'SystemErrors', 'TransactionConflict']) {
      expect(dataMetrics).toContain(`"MetricName":"${name}"`);
    }
    prod.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Latency',
      Namespace: 'AWS/ApiGateway',
      ExtendedStatistic: 'p99',
    });
    const cloudFront = Object.values(resourcesOfType(prod.templates.web, 'AWS::CloudWatch::Alarm')).find(
      (a) => a.Properties.Namespace === 'AWS/CloudFront' && a.Properties.MetricName === '5xxErrorRate',
    );
    expect(refOf(cloudFront?.Properties.Dimensions)).toMatch(/"DistributionId".*"Region","Value":"Global"/);
  });

  it('show orders per hour, errors, latency and import runs on the dashboard', () => {
    const [dashboard] = Object.values(resourcesOfType(prod.templates.api, 'AWS::CloudWatch::Dashboard'));
    const body = refOf(dashboard?.Properties.DashboardBody);
    expect(body).toContain(SHOP_METRICS.orderPlaced);
    expect(body).toContain('\\"period\\":3600');
    for (const text of ['Errors', 'API latency', 'Product import runs', 'ExecutionsFailed']) {
      expect(body).toContain(text);
    }
  });

  it('exist in prod only, but for the dead-letter alarms every stage has (shown in the console)', () => {
    const devAlarms = findResourcesIn(dev.stackTemplates, 'AWS::CloudWatch::Alarm');
    expect(devAlarms.length).toBeGreaterThan(0);
    for (const { logicalId } of devAlarms) expect(logicalId).toMatch(/DeadLetterAlarm/);
    expect(findResourcesIn(dev.stackTemplates, 'AWS::SNS::Topic')).toEqual([]);
  });
});

describe('functions', () => {
  it.each([
    ['prod', prod],
    ['dev', dev],
  ] as const)('run with the shared settings and X-Ray tracing in %s', (_, synth) => {
    const functions = ourFunctions(synth.stackTemplates);
    expect(functions.length).toBeGreaterThan(80);
    for (const { logicalId, resource } of functions) {
      expect(resource.Properties, logicalId).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: expect.anything() as unknown },
      });
    }
  });

  it.each([
    ['prod', prod, STAGES.prod.catalogueMemoryMb],
    ['dev', dev, STAGES.dev.catalogueMemoryMb],
  ] as const)(
    'give the routes that hold the warm catalogue the stage catalogue memory in %s, the others 512 MB',
    (_, synth, catalogueMb) => {
      const memoryOf = (route: RouteDefinition) =>
        ourFunctions(synth.stackTemplates).find(
          (f) => f.resource.Properties.Description === `${route.method} ${route.path}`,
        )!.resource.Properties.MemorySize as number;
      for (const route of routes) {
        const warm = (WARM_CATALOGUE_HANDLERS as readonly string[]).includes(route.handler);
        expect(memoryOf(route), route.handler).toBe(warm ? catalogueMb : DEFAULT_ROUTE_MEMORY_MB);
      }
      expect(STAGES.prod.catalogueMemoryMb).toBeGreaterThanOrEqual(1024);
    },
  );

  it('grant on every resource (*) only what supports nothing narrower', () => {
    const statements = findResourcesIn(prod.stackTemplates, 'AWS::IAM::Policy').flatMap(
      ({ resource }) =>
        resource.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const wildcard = statements.filter((s) => s.Resource === '*');
    expect(wildcard.length).toBeGreaterThan(0);
    for (const statement of wildcard) {
      for (const action of [statement.Action].flat()) {
        expect(action).toMatch(
          /^(xray:Put(TraceSegments|TelemetryRecords)|xray:Get\w+|dynamodb:ListStreams|cloudfront:(Create|Get)Invalidation|logs:\w+)$/,
        );
      }
    }
  });
});

describe('edge (prod)', () => {
  const [distribution] = Object.values(resourcesOfType(prod.templates.web, 'AWS::CloudFront::Distribution'));
  const config = distribution!.Properties.DistributionConfig;

  it('sends the origin secret to the API, and every route function expects that same secret', () => {
    const apiOrigin = (
      config.Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown[] }[]
    ).find((o) => o.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() as unknown },
    ]);
    const headerValue = refOf(apiOrigin!.OriginCustomHeaders![0]);
    expect(headerValue).toContain('{{resolve:secretsmanager:');
    expect(headerValue).toMatch(/OriginVerifySecret/);

    const routeFunctions = ourFunctions(prod.apiTemplates).filter((f) => !/Task/.test(f.logicalId));
    expect(routeFunctions.length).toBeGreaterThan(60);
    for (const fn of routeFunctions) {
      const value = fn.resource.Properties.Environment.Variables[ENV.originVerifySecret] as unknown;
      expect(value, fn.logicalId).toBeDefined();
      const resolved = refOf(value).replace(/\{"Ref":"([^"]+)"\}/g, (ref, id: string) =>
        refOf(resolveFromParent(fn.owner, { Ref: id })),
      );
      expect(resolved, fn.logicalId).toContain('{{resolve:secretsmanager:');
      expect(resolved, fn.logicalId).toMatch(/OriginVerifySecret/);
    }
  });

  it('puts a CLOUDFRONT web ACL of us-east-1 in front of the distribution, with managed and rate rules', () => {
    const edge = prod.stackTemplates.find((t) => t.stack === prod.storefront.edge);
    expect(edge?.stack.region).toBe('us-east-1');
    const [aclId, acl] = Object.entries(resourcesOfType(edge!.template, 'AWS::WAFv2::WebACL'))[0]!;
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl.Properties.Rules as {
      Name: string;
      Statement: Record<string, { Name?: string; Limit?: number; ScopeDownStatement?: unknown }>;
    }[];
    const managed = rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean);
    expect(managed).toEqual(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    const rate = rules.filter((r) => r.Statement.RateBasedStatement);
    expect(rate.map((r) => r.Statement.RateBasedStatement!.Limit)).toEqual([
      STAGES.prod.waf!.sensitiveRequestsPerIp,
      STAGES.prod.waf!.cardResponsesPerIp,
      STAGES.prod.waf!.requestsPerIp,
    ]);
    const scopeDown = refOf(rate[0]!.Statement.RateBasedStatement!.ScopeDownStatement);
    for (const path of SENSITIVE_POST_PATHS) expect(scopeDown).toContain(`"SearchString":"${path}"`);
    expect(scopeDown).toContain('"SearchString":"POST"');

    // The web stack names the ACL through an export of the edge stack (same region in prod).
    expect(refOf(config.WebACLId)).toMatch(/Fn::ImportValue/);
    expect(refOf(config.WebACLId)).toContain(aclId);
  });

  it("limits the card gateway's response posts per client IP with a rule of their own, before the general one", () => {
    const edge = prod.stackTemplates.find((t) => t.stack === prod.storefront.edge);
    const [, acl] = Object.entries(resourcesOfType(edge!.template, 'AWS::WAFv2::WebACL'))[0]!;
    const rules = acl.Properties.Rules as {
      Name: string;
      Priority: number;
      Action?: unknown;
      Statement: {
        RateBasedStatement?: { Limit: number; AggregateKeyType: string; ScopeDownStatement: unknown };
      };
    }[];
    const card = rules.find((r) => r.Name === 'CardResponsesPerIp');
    expect(card?.Action).toEqual({ Block: {} });
    expect(card?.Statement.RateBasedStatement).toMatchObject({
      Limit: STAGES.prod.waf!.cardResponsesPerIp,
      AggregateKeyType: 'IP',
    });
    // The MerchantResponseUrl of the route table, POST only, and nothing else.
    const route = routes.find((r) => r.handler === 'payments/receive-card-response')!;
    expect(CARD_RESPONSE_PATH).toBe('/api/payments/card/response');
    expect(card!.Statement.RateBasedStatement!.ScopeDownStatement).toEqual({
      AndStatement: {
        Statements: [
          expect.objectContaining({ ByteMatchStatement: expect.objectContaining({ SearchString: 'POST' }) }),
          expect.objectContaining({
            ByteMatchStatement: expect.objectContaining({
              SearchString: route.path,
              PositionalConstraint: 'EXACTLY',
              FieldToMatch: { UriPath: {} },
            }),
          }),
        ],
      },
    });
    const general = rules.find((r) => r.Name === 'RequestsPerIp')!;
    expect(card!.Priority).toBeLessThan(general.Priority);
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
    // Far below the general limit: a shopper posts one response per card attempt.
    expect(STAGES.prod.waf!.cardResponsesPerIp).toBeLessThan(STAGES.prod.waf!.sensitiveRequestsPerIp);
    // The user pool's ACL has no card route to guard.
    const [, signInAcl] = Object.entries(resourcesOfType(prod.templates.data, 'AWS::WAFv2::WebACL'))[0]!;
    expect((signInAcl.Properties.Rules as { Name: string }[]).map((r) => r.Name)).not.toContain(
      'CardResponsesPerIp',
    );
  });

  it('guards the user pool with a regional web ACL whose tight limit counts sign-in steps alone', () => {
    const [aclId, acl] = Object.entries(resourcesOfType(prod.templates.data, 'AWS::WAFv2::WebACL'))[0]!;
    expect(acl.Properties.Scope).toBe('REGIONAL');
    const [tight, general] = (
      acl.Properties.Rules as { Statement: { RateBasedStatement?: Record<string, unknown> } }[]
    ).filter((r) => r.Statement.RateBasedStatement);
    expect(tight!.Statement.RateBasedStatement!.Limit).toBe(STAGES.prod.waf!.sensitiveRequestsPerIp);
    const scopeDown = refOf(tight!.Statement.RateBasedStatement!.ScopeDownStatement);
    expect(scopeDown).toContain('"Name":"x-amz-target"');
    for (const operation of SIGN_IN_TARGETS) {
      expect(scopeDown).toContain(`"SearchString":"AWSCognitoIdentityProviderService.${operation}"`);
    }
    // Other calls of signed-in shoppers sharing an address count against the general limit only.
    expect(scopeDown).not.toContain('GetUser');
    expect(general!.Statement.RateBasedStatement).toMatchObject({ Limit: STAGES.prod.waf!.requestsPerIp });
    expect(general!.Statement.RateBasedStatement!.ScopeDownStatement).toBeUndefined();
    prod.templates.data.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': ['UserPool', 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('has no WAF in dev', () => {
    expect(dev.storefront.edge).toBeUndefined();
    expect(findResourcesIn(dev.stackTemplates, 'AWS::WAFv2::WebACL')).toEqual([]);
  });

  it('throttles order placement and tracking per route, after the routes exist', () => {
    const [stageId, stage] = Object.entries(
      resourcesOfType(prod.templates.api, 'AWS::ApiGatewayV2::Stage'),
    )[0]!;
    expect(stage.Properties.RouteSettings).toEqual({
      'POST /api/orders': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      'POST /api/me/orders': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      'POST /api/orders/track': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
    });
    const dependsOn = (prod.templates.api.toJSON().Resources[stageId] as { DependsOn?: string[] }).DependsOn;
    expect(dependsOn?.some((id) => /^Orders.*NestedStack/.test(id))).toBe(true);
  });

  it('serves hashed assets immutable for a year, index.html and config.json no-cache, keeping old chunks', () => {
    const deployments = Object.values(resourcesOfType(prod.templates.web, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const hashed = deployments.find((d) => refOf(d.Properties.Include) === '["assets/*"]');
    const entry = deployments.find((d) => refOf(d.Properties.Exclude) === '["assets/*"]');
    expect(hashed?.Properties.SystemMetadata).toEqual({ 'cache-control': HASHED_ASSETS_CACHE_CONTROL });
    expect(HASHED_ASSETS_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(entry?.Properties.SystemMetadata).toEqual({ 'cache-control': ENTRY_FILES_CACHE_CONTROL });
    expect(ENTRY_FILES_CACHE_CONTROL).toBe('no-cache');
    for (const deployment of deployments) expect(deployment.Properties.Prune).toBe(false);
  });

  it('lets the production CSP load images from the shop origin only', () => {
    const policies = Object.values(
      resourcesOfType(prod.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'),
    );
    const csps = policies.map((p) =>
      refOf(
        p.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
          .ContentSecurityPolicy,
      ),
    );
    const shop = csps.find((csp) => csp.includes('script-src'));
    expect(shop).toMatch(/img-src 'self' data: blob:;/);
  });
});

describe('backups (prod)', () => {
  it('backs the table up daily into a vault copied to the second region', () => {
    const copyRegion = STAGES.prod.backup!.copyRegion;
    const [plan] = Object.values(resourcesOfType(prod.templates.data, 'AWS::Backup::BackupPlan'));
    const [rule] = plan!.Properties.BackupPlan.BackupPlanRule as Record<string, unknown>[];
    expect(rule!.ScheduleExpression).toBe('cron(0 5 * * ? *)');
    expect(refOf(rule!.CopyActions)).toContain(`:backup:${copyRegion}:`);
    prod.templates.data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: { Resources: [{ 'Fn::GetAtt': ['StorefrontTable', 'Arn'] }] },
    });
    const recovery = prod.stackTemplates.find((t) => t.stack === prod.storefront.recovery)!;
    expect(recovery.stack.region).toBe(copyRegion);
    recovery.template.hasResourceProperties('AWS::Backup::BackupVault', {
      BackupVaultName: 'Storefront-prod-copies',
    });
  });

  it('replicates the images bucket into the second region', () => {
    const images = resourcesOfType(prod.templates.data, 'AWS::S3::Bucket').ImagesBucket!;
    expect(refOf(images.Properties.ReplicationConfiguration)).toContain('storefront-prod-images-replica-');
    const recovery = prod.stackTemplates.find((t) => t.stack === prod.storefront.recovery)!;
    recovery.template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: `storefront-prod-images-replica-${STAGES.prod.env!.account}`,
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });

  it('has neither in dev', () => {
    expect(findResourcesIn(dev.stackTemplates, 'AWS::Backup::BackupPlan')).toEqual([]);
    expect(dev.storefront.recovery).toBeUndefined();
  });
});

describe('CloudFormation Guard', () => {
  it("passes the project's guard rules on every prod template, nested ones included", () => {
    const templatePaths = fs
      .readdirSync(prod.assemblyDir)
      .filter((file) => file.endsWith('.template.json'))
      .map((file) => path.join(prod.assemblyDir, file));
    expect(templatePaths.length).toBeGreaterThan(10);
    const report = createGuardValidator().validate({ templatePaths } as Parameters<
      ReturnType<typeof createGuardValidator>['validate']
    >[0]);
    expect(report.violations.map((v) => `${v.ruleName}: ${v.description}`)).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('fails a template whose function runs without tracing', () => {
    const dir = fs.mkdtempSync(path.join(prod.assemblyDir, 'guard-'));
    const file = path.join(dir, 'untraced.template.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        Resources: {
          Fn: {
            Type: 'AWS::Lambda::Function',
            Properties: {
              Runtime: 'nodejs22.x',
              Architectures: ['arm64'],
              Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'storefront' } },
              LoggingConfig: { LogGroup: 'x' },
            },
          },
        },
      }),
    );
    const report = createGuardValidator().validate({ templatePaths: [file] } as Parameters<
      ReturnType<typeof createGuardValidator>['validate']
    >[0]);
    expect(report.success).toBe(false);
    expect(report.violations.map((v) => v.ruleName)).toEqual(['storefront_functions_traced']);
  });
});
