/**
 * What the stage keeps in a second region, for the day its own region is lost: the vault AWS Backup
 * copies the table's recovery points into, and the replica of the images bucket. Names are fixed
 * (derived from the stage and account), so the data stack names them without cross-region references.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config.js';
import { PrivateBucket } from '../constructs/private-bucket.js';

/** Name of the copy vault in the copy region. */
export const copyVaultName = (config: StageConfig): string => `${config.stackPrefix}-copies`;

/** Name of the images replica bucket (bucket names are global, hence the account). */
export const imagesReplicaBucketName = (config: StageConfig, account: string): string =>
  `${config.stackPrefix.toLowerCase()}-images-replica-${account}`;

export interface RecoveryStackProps extends StackProps {
  config: StageConfig;
}

export class RecoveryStack extends Stack {
  constructor(scope: Construct, id: string, props: RecoveryStackProps) {
    const { config } = props;
    super(scope, id, { ...props, terminationProtection: config.terminationProtection });

    new backup.BackupVault(this, 'CopyVault', {
      backupVaultName: copyVaultName(config),
      removalPolicy: config.statefulRemovalPolicy,
    });

    const logs = new PrivateBucket(this, 'AccessLogs', {
      removalPolicy: config.statefulRemovalPolicy,
      lifecycleRules: [{ expiration: config.accessLogExpiration }],
    }).bucket;
    const replica = new PrivateBucket(this, 'ImagesReplica', {
      removalPolicy: config.statefulRemovalPolicy,
      accessLogsBucket: logs,
      accessLogsPrefix: 's3/images-replica/',
      // Replication needs versioning on both sides.
      versioned: true,
      bucketName: imagesReplicaBucketName(config, this.account),
    }).bucket;
    // A replica only needs to outlive a regional outage; old versions go sooner than in the source.
    replica.addLifecycleRule({ noncurrentVersionExpiration: Duration.days(30) });
  }
}
