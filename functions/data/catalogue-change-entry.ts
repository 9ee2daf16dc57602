/**
 * The change log's entry (`keys.catalogueChange`): every write that changes what the catalogue's
 * pages show appends one in the same transaction, which is how every warm container learns of it
 * (`catalogue-cache.ts`). Besides products, brands, categories and shop words, a business buyer's
 * prices on those pages follow their membership, their company's list and the list's header
 * (`buyer-catalogue-pricing.ts`), and every signed-in request there follows the caller's standing
 * (`caller-accounts.ts`). Kept apart from the catalogue's writes so the business routes
 * that append an entry do not bundle them.
 */
import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What an entry says changed; its `ref_id` is the id of that product, user, company or list. */
export type CatalogueChangeKind =
  | 'product'
  | 'brand'
  | 'category'
  | 'shop-words'
  | 'membership'
  | 'company'
  | 'price-list'
  /** A caller's roles, activation or deletion (`caller-accounts.ts`), by user. */
  | 'standing';

/** Change log entries expire after a day; caches older than that reload everything anyway. */
const CHANGE_TTL_SECONDS = 24 * 60 * 60;

/** The change-log entry of a change of `kind`, in the shard of `refId`. */
export function catalogueChangeItem(kind: CatalogueChangeKind, refId: string): TransactItem {
  const now = new Date();
  return {
    Put: {
      TableName: getTableName(),
      Item: {
        ...keys.catalogueChange(refId, now.toISOString(), randomUUID()),
        entity: 'catalogue-change',
        kind,
        ref_id: refId,
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + CHANGE_TTL_SECONDS,
      },
    },
  };
}

/**
 * Whether a transaction of one item and its entry (the item first) failed on the item's condition,
 * as a lone write's `ConditionalCheckFailedException` would say.
 */
export function isItemConditionFailed(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
  );
}
