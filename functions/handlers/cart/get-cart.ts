/**
 * GET /api/cart (guest) and GET /api/me/cart (customer): the caller's own cart with current prices
 * (a business buyer's by their company's price list), and the buyer's GCT (a GCT-exempt company's buyer pays none) by the rule the order is charged by.
 */
import { getGctTreatment } from '../../core/business/order-terms.js';
import { toCartView } from '../../core/cart/cart.js';
import { CHECKOUT } from '../../core/checkout/checkout-charges.js';
import { readCartWithProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event, caller }) => {
  const owner = getRequestOwner(event, caller);
  const { cart, products, buyer } = await readCartWithProducts(owner);
  const gct = getGctTreatment(buyer.company, CHECKOUT.gctRate, new Date().toISOString());
  return { cart: { ...toCartView(cart.lines, products), gct } };
});
