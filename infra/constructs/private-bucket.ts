/**
 * The one way this app makes an S3 bucket: private, encrypted, TLS only, with server access logs.
 * Every bucket of the shop goes through here so none can be created public by accident.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface PrivateBucketProps {
  /** `RETAIN` keeps the objects when the stack goes; `DESTROY` also empties the bucket first. */
  removalPolicy: RemovalPolicy;
  /** Where S3 writes the server access logs of this bucket; omit only for a logs bucket itself. */
  accessLogsBucket?: s3.IBucket;
  /** Prefix of this bucket's access logs inside `accessLogsBucket`. */
  accessLogsPrefix?: string;
  /** Keep old object versions (the images are the shop's content, worth a safety net). */
  versioned?: boolean;
  /** Browser access rules, for example presigned POST uploads. */
  cors?: s3.CorsRule[];
  /** Extra lifecycle rules (a logs bucket expires its objects). */
  lifecycleRules?: s3.LifecycleRule[];
  /** CloudFront standard logging writes with ACLs, so the CloudFront logs bucket needs them. */
  objectOwnership?: s3.ObjectOwnership;
  /** A fixed name, only where another region must name the bucket (a replica). */
  bucketName?: string;
  /** Copies of every new object in another bucket (the images, in a second region). */
  replicationRules?: s3.ReplicationRule[];
}

export class PrivateBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id);
    const destroy = props.removalPolicy === RemovalPolicy.DESTROY;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      replicationRules: props.replicationRules,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // S3-managed keys: CloudFront origin access control reads them without a KMS key policy.
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: props.objectOwnership ?? s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: props.versioned ?? false,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: props.accessLogsPrefix,
      cors: props.cors,
      lifecycleRules: [
        // Uploads abandoned halfway still cost storage until aborted.
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ...(props.versioned ? [{ noncurrentVersionExpiration: Duration.days(90) }] : []),
        ...(props.lifecycleRules ?? []),
      ],
      removalPolicy: props.removalPolicy,
      // A non-empty bucket cannot be deleted, so a disposable stage empties it on the way out.
      autoDeleteObjects: destroy,
    });
    if (!props.accessLogsBucket) {
      Validations.of(this.bucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason:
          'This is an access-logs bucket; logging it into itself would loop and another logs bucket adds no value.',
      });
    }
  }
}
