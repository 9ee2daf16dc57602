/** Orders placed through the API, for the tests whose subject comes after checkout (others type it). */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

type Listed = { id: string; stock_quantity: number };

/**
 * A guest's order of one stocked computer: delivered and paid by bank transfer, or picked up and
 * paid in cash. `pick` chooses the product from the first `limit` computers (tests that run side by
 * side choose apart, so that one does not sell out another's).
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  {
    email = `buyer-${randomUUID().slice(0, 8)}@example.com`,
    kind = 'delivery',
    limit = 20,
    pick = (products) => products.find((p) => p.stock_quantity > 2),
  }: {
    email?: string;
    kind?: 'delivery' | 'pickup';
    limit?: number;
    pick?: (products: Listed[]) => Listed | undefined;
  } = {},
): Promise<{ headers: Record<string, string>; orderNumber: string }> {
  const headers = { 'x-guest-session-id': `guest_${randomUUID()}` };
  const list = (await (await request.get(`/api/products?category=computers&limit=${limit}`)).json()) as {
    products: Listed[];
  };
  const product = pick(list.products)!;
  expect(
    (await request.post('/api/cart/items', { headers, data: { product_id: product.id, quantity: 1 } })).ok(),
  ).toBe(true);
  const customer_info = { firstName: 'Kemar', lastName: 'Grant', email, phone: '876-555-0101' };
  const address = { street: '12 Main St', city: 'Portmore', parish: 'St Catherine' };
  const session = (await (
    await request.post('/api/checkout/sessions', {
      headers,
      data:
        kind === 'pickup'
          ? { customer_info, fulfilment: { method: 'pickup' } }
          : { customer_info, shipping_address: address, billing_address: address },
    })
  ).json()) as { checkout_session: { id: string } };
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      checkout_session_id: session.checkout_session.id,
      payment_method: kind === 'pickup' ? 'cash_in_store' : 'bank_transfer',
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { order_number: string } };
  return { headers, orderNumber: order.order_number };
}
