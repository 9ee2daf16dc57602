/**
 * The signed-in buyer's prices for some products (a catalogue page's), reading two small items once
 * warm: their membership (strongly consistent, as the cart reads it), then their list's header.
 *
 * - The products' list price, SKU, brand and category come from this container's warm catalogue
 *   (the same cards the page was drawn from, at most `CATALOGUE_FRESHNESS.checkIntervalMs` behind
 *   the table); a product the cards do not hold yet (added within that interval) is read from the
 *   table. The cart and checkout read every product's stored price again.
 * - The list's entries come from this container's copy when the list's header says it is current
 *   (`kept-price-lists.ts`): read in the header's BatchGetItem only for SKUs the copy lacks, so a
 *   staff change shows on the next call and no request reads a whole list.
 * - The company's price list: read from the company item, kept by this container for
 *   `COMPANY_LIST_CACHE_MS` when the company is approved with a list. The membership is never kept:
 *   a buyer removed from a company gets nothing on the very next call. What the kept list id can lag
 *   by is staff's change of the company itself (a hold, another list, none), by at most that
 *   interval, on this overlay only: the cart, checkout and orders read the company each time. A
 *   company not approved or without a list is not kept, so an approval or a new list shows at once.
 *
 * Guests never get here; consumers get nothing.
 */
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../core/pricing/buyer-prices.js';
import { getCompanyPriceListId } from '../../core/pricing/price-lists.js';
import type { CartProductFacts } from '../../core/cart/cart.js';
import type { CardSource } from '../../core/catalogue/product-card.js';
import { getCartProductFacts } from '../../data/cart-products.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getCompany, getMembership } from '../../data/companies.js';
import { withKeptPriceListTerms } from '../../data/kept-price-lists.js';

/** How long this container keeps an approved company's price list id. */
const COMPANY_LIST_CACHE_MS = 5_000;
/** Companies kept at most (the oldest goes first). */
const MAX_KEPT_COMPANIES = 5_000;

const keptLists = new Map<string, { listId: string; until: number }>();

/** The price list company `companyId` buys at now (null: list prices), kept a few seconds when set. */
async function getCompanyListId(companyId: string, now = Date.now()): Promise<string | null> {
  const kept = keptLists.get(companyId);
  if (kept && kept.until > now) return kept.listId;
  keptLists.delete(companyId);
  const listId = getCompanyPriceListId(await getCompany(companyId));
  if (listId) {
    if (keptLists.size >= MAX_KEPT_COMPANIES) keptLists.delete(keptLists.keys().next().value!);
    keptLists.set(companyId, { listId, until: now + COMPANY_LIST_CACHE_MS });
  }
  return listId;
}

/** What pricing reads of a product: a card or a product's cart facts both hold it. */
type PricedFacts = Pick<
  CardSource | CartProductFacts,
  'id' | 'sku' | 'selling_price' | 'is_active' | 'brand_id' | 'category_id'
>;

/** The products' pricing facts: from the warm catalogue's cards, the ones it lacks from the table. */
async function getPricingFacts(productIds: readonly string[]): Promise<Map<string, PricedFacts>> {
  const { index } = await getCatalogue();
  const facts = new Map<string, PricedFacts>();
  const missing: string[] = [];
  for (const id of new Set(productIds)) {
    const card = index.get(id);
    if (card) facts.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const product of await getCartProductFacts(missing)) facts.set(product.id, product);
  }
  return facts;
}

export async function getBuyerPrices(userId: string, productIds: readonly string[]): Promise<BuyerPrice[]> {
  const [member, products] = await Promise.all([getMembership(userId), getPricingFacts(productIds)]);
  if (!member) return [];
  const listId = await getCompanyListId(member.company_id);
  if (!listId) return [];
  return toBuyerPrices((await withKeptPriceListTerms(listId, products)).values());
}
