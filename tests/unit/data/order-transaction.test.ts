import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../../../functions/core/constants.js';
import type { Order } from '../../../functions/core/orders/order.js';
import type * as OrdersData from '../../../functions/data/orders.js';

describe('place-order transaction', () => {
  let buildPlaceOrderItems: typeof OrdersData.buildPlaceOrderItems;
  let limit: number;

  beforeAll(async () => {
    process.env.TABLE_NAME = 'test-table';
    ({ buildPlaceOrderItems, TRANSACTION_ITEM_LIMIT: limit } =
      await import('../../../functions/data/orders.js'));
  });

  const order = (lineCount: number): Order =>
    ({
      order_number: 'SHG-2345-6789',
      created_at: '2026-01-01T00:00:00.000Z',
      user_id: null,
      customer_info: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '1', company: '' },
      lines: Array.from({ length: lineCount }, (_, i) => ({
        product_id: `p${i}`,
        name: `P${i}`,
        sku: `S${i}`,
        image_url: null,
        price: 10,
        quantity: 1,
        line_total: 10,
      })),
    }) as unknown as Order;

  it('fits the largest order in one transaction and bumps the catalogue version once', () => {
    const items = buildPlaceOrderItems({
      order: order(ORDERS.maxLinesPerOrder),
      owner: { kind: 'guest', sessionId: 'guest_x' },
      idempotencyKey: 'key-12345',
      fingerprint: 'f',
      cartVersion: 3,
    });
    expect(items.length).toBeLessThanOrEqual(limit);
    const versionBumps = items.filter((item) => item.Update?.Key?.pk === 'catalogue');
    expect(versionBumps).toHaveLength(1);
  });

  it('decrements stock only while it stays at or above zero, at the charged price', () => {
    const items = buildPlaceOrderItems({
      order: order(1),
      owner: { kind: 'user', userId: 'sub' },
      idempotencyKey: 'key-12345',
      fingerprint: 'f',
      cartVersion: 1,
    });
    const stock = items.find((item) => item.Update?.Key?.pk === 'product#p0')!.Update!;
    expect(stock.ConditionExpression).toContain('stock_quantity >= :qty');
    expect(stock.ConditionExpression).toContain('selling_price = :price');
    expect(items[0]!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
  });
});
