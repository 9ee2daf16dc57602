/** A price list staff name for a company must exist: a 400 naming `price_list_id` otherwise. */
import { RuleViolation } from '../../core/rule-violation.js';
import { getPriceList } from '../../data/price-lists.js';

export async function requirePriceList(priceListId: string | null): Promise<void> {
  if (priceListId && !(await getPriceList(priceListId))) {
    throw new RuleViolation('invalid', 'price_list_id: no such price list');
  }
}
