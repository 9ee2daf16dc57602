/**
 * The shop's single DynamoDB table. Its key schema and indexes come from `functions/data/table-design.ts`,
 * the same module the local bootstrap reads, so production and DynamoDB Local cannot drift apart.
 */
import { type RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  TABLE_INDEXES,
  TABLE_KEY,
  TABLE_STREAM_VIEW_TYPE,
  TTL_ATTRIBUTE,
} from '../../functions/data/table-design.js';

export interface StorefrontTableProps {
  /** `RETAIN` in production: the table holds orders and accounts. */
  removalPolicy: RemovalPolicy;
  /** Refuse `DeleteTable` calls, whoever makes them. */
  deletionProtection: boolean;
}

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

export class StorefrontTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: StorefrontTableProps) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEY.partitionKey),
      sortKey: stringKey(TABLE_KEY.sortKey),
      // On-demand: traffic is spiky (flash deals) and low most of the time.
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
      // Short-lived items (the catalogue change log, later carts and locks) carry an expiry time.
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // Feeds the stream consumers of functions/stream-consumers.ts (order mails...).
      stream: dynamodb.StreamViewType[TABLE_STREAM_VIEW_TYPE],
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        ...(index.projection === 'ALL'
          ? { projectionType: dynamodb.ProjectionType.ALL }
          : { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }
  }
}
