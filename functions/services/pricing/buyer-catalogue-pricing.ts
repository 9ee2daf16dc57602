/**
 * A business buyer's prices over the whole catalogue answer (issue 29): the catalogue route prices
 * every matching product at the buyer's list, so the price facet's range, the min/max price filter
 * and the price orders are at their prices, and the page's cards come with their prices (the answer
 * `POST /api/me/prices` gives) in the same request.
 *
 * What decides the prices (the caller's membership, their company's list, the list's header) is
 * read from the table once and then kept by this container until the catalogue's change log names it
 * (`change-log-watch.ts`): every write of a membership, of a company's list or approval, and of a
 * list carries an entry, and the log is read before the pricing, at most once per
 * `CATALOGUE_FRESHNESS.checkIntervalMs`. So a buyer's catalogue request usually reads nothing of
 * theirs, and the display follows a removal or staff's change of the list within that interval, as
 * the cards follow a product's new price. The cart, checkout and orders read every one of them on
 * each call (`data/carts.ts`), so what a buyer pays never lags. The list's entries are kept whole
 * per version (`getWholePriceList`), and each product's price at that version is worked out once per
 * card.
 * Consumers, members of a company that is not approved, and a company without a running list get
 * undefined: the shared list-price answer.
 */
import type { CataloguePricing } from '../../core/catalogue/catalogue-index.js';
import type { CardSource } from '../../core/catalogue/product-card.js';
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../core/pricing/buyer-prices.js';
import {
  getRunningListTerms,
  getUnitPrice,
  isPriceListRunning,
  toPriceListSku,
  type PriceTerms,
} from '../../core/pricing/price-lists.js';
import { toShopDay } from '../../core/shop-time.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { KEPT_DISPLAY_MAX_AGE_MS, KeptUntilChanged } from '../../data/change-log-watch.js';
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
 * Each recent caller's company (null: none), kept until the change log names their membership: a
 * buyer removed or joining is priced anew from this container's next read of the log.
 */
const companyOf = new KeptUntilChanged<string | null>('membership', {
  maxEntries: 10_000,
  maxAgeMs: KEPT_DISPLAY_MAX_AGE_MS,
});

/** Priced states kept (a list's version on one day). */
const MAX_PRICED = 100;
const priced = new Map<string, BuyerCataloguePricing>();

function toPricing(key: string, { list, entries }: WholePriceList): BuyerCataloguePricing {
  const terms = new WeakMap<PricedProduct, PriceTerms | null>();
  const prices = new WeakMap<CardSource, number>();
  const termsOf = (product: PricedProduct) => {
    let found = terms.get(product);
    if (found === undefined) {
      // The caller checked that the list runs on this pricing's day (part of its key).
      found = getRunningListTerms(list, entries.get(toPriceListSku(product.sku)), product) ?? null;
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
  // The change log first: what is kept below is then as fresh as the catalogue's cards.
  await getCatalogue();
  const companyId = await companyOf.get(
    userId,
    async () => (await getMembership(userId))?.company_id ?? null,
  );
  const listId = companyId && (await getCompanyListId(companyId));
  const whole = listId ? await getWholePriceList(listId) : undefined;
  if (!whole || !isPriceListRunning(whole.list, now)) return undefined;
  const key = `${listId} ${whole.version} ${toShopDay(now)}`;
  let pricing = priced.get(key);
  if (!pricing) {
    pricing = toPricing(key, whole);
    if (priced.size >= MAX_PRICED) priced.delete(priced.keys().next().value!);
    priced.set(key, pricing);
  }
  return pricing;
}
