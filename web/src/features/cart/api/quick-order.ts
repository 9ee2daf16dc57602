/**
 * Quick order and "Order again": the signed-in customer's lines matched to products, and lines put
 * into the cart through the cart's rules on the server (today's prices and stock).
 */
import type { CartView } from '@core/cart/cart';
import type { QuickOrderLine, QuickOrderMatch } from '@core/cart/quick-order';
import { authedApi } from '@web/lib/auth/authed-api';

export const matchQuickOrder = async (lines: readonly QuickOrderLine[]) =>
  (await authedApi.post<{ lines: QuickOrderMatch[] }>('/me/quick-order', { body: { lines } })).lines;

export const addQuickOrderToCart = async (lines: readonly QuickOrderLine[]) =>
  (await authedApi.post<{ cart: CartView }>('/me/quick-order/cart', { body: { lines } })).cart;

export const orderAgain = async (orderNumber: string) =>
  (await authedApi.post<{ cart: CartView }>(`/me/orders/${encodeURIComponent(orderNumber)}/order-again`))
    .cart;
