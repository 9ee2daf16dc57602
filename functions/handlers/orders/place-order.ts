/**
 * POST /api/orders (guest) and /api/me/orders (customer): places the order of the caller's cart and
 * latest checkout session at stored prices (see services/orders/place-order.ts), once per `Idempotency-Key`.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { idempotencyKeySchema, placeOrderSchema } from '../../core/orders/order.js';
import { toShopperOrderView } from '../../core/orders/order-progress.js';
import { placeOrder } from '../../services/orders/place-order.js';
import { BadRequestError, CartChangedError, TotalChangedError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { SHOP_METRICS, recordMetric } from '../../shared/powertools.js';
import { getRequestOwner } from '../../shared/request-owner.js';
import { getBankDetails, getOrderSettings } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'public', body: placeOrderSchema },
  async ({ event, caller, body }) => {
    const owner = getRequestOwner(event, caller);
    const key = idempotencyKeySchema.safeParse(event.headers?.['idempotency-key']);
    if (!key.success) throw new BadRequestError(key.error.issues[0]!.message);
    const result = await placeOrder({ owner, idempotencyKey: key.data, body, settings: getOrderSettings() });
    switch (result.kind) {
      case 'placed':
        recordMetric(SHOP_METRICS.orderPlaced);
        return { statusCode: 201, body: { order: toShopperOrderView(result.order, getBankDetails()) } };
      case 'replayed':
        return {
          statusCode: 200,
          body: { order: toShopperOrderView(result.order, getBankDetails()) },
          headers: { 'idempotent-replayed': 'true' },
        };
      case 'total-changed':
        throw new TotalChangedError(orderMessages.totalChanged, result.totals);
      case 'cart-changed':
        throw new CartChangedError(orderMessages.cartChanged);
    }
  },
);
