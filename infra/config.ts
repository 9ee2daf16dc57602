/**
 * Stage configuration as typed objects: everything that differs between `dev` and `prod` lives here
 * and reaches the stacks as properties, so no construct reads the environment or CDK context.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { FULFILMENT } from '../functions/core/checkout/delivery-options.js';
import { PAYMENT } from '../functions/core/orders/payment-limits.js';
import type { ShopSettings } from './shop-settings.js';

export const STAGE_NAMES = ['dev', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** A custom domain for the CloudFront distribution. */
export interface DomainConfig {
  /** For example `shop.example.com`; point a CNAME or alias record at the distribution. */
  domainName: string;
  /** ACM certificate for `domainName`; CloudFront only accepts certificates from us-east-1. */
  certificateArn: string;
}

/**
 * E-mail of a stage through Amazon SES. The domain is the SES identity: verify it by publishing the
 * DKIM records the Data stack outputs, and leave the SES sandbox, before the shop takes orders.
 */
export interface MailConfig {
  /** The sending domain, e.g. `islandtech.example.com`. */
  domain: string;
  /** Sender of the order mails, on `domain`. */
  fromAddress: string;
  /** Where staff receive the "new order" mails. */
  staffAddress: string;
  /** Where a reply to Cognito's mails (codes, reset links) goes: `fromAddress` is not read. */
  replyToAddress: string;
  /**
   * Cognito's own mails (codes, reset links) also go through this identity. Cognito refuses an
   * identity SES has not verified yet: a stage with this on deploys its Mail stack first and
   * publishes the DKIM records before the rest (README). Off, Cognito's own sender (50 a day).
   */
  cognitoThroughSes: boolean;
}

/** Requests one client IP may make in five minutes before the web ACL blocks it (WAF rate rules). */
export interface WafConfig {
  /** Every request of the shop (pages, assets, API). */
  requestsPerIp: number;
  /** Placing and tracking orders, and sign-in calls to the user pool: far fewer a person needs. */
  sensitiveRequestsPerIp: number;
  /**
   * POSTs to the card gateway's MerchantResponseUrl (`/api/payments/card/response`): one per card
   * attempt a shopper makes, so a handful; each one costs the shop a call to the gateway.
   */
  cardResponsesPerIp: number;
}

/**
 * A table restored from a backup (README, "Backups and restore") that the stage uses in place of the
 * one its Data stack created. The stack then no longer holds a table: the restored one is referenced
 * by name, and its stream, point-in-time recovery, expiry and deletion protection are set on it by
 * hand before the deploy.
 */
export interface RestoredTableConfig {
  tableName: string;
  /** The restored table's stream (`NEW_AND_OLD_IMAGES`), which the stream consumers read. */
  tableStreamArn: string;
}

/** AWS Backup of the table, with a copy of every recovery point kept in a second region. */
export interface BackupConfig {
  /** Region of the copy vault (and of the images bucket's replica). */
  copyRegion: string;
  /** Days recovery points are kept, in the stage's region and in the copy region. */
  retentionDays: number;
}

/**
 * The card gateway of a stage (PowerTranz SPI, docs/orders.md#card-payments). Addresses and names
 * only: the merchant's PowerTranzId and password live in the Secrets Manager secret named here, as
 * JSON `{"PowerTranzId": "...", "PowerTranzPassword": "..."}`, put there by hand from what the
 * acquiring bank sends (README); only the functions that call the gateway may read it.
 */
export interface CardGatewayConfig {
  /** The SPI API root: PowerTranz's staging host for test stages, the host the bank names for production. */
  baseUrl: string;
  /** The hosted payment page's PageSet and PageName, as set up at PowerTranz for this stage. */
  pageSet: string;
  pageName: string;
  /** The name of the secret holding the credentials (the deploy references it; it never creates it). */
  credentialsSecretName: string;
}

