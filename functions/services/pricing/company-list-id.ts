/**
 * The price list a company's buyers buy at, as the shopper's display reads it (the prices call and
 * the catalogue answer of a business buyer): read from the company item and kept by this container
 * until the change log names the company (staff's approval, another list or none; a hold does not
 * change prices), as fresh as the catalogue's cards. The cart, checkout and orders read the company
 * each time.
 */
import { getCompanyPriceListId } from '../../core/pricing/price-lists.js';
import { KEPT_DISPLAY_MAX_AGE_MS, KeptUntilChanged } from '../../data/change-log-watch.js';
import { getCompany } from '../../data/companies.js';

const listOf = new KeptUntilChanged<string | null>('company', {
  maxEntries: 5_000,
  maxAgeMs: KEPT_DISPLAY_MAX_AGE_MS,
});

/** The price list company `companyId` buys at now (null: list prices). */
export function getCompanyListId(companyId: string): Promise<string | null> {
  return listOf.get(companyId, async () => getCompanyPriceListId(await getCompany(companyId)));
}
