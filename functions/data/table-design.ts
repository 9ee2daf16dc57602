/**
 * The single table's key schema and global secondary indexes, read by the CDK data stack and by the
 * local bootstrap, so production and the embedded DynamoDB always have the same shape.
 *
 * Generic attributes (ElectroDB style): `pk`/`sk` on the table, `gsiNpk`/`gsiNsk` on index N. Every
 * item carries `entity`. What each index holds is documented next to the builders in `keys.ts`.
 */
import { CARD_SOURCE_FIELDS } from '../core/catalogue/product-card.js';

/** The index the card fields of every product are read from (keys `gsi2pk` / `gsi2sk`). */
export const CARD_INDEX = 'gsi2v2';

/** What the retired `gsi2` carried: the card fields before `product_type`. */
const RETIRED_CARD_FIELDS = /* @__PURE__ */ CARD_SOURCE_FIELDS.filter((field) => field !== 'product_type');

/**
 * The staff queue: a sparse index of the orders that need staff (a proof to check, a card payment to
 * review), keys `gsi4pk` / `gsi4sk` set only while an order does (data/staff-queue.ts), so the staff
 * list's "needs staff" filters read those few orders, not every order.
 */
export const STAFF_QUEUE_INDEX = 'gsi4';

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
  // Retired card index: its projection lacks `product_type`. A GSI's projection cannot change in
  // place (CloudFormation refuses; an existing local table would keep the old one), so the card
  // index moved to `gsi2v2` on the same keys. Delete this entry one release after `gsi2v2` is live
  // (DynamoDB adds or deletes one GSI per update).
  {
    indexName: 'gsi2',
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    projection: RETIRED_CARD_FIELDS,
  },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
  // The card index: a cold Lambda loads the whole active catalogue from it, so it carries only the
  // card fields (about a third of a full product item) to keep that load small and fast. DynamoDB
  // fills a new index from the items already stored: no data migration.
  {
    indexName: CARD_INDEX,
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    projection: CARD_SOURCE_FIELDS,
  },
  // Sparse: only orders that need staff carry its keys (a handful at any time), whole, as the list
  // shows them. Added after the others: a deploy adds it and DynamoDB fills it from the items that
  // carry its keys; existing orders get them from `npm run orders:staff-queue` (docs/orders.md).
  { indexName: STAFF_QUEUE_INDEX, partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: 'ALL' },
];
