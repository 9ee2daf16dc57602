/**
 * The stateful resources: the table, the images bucket and the user pool. They live apart from the
 * code that uses them so the API and web stacks can be replaced freely, and their logical ids are
 * pinned (and tested) so a refactor of the construct tree can never replace them.
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { IMAGE_KEY_PREFIX, UPLOAD_KEY_PREFIX } from '../../functions/core/admin/image-upload.js';
import { ORDER_EXPORTS } from '../../functions/core/reports/order-export.js';
import type { Group } from '../../functions/core/auth/groups.js';
import { SHOP_IDENTITY } from '../../functions/core/shop-identity.js';
import type { StageConfig } from '../config.js';
import { AlarmTopic } from '../constructs/alarm-topic.js';
import { ApiAlarms } from '../constructs/api-alarms.js';
import { AuthTriggers } from '../constructs/auth-triggers.js';
import { acknowledgeFindingPatterns } from '../constructs/nag-acknowledgments.js';
import { PrivateBucket } from '../constructs/private-bucket.js';
import { StorefrontTable } from '../constructs/storefront-table.js';
import { StorefrontUserPool } from '../constructs/user-pool.js';
import { TableBackup } from '../constructs/table-backup.js';
import { WebAcl } from '../constructs/web-acl.js';
import { copyVaultName, imagesReplicaBucketName } from './recovery-stack.js';

/** Logical ids of the stateful resources. Changing one replaces the resource: data loss. */
export const DATA_LOGICAL_IDS = {
  table: 'StorefrontTable',
  imagesBucket: 'ImagesBucket',
  paymentProofsBucket: 'PaymentProofsBucket',
  userPool: 'UserPool',
  userPoolClient: 'UserPoolWebClient',
  groups: {
    customer: 'UserPoolGroupCustomer',
    moderator: 'UserPoolGroupModerator',
    accountant: 'UserPoolGroupAccountant',
    admin: 'UserPoolGroupAdmin',
    super_admin: 'UserPoolGroupSuperAdmin',
  } satisfies Record<Group, string>,
} as const;

/** Key prefix of product images in the bucket. */
export const PRODUCT_IMAGES_PREFIX = IMAGE_KEY_PREFIX;
/** Key prefix of uploads no product has saved yet; they expire after a day. */
export const UPLOADED_IMAGES_PREFIX = UPLOAD_KEY_PREFIX;

export interface DataStackProps extends StackProps {
  config: StageConfig;
  /**
   * The stage's SES identity (Mail stack). With `mail.cognitoThroughSes` the user pool sends through
   * it and refers to its ARN, so CloudFormation creates the identity first and keeps it while in use.
   */
  mailIdentity: ses.IEmailIdentity;
}

export class DataStack extends Stack {
  readonly table: dynamodb.ITable;
  readonly imagesBucket: s3.Bucket;
  /** Proofs of payment and purchase order documents: private, read only through presigned links. */
  readonly paymentProofsBucket: s3.Bucket;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** Every alarm of the stage notifies this topic (stages with alarms only). */
  readonly alarmTopic?: sns.ITopic;
  /** Alarms of this stack (stages with alarms only). */
  readonly alarms?: ApiAlarms;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    const { config } = props;
    super(scope, id, { ...props, terminationProtection: config.terminationProtection });

