/** Environment access for Lambda code: read once, fail loudly when a required variable is missing. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

/** An optional variable; `undefined` when unset or empty. */
export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Names of the variables the infrastructure passes to the functions (CDK and the local adapter). */
export const ENV = {
  tableName: 'TABLE_NAME',
  imagesBucket: 'IMAGES_BUCKET',
  imagesBaseUrl: 'IMAGES_BASE_URL',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** The shop's public address (`https://shop.example.com`), for links in e-mails. */
  siteUrl: 'SITE_URL',
  /** The address order mails come from, on the stage's SES identity (`orders@shop.example.com`). */
  mailFrom: 'MAIL_FROM',
  /** Where staff receive the "new order" mail. */
  staffOrderEmail: 'STAFF_ORDER_EMAIL',
  /**
   * The secret CloudFront sends to the API origin (see shared/origin-verify.ts); requests without it
   * get a 403. Unset locally, where no CDN stands in front.
   */
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
  /** Set locally only: s3rver needs path-style addressing. */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  /** The scraper and backfill state machines, passed to the routes that start them. */
  scrapeStateMachineArn: 'SCRAPE_STATE_MACHINE_ARN',
  backfillStateMachineArn: 'BACKFILL_STATE_MACHINE_ARN',
  /**
   * TEST AND LOCAL FIXTURE RUNS ONLY: `true` lets the importer read private and loopback addresses
   * (the fixture distributor site on 127.0.0.1). Never set by CDK or by `npm start`.
   */
  scraperAllowPrivateTargets: 'SCRAPER_ALLOW_PRIVATE_TARGETS',
  /** Optional: seconds between two pages of one run (default in core/scraper/scraper-limits.ts). */
  scraperPoliteDelaySeconds: 'SCRAPER_POLITE_DELAY_SECONDS',
  /** Per stage, JSON: the bank account shoppers pay into (core/orders/payment.ts `BankDetails`). */
  bankDetails: 'BANK_DETAILS',
  /** Per stage, JSON: the seller as the tax invoice names it (`SellerDetails`). */
  sellerDetails: 'SELLER_DETAILS',
  /** Per stage: days before an unpaid bank transfer lapses. */
  paymentLapseDays: 'PAYMENT_LAPSE_DAYS',
  /** Optional: seconds the lapse machine waits instead of the lapse days (local runs and tests). */
  paymentLapseWaitSeconds: 'PAYMENT_LAPSE_WAIT_SECONDS',
  /** Per stage: days a pickup order is held at the store. */
  pickupHoldDays: 'PICKUP_HOLD_DAYS',
  /** The card gateway's API root (PowerTranz's staging host, the bank's production host, the local stand-in). */
  powertranzBaseUrl: 'POWERTRANZ_BASE_URL',
  /** The merchant's PowerTranzId and password: local only; AWS stages read them from Secrets Manager. */
  powertranzMerchantId: 'POWERTRANZ_MERCHANT_ID',
  powertranzPassword: 'POWERTRANZ_PASSWORD',
  /**
   * AWS stages: the name of the Secrets Manager secret holding the PowerTranzId and password, read at
   * first use through the Parameters and Secrets Lambda extension (data/powertranz-gateway.ts).
   */
  powertranzCredentialsSecret: 'POWERTRANZ_CREDENTIALS_SECRET',
  /** Per stage: the hosted payment page's PageSet and PageName, as configured at PowerTranz. */
  powertranzPageSet: 'POWERTRANZ_PAGE_SET',
  powertranzPageName: 'POWERTRANZ_PAGE_NAME',
  /** Private bucket of proofs of payment and purchase order documents. */
  paymentProofsBucket: 'PAYMENT_PROOFS_BUCKET',
  /** The state machine that lapses one unpaid bank-transfer order. */
  paymentLapseStateMachineArn: 'PAYMENT_LAPSE_STATE_MACHINE_ARN',
  /** AWS only: the role EventBridge Scheduler assumes to start a store's sync, and its schedule group. */
  syncSchedulerRoleArn: 'SYNC_SCHEDULER_ROLE_ARN',
  syncScheduleGroup: 'SYNC_SCHEDULE_GROUP',
  /** AWS only: the import machine a sync schedule starts (the route itself never starts it). */
  syncScheduleTargetArn: 'SYNC_SCHEDULE_TARGET_ARN',
  /** `true`: admin routes refuse admin and super_admin tokens without two-step verification. */
  staffMfaRequired: 'STAFF_MFA_REQUIRED',
  /** 'true' where the stage lets the Debug Panel write sample data (locally; never in prod). */
  sampleDataAllowed: 'SAMPLE_DATA_ALLOWED',
} as const;
