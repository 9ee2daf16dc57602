/**
 * Staff make and change price lists: the header (name, dates, percentage rules) and the per-SKU
 * entries (fixed prices, quantity breaks), each entry one item so pricing reads only what it needs.
 */
import { randomUUID } from 'node:crypto';
import type { PriceListEntriesInput, PriceListInput } from '../../core/pricing/price-list-schemas.js';
import type { PriceList } from '../../core/pricing/price-lists.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getPriceList, putPriceList, writePriceListEntries } from '../../data/price-lists.js';

const notFound = () => new RuleViolation('not-found', 'No such price list.');

/** A new list, or the header of an existing one (`id`) changed; its entries stay. */
export async function savePriceList(input: PriceListInput, id?: string): Promise<PriceList> {
  const now = new Date().toISOString();
  const existing = id ? await getPriceList(id) : undefined;
  if (id && !existing) throw notFound();
  const list: PriceList = {
    id: existing?.id ?? randomUUID(),
    ...input,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  if (!(await putPriceList(list, !existing))) throw notFound();
  return list;
}

/** Writes some SKUs' entries (each replacing that SKU's) and removes others. */
export async function savePriceListEntries(id: string, input: PriceListEntriesInput): Promise<void> {
  if (!(await getPriceList(id))) throw notFound();
  await writePriceListEntries(id, input.entries, input.remove_skus);
}