    if (config.restoredTable) {
      // After a full restore: the created table leaves the template (retained in prod, so it stays
      // in the account until deleted by hand) and everything uses the restored one.
      this.table = dynamodb.Table.fromTableAttributes(this, 'Table', {
        ...config.restoredTable,
        grantIndexPermissions: true,
      });
    } else {
      const created = new StorefrontTable(this, 'Table', {
        removalPolicy: config.statefulRemovalPolicy,
        deletionProtection: config.deletionProtection,
      }).table;
      pinLogicalId(created, DATA_LOGICAL_IDS.table);
      this.table = created;
    }
    if (config.alarms) {
      this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', {
        stageName: config.stageName,
        email: config.alarmEmail,
      }).topic;
      this.alarms = new ApiAlarms(this, 'Alarms', { topic: this.alarmTopic });
      this.alarms.watchTable('Table', this.table);
    }
    if (config.backup) {
      new TableBackup(this, 'TableBackup', {
        table: this.table,
        retentionDays: config.backup.retentionDays,
        copyRegion: config.backup.copyRegion,
        copyVaultName: copyVaultName(config),
        removalPolicy: config.statefulRemovalPolicy,
      });
    }

    const accessLogs = new PrivateBucket(this, 'AccessLogs', {
      removalPolicy: config.statefulRemovalPolicy,
      lifecycleRules: [{ expiration: config.accessLogExpiration }],
    }).bucket;
    this.imagesBucket = new PrivateBucket(this, 'Images', {
      removalPolicy: config.statefulRemovalPolicy,
      accessLogsBucket: accessLogs,
      accessLogsPrefix: 's3/images/',
      versioned: true,
      // Product images are the shop's content: a copy in the second region, beside the table's.
      replicationRules: config.backup
        ? [
            {
              destination: s3.Bucket.fromBucketAttributes(this, 'ImagesReplica', {
                bucketName: imagesReplicaBucketName(config, this.account),
                region: config.backup.copyRegion,
              }),
              priority: 1,
            },
          ]
        : undefined,
      // An upload that no product saved (a cancelled form) is removed after a day, old versions too.
      lifecycleRules: [
        {
          prefix: UPLOADED_IMAGES_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      // Admins upload straight from the browser with presigned POSTs (type and size limited by the
      // POST policy). The shop's origin is only known once CloudFront exists, hence the wildcard
      // unless a domain is configured; CORS only governs what a browser may read back.
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: config.domain ? [`https://${config.domain.domainName}`] : ['*'],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
    }).bucket;
    pinLogicalId(this.imagesBucket, DATA_LOGICAL_IDS.imagesBucket);
    if (config.backup) {
      acknowledgeFindingPatterns(this.imagesBucket, {
        ruleId: 'AwsSolutions-IAM5',
        finding:
          /^Resource::(<ImagesBucket\.Arn>|arn:<AWS::Partition>:s3:::[a-z0-9-]+-images-replica-\d+)\/\*$/,
        reason:
          'S3 replication reads every object version of the images bucket and writes it into the replica; CDK grants these on the two buckets only.',
      });
    }
    // CloudFront (in the web stack) reads product images and fresh uploads (the form's preview; both
    // served with the image headers policy) through origin access control. Granting
    // this account's distributions here, rather than one distribution id, keeps the data stack free
    // of a dependency on the web stack.
    this.imagesBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowCloudFrontReadProductImages',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [
          this.imagesBucket.arnForObjects(`${PRODUCT_IMAGES_PREFIX}*`),
          this.imagesBucket.arnForObjects(`${UPLOADED_IMAGES_PREFIX}*`),
        ],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );

    this.paymentProofsBucket = new PrivateBucket(this, 'PaymentProofs', {
      removalPolicy: config.statefulRemovalPolicy,
      accessLogsBucket: accessLogs,
      accessLogsPrefix: 's3/payment-proofs/',
      versioned: true,
      // The accounting exports' files (their links expire after 15 minutes) go after a day, old versions too.
      lifecycleRules: [
        {
          prefix: ORDER_EXPORTS.keyPrefix,
          expiration: Duration.days(ORDER_EXPORTS.fileLifetimeDays),
          noncurrentVersionExpiration: Duration.days(ORDER_EXPORTS.fileLifetimeDays),
        },
      ],
      // Shoppers upload from the browser with presigned POSTs (type and size fixed by the policy).
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: config.domain ? [`https://${config.domain.domainName}`] : ['*'],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
    }).bucket;
    pinLogicalId(this.paymentProofsBucket, DATA_LOGICAL_IDS.paymentProofsBucket);

    const authTriggers = new AuthTriggers(this, 'AuthTriggers', {
      table: this.table,
      siteUrl: config.domain ? `https://${config.domain.domainName}` : undefined,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
    });
    const pool = new StorefrontUserPool(this, 'Users', {
      removalPolicy: config.statefulRemovalPolicy,
      deletionProtection: config.deletionProtection,
      threatProtection: config.threatProtection,
      passwordSignIn: config.passwordSignIn,
      triggers: authTriggers.triggers,
      // Cognito's codes and reset links from the shop's sender, beyond the 50 a day of its own.
      email: config.mail.cognitoThroughSes
        ? cognito.UserPoolEmail.withSES({
            fromEmail: config.mail.fromAddress,
            fromName: SHOP_IDENTITY.name,
            replyTo: config.mail.replyToAddress,
            sesVerifiedDomain: config.mail.domain,
            sesRegion: this.region,
          })
        : undefined,
    });
    if (config.mail.cognitoThroughSes) {
      // The identity's own ARN rather than one built from the domain name: the reference makes
      // CloudFormation create the identity before the pool and keep it while the pool uses it.
      (pool.userPool.node.defaultChild as cognito.CfnUserPool).addPropertyOverride(
        'EmailConfiguration.SourceArn',
        props.mailIdentity.emailIdentityArn,
      );
    }
    this.userPool = pool.userPool;
    if (config.waf) {
      // Sign-in goes from the browser to Cognito directly, not through CloudFront: its own web ACL.
      const signInAcl = new WebAcl(this, 'SignInAcl', {
        scope: 'REGIONAL',
        name: `${config.stackPrefix}-sign-in`,
        limits: config.waf,
        sensitive: 'sign-in',
      });
      new wafv2.CfnWebACLAssociation(this, 'SignInAclAssociation', {
        resourceArn: this.userPool.userPoolArn,
        webAclArn: signInAcl.acl.attrArn,
      });
    }
    if (this.alarms) {
      for (const [name, fn] of Object.entries(authTriggers.functions)) {
        this.alarms.watchFunction(`Trigger${name}`, `Cognito ${name} trigger`, fn);
      }
    }
    this.userPoolClient = pool.webClient;
    pinLogicalId(this.userPool, DATA_LOGICAL_IDS.userPool);
    pinLogicalId(this.userPoolClient, DATA_LOGICAL_IDS.userPoolClient);
    for (const [group, cfnGroup] of Object.entries(pool.groups) as [Group, cognito.CfnUserPoolGroup][]) {
      cfnGroup.overrideLogicalId(DATA_LOGICAL_IDS.groups[group]);
    }

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}

function pinLogicalId(resource: Construct, logicalId: string): void {
  const cfn = resource.node.defaultChild;
  if (!cfn || !('overrideLogicalId' in cfn) || typeof cfn.overrideLogicalId !== 'function') {
    throw new Error(`Cannot pin the logical id of ${resource.node.path}: no CloudFormation resource.`);
  }
  (cfn as { overrideLogicalId(id: string): void }).overrideLogicalId(logicalId);
}
