/**
 * A business buyer's prices over the whole catalogue answer (issue 29): the catalogue route prices
 * every matching product at the buyer's list, so the price facet's range, the min/max price filter
 * and the price orders are at their prices, and the page's cards come with their prices (the answer
 * `POST /api/me/prices` gives) in the same request.
 *
 * Per request: the caller's membership (strongly consistent, never kept: a removed buyer gets list
 * prices on the very next request), the company's list id (`company-list-id.ts`, kept a few seconds)
 * and the list's header; the company (when its kept id has expired) and the header are read beside
 * the membership when this container priced the caller at them before (the membership still
 * decides), and the routes start all three beside the check of the caller's standing (`early`):
 * with the standing when it is read, they are one strongly consistent BatchGetItem (`getItemSoon`),
 * so a buyer's request waits for one round trip to the table. The list's entries are kept whole per version by this container
 * (`getWholePriceList`), and each product's price at that version is worked out once per card.
 * Consumers, members of a company that is not approved, and a company without a running list get
 * undefined: the shared list-price answer.
 */
import type { CataloguePricing } from '../../core/catalogue/catalogue-index.js';
import type { CardSource } from '../../core/catalogue/product-card.js';
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../core/pricing/buyer-prices.js';
import {
  getPriceTerms,
  getUnitPrice,
  isPriceListRunning,
  toPriceListSku,
  type PriceTerms,
} from '../../core/pricing/price-lists.js';
import { toShopDay } from '../../core/shop-time.js';
import { getMembership } from '../../data/companies.js';
import { getWholePriceList, type WholePriceList } from '../../data/kept-price-lists.js';
import { getCompanyListId } from './company-list-id.js';

/** What pricing reads of a product: a catalogue card, or a product the cards do not hold yet. */
export interface PricedProduct {
  id: string;
  sku: string;
  selling_price: number;
  is_active: boolean;
  brand_id?: string | null;
  category_id?: string | null;
}

export interface BuyerCataloguePricing extends CataloguePricing {
  /** The buyer's prices of these products (with their break tables), those their list says something of. */
  pricesOf(products: Iterable<PricedProduct>): BuyerPrice[];
}

/**
 * The company and list each recent caller was priced at: next time their company (when its kept list
 * id has expired) and the list's header are read beside their membership, which still decides.
 */
const lastListOf = new Map<string, { companyId: string; listId: string }>();
const MAX_CALLERS = 10_000;

/** Priced states kept (a list's version on one day). */
const MAX_PRICED = 100;
const priced = new Map<string, BuyerCataloguePricing>();

function toPricing(key: string, { list, entries }: WholePriceList, now: string): BuyerCataloguePricing {
  const terms = new WeakMap<PricedProduct, PriceTerms | null>();
  const prices = new WeakMap<CardSource, number>();
  const termsOf = (product: PricedProduct) => {
    let found = terms.get(product);
    if (found === undefined) {
      found = getPriceTerms(list, entries.get(toPriceListSku(product.sku)), product, now) ?? null;
      terms.set(product, found);
    }
    return found;
  };
  return {
    key,
    priceOf: (product) => {
      let price = prices.get(product);
      if (price === undefined) {
        price = getUnitPrice(product.selling_price, 1, termsOf(product) ?? undefined);
        prices.set(product, price);
      }
      return price;
    },
    pricesOf: (products) =>
      toBuyerPrices(
        [...products].map((product) => {
          const found = termsOf(product);
          return found ? { ...product, price_terms: found } : product;
        }),
      ),
  };
}

/** The caller's catalogue pricing, or undefined when they buy at list prices. */
export async function getBuyerCataloguePricing(
  userId: string,
  now = new Date().toISOString(),
): Promise<BuyerCataloguePricing | undefined> {
  const guess = lastListOf.get(userId);
  const [member, guessedListId, guessed] = await Promise.all([
    getMembership(userId),
    guess && getCompanyListId(guess.companyId),
    guess && getWholePriceList(guess.listId),
  ]);
  lastListOf.delete(userId);
  if (!member) return undefined;
  const listId =
    member.company_id === guess?.companyId ? guessedListId : await getCompanyListId(member.company_id);
  if (!listId) return undefined;
  if (lastListOf.size >= MAX_CALLERS) lastListOf.delete(lastListOf.keys().next().value!);
  lastListOf.set(userId, { companyId: member.company_id, listId });
  const whole = listId === guess?.listId ? guessed : await getWholePriceList(listId);
  if (!whole || !isPriceListRunning(whole.list, now)) return undefined;
  const key = `${listId} ${whole.version} ${toShopDay(now)}`;
  let pricing = priced.get(key);
  if (!pricing) {
    pricing = toPricing(key, whole, now);
    if (priced.size >= MAX_PRICED) priced.delete(priced.keys().next().value!);
    priced.set(key, pricing);
  }
  return pricing;
}
