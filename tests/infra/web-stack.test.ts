import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '../../functions/shared/origin-verify.js';
import { STAGE_NAMES, STAGES } from '../../infra/config.js';
import {
  buildCardFrameHeaders,
  CARD_FRAME_CSP,
  CARD_FRAME_PATH,
  CARD_FRAME_PATH_PATTERN,
  CARD_RESPONSE_PATH,
  CARD_RETURN_CSP,
  isCardFramePath,
} from '../../infra/constructs/security-headers.js';
import { resourcesOfType, synthStorefront, type CfnResource } from './synth-storefront.js';

const { templates } = synthStorefront({ stage: 'prod' });
const template = templates.web;
const [distribution] = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));
const config = distribution!.Properties.DistributionConfig;
const behaviour = (pattern: string) =>
  (config.CacheBehaviors as { PathPattern: string }[]).find((b) => b.PathPattern === pattern) as
    Record<string, unknown> | undefined;
const origin = (id: unknown) =>
  (config.Origins as { Id: string }[]).find((o) => o.Id === id) as CfnResource['Properties'];

/** Loads a CloudFront Function's code from the template and returns its handler. */
interface ViewerRequest {
  uri: string;
  headers?: Record<string, { value: string }>;
}

/** Runs a CloudFront Function's code as CloudFront would on a viewer request. */
function loadFunction(logicalId: string): (event: { request: ViewerRequest }) => ViewerRequest {
  const code = template.toJSON().Resources[logicalId].Properties.FunctionCode as string;
  return new Function(`${code}\nreturn handler;`)() as (event: { request: ViewerRequest }) => ViewerRequest;
}

function functionOf(b: Record<string, unknown> | undefined): string {
  const [association] = (b?.FunctionAssociations ?? []) as { FunctionARN: { 'Fn::GetAtt': [string] } }[];
  if (!association) throw new Error('No function association');
  return association.FunctionARN['Fn::GetAtt'][0];
}

describe('web stack: buckets', () => {
  it('blocks every form of public access on every bucket of every stack', () => {
    for (const t of [templates.data, templates.api, templates.web]) {
      for (const bucket of Object.values(resourcesOfType(t, 'AWS::S3::Bucket'))) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    }
  });
});

