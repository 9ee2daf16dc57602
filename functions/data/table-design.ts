/**
 * The single table's key schema and global secondary indexes, read by the CDK data stack and by the
 * local bootstrap, so production and the embedded DynamoDB always have the same shape.
 *
 * Generic attributes (ElectroDB style): `pk`/`sk` on the table, `gsiNpk`/`gsiNsk` on index N. Every
 * item carries `entity`. What each index holds is documented next to the builders in `keys.ts`.
 */
import { CARD_SOURCE_FIELDS } from '../core/catalogue/product-card.js';

export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** Items with this attribute (epoch seconds) are deleted by DynamoDB after that time. */
export const TTL_ATTRIBUTE = 'ttl';

/**
 * The table's stream carries both images of every change: the consumers (order mails, later alerts
 * and history) compare the item before and after to decide what happened.
 */
export const TABLE_STREAM_VIEW_TYPE = 'NEW_AND_OLD_IMAGES';

export interface IndexDesign {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /** `ALL`, or the non-key attributes the index carries (an INCLUDE projection). */
  projection: 'ALL' | readonly string[];
}

export const TABLE_INDEXES: readonly IndexDesign[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  // The card index: a cold Lambda loads the whole active catalogue from it, so it carries only the
  // card fields (about a third of a full product item) to keep that load small and fast.
  {
    indexName: 'gsi2',
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    projection: CARD_SOURCE_FIELDS,
  },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
];
