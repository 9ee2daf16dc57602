/**
 * AWS Backup of the table: a daily recovery point kept `retentionDays`, each one copied into a vault
 * in a second region (the recovery stack's), beside the table's own point-in-time recovery (35 days,
 * any second). The README's runbook restores from either.
 */
import { ArnFormat, Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

export interface TableBackupProps {
  table: dynamodb.ITable;
  retentionDays: number;
  /** Region and name of the vault every recovery point is copied to. */
  copyRegion: string;
  copyVaultName: string;
  removalPolicy: RemovalPolicy;
}

export class TableBackup extends Construct {
  readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const vault = new backup.BackupVault(this, 'Vault', { removalPolicy: props.removalPolicy });
    const copyVault = backup.BackupVault.fromBackupVaultArn(
      this,
      'CopyVault',
      stack.formatArn({
        service: 'backup',
        region: props.copyRegion,
        resource: 'backup-vault',
        resourceName: props.copyVaultName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    );
    const retention = Duration.days(props.retentionDays);
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupVault: vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'Daily',
          // 05:00 UTC is midnight in Jamaica, the shop's quietest hour.
          scheduleExpression: events.Schedule.cron({ hour: '5', minute: '0' }),
          deleteAfter: retention,
          copyActions: [{ destinationBackupVault: copyVault, deleteAfter: retention }],
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', {
      resources: [backup.BackupResource.fromDynamoDbTable(props.table)],
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: 'The AWS-maintained role policy AWS Backup needs to back up the table selected here.',
    });
  }
}