describe('web stack: distribution', () => {
  it('serves the SPA from its private bucket through origin access control', () => {
    const spaOrigin = origin(config.DefaultCacheBehavior.TargetOriginId);
    expect(spaOrigin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it('rewrites client routes to index.html with a function, not with error responses', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    const rewrite = loadFunction(functionOf(config.DefaultCacheBehavior));
    expect(rewrite({ request: { uri: '/products/hp-elitebook' } }).uri).toBe('/index.html');
    expect(rewrite({ request: { uri: '/' } }).uri).toBe('/index.html');
    expect(rewrite({ request: { uri: '/assets/index-3f2a.js' } }).uri).toBe('/assets/index-3f2a.js');
    expect(rewrite({ request: { uri: '/config.json' } }).uri).toBe('/config.json');
  });

  it('sends /api/* to the HTTP API uncached, with all viewer headers but Host and all query strings', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(origin(api?.TargetOriginId)).toMatchObject({
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
  });

  it("passes the viewer's own address to the API, whatever the viewer claims", () => {
    const passAddress = loadFunction(functionOf(behaviour('/api/*'))) as unknown as (event: {
      request: ViewerRequest;
      viewer: { ip: string };
    }) => ViewerRequest;
    const request = passAddress({
      request: { uri: '/api/messages/contact', headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } } },
      viewer: { ip: '198.51.100.7' },
    });
    expect(request.uri).toBe('/api/messages/contact');
    expect(request.headers?.[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.7' });
  });

  it('sends /images/products/* and /images/tmp/* to the images bucket with long caching and the /images prefix stripped, and nothing else of it', () => {
    const images = behaviour('/images/*');
    expect(origin(images?.TargetOriginId).OriginAccessControlId).toBeDefined();
    const cachePolicyId = (images?.CachePolicyId as { Ref: string }).Ref;
    const cachePolicy = template.toJSON().Resources[cachePolicyId].Properties.CachePolicyConfig;
    expect(cachePolicy.DefaultTTL).toBeGreaterThanOrEqual(7 * 24 * 3600);
    expect(cachePolicy.MaxTTL).toBe(365 * 24 * 3600);
    const strip = loadFunction(functionOf(images));
    expect(strip({ request: { uri: '/images/products/p1/front.webp' } }).uri).toBe('/products/p1/front.webp');
    expect(strip({ request: { uri: '/images/tmp/u1/new.webp' } }).uri).toBe('/tmp/u1/new.webp');
    // The rest of the bucket (the importer's product lists) is not the shop's to serve.
    const refused = strip({ request: { uri: '/images/imports/product-lists/r1/l.json' } }) as unknown;
    expect(refused).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
  });

  it('answers /sitemap.xml from the API route, passing no host for its URLs (the stage address names them)', () => {
    const sitemap = behaviour('/sitemap.xml');
    expect(sitemap?.TargetOriginId).toBe(behaviour('/api/*')?.TargetOriginId);
    const rewrite = loadFunction(functionOf(sitemap));
    const request = rewrite({
      request: { uri: '/sitemap.xml', headers: { host: { value: 'shop.example.com' } } },
    });
    expect(request.uri).toBe('/api/sitemap.xml');
    expect(request.headers?.['x-forwarded-host']).toBeUndefined();
  });

  it('answers product and catalogue pages from the API, with their link-preview head', () => {
    for (const [path, uri] of [
      ['/product/*', '/product/p-42'],
      ['/products', '/products'],
    ] as const) {
      const page = behaviour(path);
      expect(page?.TargetOriginId).toBe(behaviour('/api/*')?.TargetOriginId);
      const rewrite = loadFunction(functionOf(page));
      const request = rewrite({ request: { uri, headers: { host: { value: 'shop.example.com' } } } });
      expect(request.uri).toBe(`/api/pages${uri}`);
      expect(request.headers?.['x-forwarded-host']).toEqual({ value: 'shop.example.com' });
    }
  });

  it('logs requests to the logs bucket', () => {
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });
});

describe('web stack: security headers', () => {
  const policies = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const policyOf = (b: Record<string, unknown> | undefined) =>
    policies[(b?.ResponseHeadersPolicyId as { Ref: string }).Ref]!.Properties.ResponseHeadersPolicyConfig;

  it('sends a strict CSP (self plus Cognito), HSTS, frame denial and nosniff on every behaviour', () => {
    const id = (config.DefaultCacheBehavior.ResponseHeadersPolicyId as { Ref: string }).Ref;
    expect(behaviour('/api/*')?.ResponseHeadersPolicyId).toEqual({ Ref: id });
    const headers = policies[id]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).not.toMatch(/unsafe-eval|\*/);
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
    });
  });

  it("lets the payment frame show and post to the stage's card gateway origin, and to nothing else", () => {
    for (const stage of STAGE_NAMES) {
      const web = stage === 'prod' ? template : synthStorefront({ stage }).templates.web;
      // The policy joins tokens (Cognito's regional host), so it is read as the template writes it.
      const csp = Object.values(resourcesOfType(web, 'AWS::CloudFront::ResponseHeadersPolicy'))
        .map((p) => JSON.stringify(p.Properties.ResponseHeadersPolicyConfig))
        .find((c) => c.includes('frame-src'))!;
      const directive = (name: string) => new RegExp(`${name} ([^;"]*)`).exec(csp)?.[1]?.split(' ');
      const gateway = new URL(STAGES[stage].cardGateway.baseUrl).origin;
      expect(gateway, stage).toMatch(/^https:\/\//);
      expect(directive('frame-src'), stage).toEqual(["'self'", gateway]);
      expect(directive('form-action'), stage).toEqual(["'self'", gateway]);
      expect(directive('script-src'), stage).toEqual(["'self'"]);
      expect(directive('frame-ancestors'), stage).toEqual(["'none'"]);
    }
    // PowerTranz's staging host for the test stage, never production's.
    expect(STAGES.dev.cardGateway.baseUrl).toBe('https://staging.ptranz.com');
    expect(STAGES.prod.cardGateway.baseUrl).not.toContain('staging');
  });

  it("lets the shop's own payment frame show the MerchantResponseUrl's page, and only that route", () => {
    const paths = (config.CacheBehaviors as { PathPattern: string }[]).map((b) => b.PathPattern);
    // CloudFront takes the first behaviour that matches: the exact path must come before /api/*.
    expect(paths.indexOf(CARD_RESPONSE_PATH)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(CARD_RESPONSE_PATH)).toBeLessThan(paths.indexOf('/api/*'));
    const card = behaviour(CARD_RESPONSE_PATH);
    const { ResponseHeadersPolicyId: _policy, PathPattern: _path, ...rest } = card!;
    const { ResponseHeadersPolicyId: _apiPolicy, PathPattern: _apiPath, ...api } = behaviour('/api/*')!;
    expect(rest).toEqual(api);
    expect(policyOf(card).SecurityHeadersConfig).toMatchObject({
      ContentSecurityPolicy: { ContentSecurityPolicy: CARD_RETURN_CSP, Override: true },
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
      ContentTypeOptions: { Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
    expect(CARD_RETURN_CSP).toContain("frame-ancestors 'self'");
    expect(CARD_RETURN_CSP).not.toMatch(/script-src|\*/);
  });

  it("serves the payment frame's route sandboxed (scripts, never the shop's origin), framed by the shop only", () => {
    const paths = (config.CacheBehaviors as { PathPattern: string }[]).map((b) => b.PathPattern);
    expect(CARD_FRAME_PATH).toBe('/api/payments/card/frame/{attemptId}');
    expect(CARD_FRAME_PATH_PATTERN).toBe('/api/payments/card/frame/*');
    expect(paths.indexOf(CARD_FRAME_PATH_PATTERN)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(CARD_FRAME_PATH_PATTERN)).toBeLessThan(paths.indexOf('/api/*'));
    const frame = behaviour(CARD_FRAME_PATH_PATTERN);
    const { ResponseHeadersPolicyId: _policy, PathPattern: _path, ...rest } = frame!;
    const { ResponseHeadersPolicyId: _apiPolicy, PathPattern: _apiPath, ...api } = behaviour('/api/*')!;
    expect(rest).toEqual(api);
    const headers = policyOf(frame).SecurityHeadersConfig;
    expect(headers).toMatchObject({
      ContentSecurityPolicy: { ContentSecurityPolicy: CARD_FRAME_CSP, Override: true },
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
      ContentTypeOptions: { Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
    const directives = new Map(
      CARD_FRAME_CSP.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values];
      }),
    );
    expect(directives.get('sandbox')?.sort()).toEqual([
      'allow-forms',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    // The local adapter serves the same headers on the same paths.
    expect(buildCardFrameHeaders({ https: true })).toMatchObject({
      'content-security-policy': CARD_FRAME_CSP,
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(isCardFramePath('/api/payments/card/frame/3f1c')).toBe(true);
    expect(isCardFramePath('/api/payments/card/response')).toBe(false);
    // The MerchantResponseUrl's page shows in the same frame: a sandbox of its own keeps it off the
    // shop's origin too.
    expect(CARD_RETURN_CSP).toMatch(/(^|; )sandbox allow-top-navigation-by-user-activation($|;)/);
  });

  it('serves /images/* inline, unsniffed, with a CSP that lets nothing run', () => {
    const images = policyOf(behaviour('/images/*'));
    expect(images.SecurityHeadersConfig).toMatchObject({
      ContentSecurityPolicy: {
        ContentSecurityPolicy: expect.stringMatching(/^default-src 'none';.*sandbox/),
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
    expect(images.CustomHeadersConfig.Items).toEqual([
      { Header: 'Content-Disposition', Value: 'inline', Override: true },
    ]);
  });
});

describe('web stack: deployment', () => {
  it('uploads the web build and a config.json built from the other stacks outputs', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: false,
      DistributionPaths: ['/*'],
      SourceMarkers: Match.arrayWith([
        Match.objectLike({
          '<<marker:0xbaba:0>>': { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
          '<<marker:0xbaba:1>>': { 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') },
        }),
      ]),
    });
  });
});
