/**
 * The price list a company's buyers buy at, as the shopper's display reads it (the prices call and
 * the catalogue answer of a business buyer): read from the company item and kept by this container
 * for `COMPANY_LIST_CACHE_MS` when the company is approved with a list. The caller reads the
 * membership itself every time, so a buyer removed from the company loses the prices at once; what
 * the kept id can lag by is staff's change of the company itself (a hold, another list, none), by at
 * most that interval, on the display only: the cart, checkout and orders read the company each time.
 * A company not approved or without a list is not kept, so an approval or a new list shows at once.
 */
import { getCompanyPriceListId } from '../../core/pricing/price-lists.js';
import { getCompany } from '../../data/companies.js';

/** How long this container keeps an approved company's price list id. */
const COMPANY_LIST_CACHE_MS = 5_000;
/** Companies kept at most (the oldest goes first). */
const MAX_KEPT_COMPANIES = 5_000;

const keptLists = new Map<string, { listId: string; until: number }>();

/** The price list company `companyId` buys at now (null: list prices), kept a few seconds when set. */
export async function getCompanyListId(companyId: string, now = Date.now()): Promise<string | null> {
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
