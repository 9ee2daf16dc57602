/**
 * The one rule of what the shop may sell: an active product has a selling price above 0. A "call for
 * price" item, or a product whose price was never set, stays inactive until staff give it a price.
 * Every product write checks it (the form, the CSV import, the importer's publish and the table
 * write itself), so no path can make a J$0 product a shopper could buy.
 */
import { adminMessages } from '../admin/admin-messages.js';
import { RuleViolation } from '../rule-violation.js';
import type { Product } from './product.js';

type SellableFields = Pick<Product, 'name' | 'is_active' | 'selling_price'>;

/** Why the product may not be saved as it stands (naming it), or `undefined` when it may. */
export function getUnsellableReason(product: SellableFields): string | undefined {
  if (!product.is_active || product.selling_price > 0) return undefined;
  return adminMessages.unsellable(product.name);
}

/** Refuses (400, naming the product) an active product without a selling price above 0. */
export function assertSellable(product: SellableFields): void {
  const reason = getUnsellableReason(product);
  if (reason) throw new RuleViolation('invalid', reason);
}
