/**
 * Stage configuration as typed objects: everything that differs between `dev` and `prod` lives here
 * and reaches the stacks as properties, so no construct reads the environment or CDK context.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
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
  /**
   * Cognito's own mails (codes, reset links) also go through this identity. Cognito refuses an
   * identity SES has not verified yet, so turn it on once the DKIM records are published.
   */
  cognitoThroughSes: boolean;
}

export interface StageConfig {
  stageName: StageName;
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
  /** Stage-wide throttling of the HTTP API, in requests per second and burst. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * Cognito Plus feature plan with threat protection enforced (compromised credentials, adaptive
   * authentication). Billed per monthly active user, so only where the risk justifies it.
   */
  threatProtection: boolean;
  /** CloudWatch alarms on API 5xx, function errors and throttles. */
  alarms: boolean;
  /**
   * The SPA client also accepts USER_PASSWORD_AUTH (scripted sign-ins on a test stage); otherwise
   * SRP alone, so a password never crosses the wire.
   */
  passwordSignIn: boolean;
  /** Admin and super_admin need TOTP two-step verification for the admin API. */
  staffMfaRequired: boolean;
  /** SNS topic (created by the operator) that alarms notify; alarms still show in the console without it. */
  alarmTopicArn?: string;
  /** Custom domain of the shop; without it the shop is served on the `*.cloudfront.net` name. */
  domain?: DomainConfig;
  /** A WAFv2 web ACL (scope CLOUDFRONT, created in us-east-1) to attach to the distribution. */
  webAclArn?: string;
  /** Bank account, seller for the tax invoice, payment lapse and pickup hold days. */
  shop: ShopSettings;
  /** Order mails and staff notifications through SES. */
  mail: MailConfig;
}

/**
 * Placeholder account and registration numbers: replace them with the business's real ones before
 * taking orders (they are printed on payment instructions and tax invoices).
 */
const shopSettings: ShopSettings = {
  bankDetails: {
    bank: 'National Commercial Bank',
    branch: 'Portmore',
    account_name: 'Storefront Technology Ltd',
    account_number: '000000000',
    account_type: 'Current',
    currency: 'JMD',
  },
  seller: {
    legal_name: 'Storefront Technology Ltd',
    address: 'Portmore, St Catherine, Jamaica',
    trn: '000000000',
    gct_registration_number: '000000000',
  },
  paymentLapseDays: 3,
  pickupHoldDays: 7,
};

/** Placeholder addresses: replace them with the shop's own domain before going live. */
const mail = (cognitoThroughSes: boolean): MailConfig => ({
  domain: 'islandtech.example.com',
  fromAddress: 'orders@islandtech.example.com',
  staffAddress: 'sales@islandtech.example.com',
  cognitoThroughSes,
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
  apiThrottle: { rateLimit: 20, burstLimit: 40 },
  threatProtection: false,
  alarms: false,
  passwordSignIn: true,
  staffMfaRequired: true,
  shop: shopSettings,
  mail: mail(false),
};

const prod: StageConfig = {
  stageName: 'prod',
  stackPrefix: 'Storefront-prod',
  statefulRemovalPolicy: RemovalPolicy.RETAIN,
  terminationProtection: true,
  deletionProtection: true,
  logRetention: RetentionDays.THREE_MONTHS,
  accessLogExpiration: Duration.days(365),
  functionLogLevel: 'INFO',
  apiThrottle: { rateLimit: 100, burstLimit: 200 },
  threatProtection: true,
  alarms: true,
  passwordSignIn: false,
  staffMfaRequired: true,
  shop: shopSettings,
  mail: mail(false),
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
