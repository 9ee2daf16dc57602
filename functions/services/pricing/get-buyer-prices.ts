/**
 * The signed-in buyer's prices for some products, in two round trips to the table once warm:
 *
 * 1. their membership (strongly consistent, as the cart reads it) beside the products' facts;
 * 2. the running list's header and those products' SKU entries, one BatchGetItem (never a whole list).
 *
 * Between the two, the company's price list: read from the company item, kept by this container for
 * `COMPANY_LIST_CACHE_MS` when the company is approved with a list (so a warm container skips that
 * third round trip). The membership is never kept: a buyer removed from a company gets nothing on
 * the very next call. What the kept list id can lag by is staff's change of the company itself (a
 * hold, another list, none), by at most that interval, on this overlay only: the cart, checkout and
 * orders read the company each time. A company not approved or without a list is not kept, so an
 * approval or a new list shows at once. Guests never get here; consumers get nothing.
 */
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../core/pricing/buyer-prices.js';
import { getCompanyPriceListId } from '../../core/pricing/price-lists.js';
import { getCartProducts } from '../../data/carts.js';
import { getCompany, getMembership } from '../../data/companies.js';
import { withPriceListTerms } from '../../data/price-lists.js';

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

export async function getBuyerPrices(userId: string, productIds: readonly string[]): Promise<BuyerPrice[]> {
  const [member, products] = await Promise.all([
    getMembership(userId),
    getCartProducts([...new Set(productIds)]),
  ]);
  if (!member) return [];
  const listId = await getCompanyListId(member.company_id);
  if (!listId) return [];
  return toBuyerPrices((await withPriceListTerms(listId, products)).values());
}
