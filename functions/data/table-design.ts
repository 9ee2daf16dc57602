/**
 * The single table's key schema and global secondary indexes, read by the CDK data stack and by the
 * local bootstrap, so production and the embedded DynamoDB always have the same shape.
 *
 * Generic attributes (ElectroDB style): `pk`/`sk` on the table, `gsiNpk`/`gsiNsk` on index N. Every
 * item carries `entity`. What each index holds is documented next to the builders in `keys.ts`.
 */
export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const;

export interface IndexDesign {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

export const TABLE_INDEXES: readonly IndexDesign[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
];