export interface StageConfig {
  stageName: StageName;
  /**
   * The account and region the stage deploys to; a deploy with credentials of another account fails.
   * Unset: the stage follows the CLI's profile (a developer's own account).
   */
  env?: { account: string; region: string };
  /** Prefix of every stack name, so several stages can live in one account. */
  stackPrefix: string;
  /**
   * What happens to the table, the user pool and the buckets when they leave the template.
   * `DESTROY` keeps a dev stage disposable; `RETAIN` protects production data.
   */
  statefulRemovalPolicy: RemovalPolicy;
  /** CloudFormation termination protection on the stacks holding data. */
  terminationProtection: boolean;
  /** DynamoDB and Cognito deletion protection (blocks deletes even outside CloudFormation). */
  deletionProtection: boolean;
  /** Retention of Lambda and API access logs in CloudWatch. */
  logRetention: RetentionDays;
  /** How long S3 and CloudFront access logs are kept in the logs buckets. */
  accessLogExpiration: Duration;
  /** Log level of the functions (Powertools `POWERTOOLS_LOG_LEVEL`). */
  functionLogLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /**
   * Memory of the routes that hold the whole catalogue in memory (`route-memory.ts`): 512 MB serves
   * about 40,000 products with search, 1,024 MB about 100,000 and decodes a cold load twice as fast.
   */
  catalogueMemoryMb: number;
  /** The stage's default route throttle (API Gateway applies it to each route), per second and burst. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Tighter limits on single routes, by route key (`POST /api/orders`). */
  routeThrottles: Record<string, { rateLimit: number; burstLimit: number }>;
  /**
   * Cognito Plus feature plan with threat protection enforced (compromised credentials, adaptive
   * authentication). Billed per monthly active user, so only where the risk justifies it.
   */
  threatProtection: boolean;
  /** CloudWatch alarms (functions, API, table, CloudFront) and the operations dashboard. */
  alarms: boolean;
  /** Who the stage's alarm topic mails (they confirm the subscription from the first mail). */
  alarmEmail?: string;
  /**
   * The SPA client also accepts USER_PASSWORD_AUTH (scripted sign-ins on a test stage); otherwise
   * SRP alone, so a password never crosses the wire.
   */
  passwordSignIn: boolean;
  /** Admin and super_admin need TOTP two-step verification for the admin API. */
  staffMfaRequired: boolean;
  /**
   * The Debug Panel may write (and remove) its sample brand, category and product. Off on both AWS
   * stages: "Sample Brand" would show in the shop's filters; the local shop allows it.
   */
  sampleData: boolean;
  /** Custom domain of the shop; without it the shop is served on the `*.cloudfront.net` name. */
  domain?: DomainConfig;
  /**
   * WAF web ACLs: one of scope CLOUDFRONT on the distribution (in its own stack in us-east-1, where
   * CloudFront's web ACLs must live) and a regional one on the user pool. Unset: no WAF.
   */
  waf?: WafConfig;
  /** AWS Backup of the table and replication of the images bucket to a second region. */
  backup?: BackupConfig;
  /** Set only after a full restore: the stage then runs on this table instead of its own. */
  restoredTable?: RestoredTableConfig;
  /** Bank account, seller for the tax invoice, payment lapse and pickup hold days. */
  shop: ShopSettings;
  /** Order mails and staff notifications through SES. */
  mail: MailConfig;
  /** Card payments through PowerTranz; the shop's CSP lets the gateway's origin alone be framed. */
  cardGateway: CardGatewayConfig;
}

/**
 * Placeholder account and registration numbers: replace them with the business's real ones before
 * taking orders (they are printed on payment instructions and tax invoices). The name on both, the
 * legal name "trading as" the shop's, comes from `functions/core/shop-identity.ts`.
 */
const shopSettings: ShopSettings = {
  bankDetails: {
    bank: 'National Commercial Bank',
    branch: 'Portmore',
    account_number: '000000000',
    account_type: 'Current',
    currency: 'JMD',
  },
  seller: {
    address: 'Portmore, St Catherine, Jamaica',
    trn: '000000000',
    gct_registration_number: '000000000',
  },
  paymentLapseDays: PAYMENT.defaultLapseDays,
  pickupHoldDays: FULFILMENT.defaultPickupHoldDays,
};

