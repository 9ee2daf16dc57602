/**
 * Company price lists: what a business buyer pays for one unit of a product at a quantity. A list
 * runs from its first to its last Jamaica day; it says a percentage off by category or brand, a fixed
 * price per SKU and quantity breaks per SKU. Pure and small: every cart and order route carries it
 * (the admin's schemas live in `price-list-schemas.ts`, outside those bundles).
 *
 * Which rule wins (most specific first): a quantity break covering the quantity, else the SKU's fixed
 * price, else the larger of the product's category and brand percentages; and never above the list
 * price (the stored selling price): the lower of the two is paid.
 */
import { toShopDay } from '../shop-time.js';

/** One quantity break: `unit_price` for `min_quantity` units up to `max_quantity` (null: and more). */
export interface PriceBreak {
  min_quantity: number;
  max_quantity: number | null;
  unit_price: number;
}

/** A percentage off every product of a category or a brand (by its id). */
export interface PercentRule {
  kind: 'category' | 'brand';
  id: string;
  percent_off: number;
}

/** A list's header: one item, read with the entries a page needs (never the whole list). */
export interface PriceList {
  id: string;
  name: string;
  /** First Jamaica day it applies (YYYY-MM-DD). */
  valid_from: string;
  /** Last Jamaica day it applies; null: open-ended. */
  valid_to: string | null;
  rules: PercentRule[];
  created_at: string;
  updated_at: string;
  /**
   * Changes with every write of the list, its header or any entry (written after the entries): a
   * warm copy of some entries is current while the header's version is the one it was read under.
   * Absent on lists written before it existed.
   */
  version?: string;
}

/** What a list says of one SKU: one item per SKU. */
export interface PriceListEntry {
  sku: string;
  fixed_price: number | null;
  breaks: PriceBreak[];
}

/** What a running list says of one product, attached to its cart facts on the server. */
export interface PriceTerms {
  fixed_price: number | null;
  breaks: PriceBreak[];
  percent_off: number;
}

/** The price list a company's buyers buy at: only an approved company's; null: list prices. */
export function getCompanyPriceListId(
  company: { status: string; price_list_id?: string | null } | undefined,
): string | null {
  return company?.status === 'approved' ? (company.price_list_id ?? null) : null;
}

/** Whether the list applies on the Jamaica day of the instant `now` (ISO), both ends included. */
export function isPriceListRunning(list: Pick<PriceList, 'valid_from' | 'valid_to'>, now: string): boolean {
  const today = toShopDay(now);
  return list.valid_from <= today && (list.valid_to === null || today <= list.valid_to);
}

/**
 * The terms `list` gives a product (with the entry of its SKU, if any), or undefined when the list
 * does not run today or says nothing of it.
 */
export function getPriceTerms(
  list: PriceList,
  entry: PriceListEntry | undefined,
  product: { brand_id?: string | null; category_id?: string | null },
  now: string,
): PriceTerms | undefined {
  return isPriceListRunning(list, now) ? getRunningListTerms(list, entry, product) : undefined;
}

/**
 * The terms of a list the caller knows runs today: `getPriceTerms` without working out the day,
 * for pricing a whole catalogue at one list and day (the day's check is then once, not per product).
 */
export function getRunningListTerms(
  list: Pick<PriceList, 'rules'>,
  entry: PriceListEntry | undefined,
  product: { brand_id?: string | null; category_id?: string | null },
): PriceTerms | undefined {
  let percentOff = 0;
  for (const rule of list.rules) {
    const id = rule.kind === 'brand' ? product.brand_id : product.category_id;
    if (id && id === rule.id) percentOff = Math.max(percentOff, rule.percent_off);
  }
  const fixedPrice = entry?.fixed_price ?? null;
  const breaks = entry?.breaks ?? [];
  if (percentOff === 0 && fixedPrice === null && breaks.length === 0) return undefined;
  return { fixed_price: fixedPrice, breaks, percent_off: percentOff };
}

/** Money to the cent, as prices are stored. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * One unit's price at `quantity` for a buyer with `terms` (none: the list price): the break covering
 * the quantity, else the fixed price, else the percentage off; never above `listPrice`.
 */
export function getUnitPrice(listPrice: number, quantity: number, terms?: PriceTerms): number {
  if (!terms) return listPrice;
  const tier = terms.breaks.find(
    (b) => quantity >= b.min_quantity && (b.max_quantity === null || quantity <= b.max_quantity),
  );
  const price = tier?.unit_price ?? terms.fixed_price ?? toCents(listPrice * (1 - terms.percent_off / 100));
  return Math.min(price, listPrice);
}

/** The SKU as a list's entries are matched: in any case. */
export const toPriceListSku = (sku: string) => sku.trim().toLowerCase();

/**
 * The products with the terms `list` (and its `entries`, by {@link toPriceListSku}) gives each,
 * for `getLinePrice`; a product the list says nothing of keeps the list price.
 */
export function withPriceTerms<
  T extends { sku: string; brand_id?: string | null; category_id?: string | null },
>(
  products: ReadonlyMap<string, T>,
  list: PriceList | undefined,
  entries: ReadonlyMap<string, PriceListEntry>,
  now: string,
): Map<string, T & { price_terms?: PriceTerms }> {
  const priced = new Map<string, T & { price_terms?: PriceTerms }>();
  for (const [id, product] of products) {
    const terms = list && getPriceTerms(list, entries.get(toPriceListSku(product.sku)), product, now);
    priced.set(id, terms ? { ...product, price_terms: terms } : product);
  }
  return priced;
}
