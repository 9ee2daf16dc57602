/**
 * The one CloudFront distribution of the shop: the SPA from a private bucket (origin access control),
 * `/api/*` to the HTTP API on the same origin (so no CORS), `/images/*` to the images bucket, security
 * headers on every response, and the web build plus `/config.json` deployed into the bucket.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/shared/origin-verify.js';
import type { DomainConfig } from '../config.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { PrivateBucket } from './private-bucket.js';
import {
  CARD_FRAME_CSP,
  CARD_FRAME_PATH_PATTERN,
  CARD_RESPONSE_PATH,
  CARD_RETURN_CSP,
  HSTS_MAX_AGE_SECONDS,
  IMAGE_CONTENT_DISPOSITION,
  IMAGE_CSP,
  buildCsp,
} from './security-headers.js';

export interface SpaDistributionProps {
  /** Folder with the built SPA (`web/dist`), uploaded as is. */
  webAssetPath: string;
  /** Written to `/config.json`, which the SPA reads at start-up (so one build serves every stage). */
  runtimeConfig: Record<string, string>;
  /** Domain name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`), without scheme. */
  apiDomainName: string;
  /** The images bucket; its own policy must already let this account's distributions read it. */
  imagesBucket: s3.IBucket;
  /** Origins the browser may call besides its own (Cognito, presigned uploads to S3). */
  connectSources: string[];
  /**
   * The card gateway's base URL: its origin is the one the CSP lets the payment frame show and post
   * to (`frame-src`, `form-action`); no other origin may be framed.
   */
  paymentGateway: string;
  removalPolicy: RemovalPolicy;
  accessLogExpiration: Duration;
  logRetention: logs.RetentionDays;
  domain?: DomainConfig;
  /** The WAF web ACL (scope CLOUDFRONT) in front of everything; unset where a stage has no WAF. */
  webAclArn?: string;
  /** Sent to the API origin in the origin-verify header; the API refuses requests without it. */
  originVerifySecret: string;
}

/** Built files with a content hash in their name (Vite's `assets/`): cached for a year, never revalidated. */
export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** `index.html`, `config.json` and the other unhashed files: revalidated on every load. */
export const ENTRY_FILES_CACHE_CONTROL = 'no-cache';
const HASHED_ASSETS_PATTERN = 'assets/*';

/**
 * Client routes (`/products/abc`) have no file behind them: serve `/index.html` and let the router
 * decide. Paths whose last segment has a dot are files and pass through, so a missing asset is still
 * a 404 rather than an HTML page. Runs only on the default behaviour, never on `/api/*`.
 */
const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * Image objects live under `products/...` in the bucket (staff's pending uploads under `tmp/...`);
 * the shop addresses them as `/images/products/...`. Nothing else in the bucket (the importer's
 * product lists) is served.
 */
const IMAGES_PREFIX_CODE = `function handler(event) {
  var request = event.request;
  if (!/^\\/images\\/(products|tmp)\\//.test(request.uri)) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  request.uri = request.uri.replace(/^\\/images\\//, '/');
  return request;
}`;

/**
 * `/sitemap.xml` and `/robots.txt` are built by the API (`GET /api/sitemap.xml`, `/api/robots.txt`)
 * from the live catalogue, with absolute URLs on the stage's recorded address.
 */
const SEO_FILES = ['/sitemap.xml', '/robots.txt'] as const;
const SEO_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  request.uri = '/api' + request.uri;
  return request;
}`;

/**
 * Product and catalogue pages are answered by the API (`GET /api/pages/...`) as the built index.html
 * with the product's or category's title, social tags and JSON-LD filled in, so link previews and
 * crawlers that run no scripts see them; the SPA then takes over as on any page.
 */
const PREVIEW_PAGES = ['/product/*', '/products'] as const;
const PREVIEW_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  request.uri = '/api/pages' + request.uri;
  return request;
}`;

/**
 * On every API request: the viewer's IP in `VIEWER_ADDRESS_HEADER` (replacing anything the viewer
 * sent), because behind CloudFront the API sees the edge's address; per-network rate limits need
 * the shopper's (see `getViewerAddress`).
 */