/** Placeholder addresses: replace them with the shop's own domain before going live. */
const mail = (cognitoThroughSes: boolean): MailConfig => ({
  domain: 'islandtech.example.com',
  fromAddress: 'orders@islandtech.example.com',
  staffAddress: 'sales@islandtech.example.com',
  replyToAddress: 'sales@islandtech.example.com',
  cognitoThroughSes,
});

/**
 * Requests per second a single route may take, below the default for each route: a burst of orders or
 * tracking look-ups far beyond a busy day is a script, not shoppers.
 */
const routeThrottles = (scale: number): StageConfig['routeThrottles'] => ({
  'POST /api/orders': { rateLimit: 5 * scale, burstLimit: 10 * scale },
  'POST /api/me/orders': { rateLimit: 5 * scale, burstLimit: 10 * scale },
  'POST /api/orders/track': { rateLimit: 5 * scale, burstLimit: 10 * scale },
});

/**
 * PowerTranz's staging host (test cards, no money moves). Production's host, page set and secret are
 * placeholders until the acquiring bank has sent them (README, "Card payments: going live").
 */
const POWERTRANZ_STAGING_URL = 'https://staging.ptranz.com';

const cardGateway = (stageName: StageName, baseUrl: string): CardGatewayConfig => ({
  baseUrl,
  pageSet: 'IslandTech',
  pageName: 'Storefront',
  credentialsSecretName: `storefront/${stageName}/powertranz`,
});

const dev: StageConfig = {
  stageName: 'dev',
  stackPrefix: 'Storefront-dev',
  statefulRemovalPolicy: RemovalPolicy.DESTROY,
  terminationProtection: false,
  deletionProtection: false,
  logRetention: RetentionDays.ONE_WEEK,
  accessLogExpiration: Duration.days(30),
  functionLogLevel: 'DEBUG',
  catalogueMemoryMb: 512,
  apiThrottle: { rateLimit: 20, burstLimit: 40 },
  routeThrottles: routeThrottles(1),
  threatProtection: false,
  alarms: false,
  passwordSignIn: true,
  staffMfaRequired: true,
  sampleData: false,
  shop: shopSettings,
  mail: mail(false),
  cardGateway: cardGateway('dev', POWERTRANZ_STAGING_URL),
};

const prod: StageConfig = {
  stageName: 'prod',
  // Placeholder account: replace it with the shop's production account. us-east-1 is the region
  // nearest Jamaica, and where CloudFront's web ACLs, certificates and metrics live.
  env: { account: '111111111111', region: 'us-east-1' },
  stackPrefix: 'Storefront-prod',
  statefulRemovalPolicy: RemovalPolicy.RETAIN,
  terminationProtection: true,
  deletionProtection: true,
  logRetention: RetentionDays.THREE_MONTHS,
  accessLogExpiration: Duration.days(365),
  functionLogLevel: 'INFO',
  catalogueMemoryMb: 1024,
  apiThrottle: { rateLimit: 100, burstLimit: 200 },
  routeThrottles: routeThrottles(4),
  threatProtection: true,
  alarms: true,
  // Placeholder: the address of whoever is on call for the shop.
  alarmEmail: 'ops@islandtech.example.com',
  waf: { requestsPerIp: 2000, sensitiveRequestsPerIp: 100, cardResponsesPerIp: 30 },
  backup: { copyRegion: 'us-east-2', retentionDays: 35 },
  passwordSignIn: false,
  staffMfaRequired: true,
  sampleData: false,
  shop: shopSettings,
  // Needs the domain verified in SES before the first full deploy (README, production set-up).
  mail: mail(true),
  // Placeholder host: PowerTranz's production host as the acquiring bank confirms it.
  cardGateway: cardGateway('prod', 'https://gateway.ptranz.com'),
};

export const STAGES: Readonly<Record<StageName, StageConfig>> = { dev, prod };

export function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (STAGE_NAMES as readonly string[]).includes(value);
}

/** The configuration of a stage; an unknown name is an error that lists the valid ones. */
export function getStageConfig(stage: string): StageConfig {
  if (!isStageName(stage)) {
    throw new Error(`Unknown stage "${stage}". Use -c stage=${STAGE_NAMES.join('|')}.`);
  }
  return STAGES[stage];
}
