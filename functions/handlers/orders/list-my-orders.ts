/** GET /api/me/orders (customer): My Account's Orders tab, the caller's orders newest first. */
import { toShopperOrderView } from '../../core/orders/order-progress.js';
import { listOrdersOfUser } from '../../data/orders.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler({ auth: 'customer' }, async ({ caller }) => {
  const orders = await listOrdersOfUser(caller!.userId);
  return { orders: orders.map((order) => toShopperOrderView(order, getBankDetails())) };
});