const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export class SpaDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: SpaDistributionProps) {
    super(scope, id);

    this.logsBucket = new PrivateBucket(this, 'Logs', {
      removalPolicy: props.removalPolicy,
      // CloudFront standard logging writes objects with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: props.accessLogExpiration }],
    }).bucket;
    this.siteBucket = new PrivateBucket(this, 'Site', {
      removalPolicy: props.removalPolicy,
      accessLogsBucket: this.logsBucket,
      accessLogsPrefix: 's3/site/',
    }).bucket;

    const commonHeaders = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    };
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Storefront security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: buildCsp(props.connectSources, {
            https: true,
            paymentGateway: props.paymentGateway,
          }),
          override: true,
        },
        ...commonHeaders,
      },
    });
    // An uploaded file is only ever an image: shown in place, with nothing allowed to run in it.
    const imageHeaders = new cloudfront.ResponseHeadersPolicy(this, 'ImageHeaders', {
      comment: 'Storefront image headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: IMAGE_CSP, override: true },
        ...commonHeaders,
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Content-Disposition', value: IMAGE_CONTENT_DISPOSITION, override: true }],
      },
    });

    // The MerchantResponseUrl's answer shows inside the shop's own payment frame: framed by the shop only.
    const cardReturnHeaders = new cloudfront.ResponseHeadersPolicy(this, 'CardReturnHeaders', {
      comment: 'Storefront card payment return page headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CARD_RETURN_CSP, override: true },
        ...commonHeaders,
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
      },
    });

    // The payment frame's document (the gateway's RedirectData): its scripts run in a sandbox of its
    // own, never as the shop's origin; framed by the shop only.
    const cardFrameHeaders = new cloudfront.ResponseHeadersPolicy(this, 'CardFrameHeaders', {
      comment: 'Storefront card payment frame headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CARD_FRAME_CSP, override: true },
        ...commonHeaders,
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
      },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve index.html for client-side routes',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
    });
    const imagesPrefix = new cloudfront.Function(this, 'ImagesPrefix', {
      comment: 'Strip /images before looking the object up',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(IMAGES_PREFIX_CODE),
    });

    // Product images change rarely and a new upload gets a new key, so they can stay cached long.
    const imagesCache = new cloudfront.CachePolicy(this, 'ImagesCache', {
      comment: 'Product images: long-lived',
      defaultTtl: Duration.days(30),
      minTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // CloudFront replaces any value a viewer sends under this name.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
    });

    const seoRewrite = new cloudfront.Function(this, 'SeoRewrite', {
      comment: 'Serve /sitemap.xml and /robots.txt from the API',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SEO_REWRITE_CODE),
    });
    const seoBehaviour: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [
        { function: seoRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    };

    const previewRewrite = new cloudfront.Function(this, 'PreviewRewrite', {
      comment: 'Serve product and catalogue pages with their link-preview head from the API',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(PREVIEW_REWRITE_CODE),
    });
    const previewBehaviour: cloudfront.BehaviorOptions = {
      ...seoBehaviour,
      functionAssociations: [
        { function: previewRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    };

    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      comment: "Pass the viewer's IP address to the API",
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
    });

    const apiBehaviour: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      // Never cache API answers (carts, prices, stock); with caching off, AllViewerExceptHostHeader
      // also forwards Authorization. Host stays the API's own, which API Gateway requires.
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [
        { function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Storefront: SPA, /api and /images',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: Jamaica is served from the Miami edge.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      domainNames: props.domain ? [props.domain.domainName] : undefined,
      certificate: props.domain
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
        : undefined,
      minimumProtocolVersion: props.domain ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // Listed before '/api/*', which CloudFront would match first.
        [CARD_RESPONSE_PATH]: { ...apiBehaviour, responseHeadersPolicy: cardReturnHeaders },
        [CARD_FRAME_PATH_PATTERN]: { ...apiBehaviour, responseHeadersPolicy: cardFrameHeaders },
        '/api/*': apiBehaviour,
        ...Object.fromEntries(SEO_FILES.map((path) => [path, seoBehaviour])),
        ...Object.fromEntries(PREVIEW_PAGES.map((path) => [path, previewBehaviour])),
        '/images/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(props.imagesBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: imagesCache,
          responseHeadersPolicy: imageHeaders,
          functionAssociations: [
            { function: imagesPrefix, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
    });

    const deploymentLogs = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Two passes, neither pruning: tabs opened before a deploy still lazy-load their build's chunks.
    // The hashed chunks go first, so the new index.html never names a chunk not uploaded yet.
    const hashedAssets = new s3deploy.BucketDeployment(this, 'HashedAssets', {
      sources: [s3deploy.Source.asset(props.webAssetPath)],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: [HASHED_ASSETS_PATTERN],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(HASHED_ASSETS_CACHE_CONTROL)],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    const entryFiles = new s3deploy.BucketDeployment(this, 'Deployment', {
      sources: [
        s3deploy.Source.asset(props.webAssetPath),
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
      ],
      destinationBucket: this.siteBucket,
      exclude: [HASHED_ASSETS_PATTERN],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(ENTRY_FILES_CACHE_CONTROL)],
      // Every edge fetches the new index.html and config.json.
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    entryFiles.node.addDependency(hashedAssets);

    this.acknowledgeFindings(props, entryFiles);
  }

  private acknowledgeFindings(props: SpaDistributionProps, deployment: s3deploy.BucketDeployment): void {
    const findings = Validations.of(this.distribution);
    findings.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The shop sells to Jamaica and its diaspora abroad; there is no country to block.',
    });
    if (!props.webAclArn) {
      findings.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL on this stage (about 5 USD/month plus rules); set waf in infra/config.ts to attach one. API throttling limits abuse meanwhile.',
      });
    }
    if (!props.domain) {
      findings.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be set; with a domain it uses TLSv1.2_2021.',
      });
    }

    // CDK's BucketDeployment handler (a singleton per stack) copies the build from the bootstrap
    // assets bucket into the site bucket at deploy time and invalidates the distribution.
    const handlerRole = deployment.handlerRole;
    Validations.of(handlerRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'The deployment handler only writes its own CloudWatch logs with this AWS-maintained policy.',
    });
    acknowledgeFindingPatterns(
      handlerRole,
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/,
        reason:
          'BucketDeployment reads the zipped build and syncs it into the site bucket; CDK grants these action groups.',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/,
        reason: 'The zipped build is an object of the CDK bootstrap assets bucket with a content-hash key.',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: new RegExp(
          `^Resource::<${Stack.of(this).resolve((this.siteBucket.node.defaultChild as s3.CfnBucket).logicalId)}\\.Arn>/\\*$`,
        ),
        reason: 'The deployment replaces every file of the site bucket, whose keys come from the build.',
      },
      {
        ruleId: 'AwsSolutions-IAM5',
        finding: /^Resource::\*$/,
        reason:
          'BucketDeployment creates and waits for CloudFront invalidations; CDK grants them on all distributions.',
      },
    );
    if (handlerRole.node.scope) {
      Validations.of(handlerRole.node.scope).acknowledge(
        {
          id: 'AwsSolutions-L1',
          reason:
            'The runtime of the BucketDeployment handler is chosen and updated by aws-cdk-lib; it runs only during deploys.',
        },
        {
          id: 'Serverless-LambdaTracing',
          reason:
            'The BucketDeployment handler is aws-cdk-lib code that runs only during deploys; its own log group records each run.',
        },
        {
          id: 'Serverless-LambdaLatestVersion',
          reason:
            'The runtime of the BucketDeployment handler is chosen and updated by aws-cdk-lib; it runs only during deploys.',
        },
        {
          id: 'Serverless-LambdaDLQ',
          reason:
            'CloudFormation invokes the BucketDeployment handler and waits for its answer; it is never invoked asynchronously.',
        },
      );
    }
  }
}
