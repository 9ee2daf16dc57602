/**
 * The stored item types of the single table, declared once: each entity name (the `entity`
 * attribute every item carries, `EntityName` beside the key builders in `keys.ts`) with the shape
 * its item holds once the storage attributes are stripped. A read hands the item to `readStored`,
 * which checks the entity before it gives the item that shape, so a key that points at the wrong
 * kind of item fails loudly instead of flowing on as an order or a profile.
 *
 * The check is the discriminator, not a full parse: the items were written from values the core
 * schemas already accepted, and a zod parse per item would cost the list reads CPU and would drop
 * attributes the schema does not name (docs/architecture.md, "Stored items").
 *
 * This module is type declarations and one small function: it adds a few hundred bytes to the
 * routes whose data modules read through it, and nothing to the others.
 */
import type { InboxMessage } from '../core/inbox/message.js';
import type { NewsletterSubscription } from '../core/inbox/newsletter.js';
import type { Profile } from '../core/account/profile.js';
import type { Company, CompanyInvite, CompanyMember } from '../core/business/company.js';
import type { LedgerEntry } from '../core/business/statement.js';
import type { AccountReminder } from '../core/business/account-holds.js';
import type { Order } from '../core/orders/order.js';
import type { DraftOrder } from '../core/quotes/draft-order.js';
import type { OrderExportJob } from '../core/reports/order-export.js';
import type { StagedProduct } from '../core/scraper/product-changes.js';
import type { PriceList, PriceListEntry } from '../core/pricing/price-lists.js';
import type { ScrapeRun } from '../core/scraper/scrape-run.js';
import { stripKeys } from './dynamo-client.js';
import type { EntityName } from './keys.js';
import type { AwaitingTransfer } from './report-rollups.js';

/** What each entity's item holds, keys and `entity` stripped. Every name is an `EntityName`. */
export interface StoredItems {
  order: Order;
  profile: Profile;
  company: Company;
  'company-member': CompanyMember;
  /** The user's side of a membership: the same fields as the company's side. */
  'company-membership': CompanyMember;
  'company-invite': CompanyInvite;
  'company-ledger': LedgerEntry;
  'company-reminder': AccountReminder;
  'draft-order': DraftOrder;
  'inbox-message': InboxMessage;
  'newsletter-subscription': NewsletterSubscription;
  'price-list': PriceList;
  'price-list-entry': PriceListEntry;
  'report-awaiting': AwaitingTransfer;
  'report-export': OrderExportJob;
  'scrape-run': ScrapeRun;
  'staged-product': StagedProduct;
}

/** Fails the type check when a declared item names no entity of `keys.ts` (a typo). */
type EveryNameIsAnEntity<T extends EntityName> = T;
export type StoredEntity = EveryNameIsAnEntity<keyof StoredItems>;

/**
 * The item as the stored type of `entity`: keys, index keys and `entity` stripped, and the
 * attributes in `omit` too (storage-only ones such as a search text). Throws when the item is
 * another entity's. The signature gives the type; the body checks the entity (the one place a
 * stored item is given its type).
 */
export function readStored<E extends StoredEntity>(
  entity: E,
  item: Record<string, unknown>,
  omit?: readonly string[],
): StoredItems[E];
export function readStored(
  entity: StoredEntity,
  item: Record<string, unknown>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  if (item.entity !== entity) {
    throw new Error(`Expected a stored ${entity}, found ${String(item.entity)}`);
  }
  const fields: Record<string, unknown> = stripKeys(item);
  for (const attribute of omit) delete fields[attribute];
  return fields;
}
