import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../../../functions/core/orders/order-limits.js';
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

  it('fits the largest order in one transaction that touches only its own items and its products', () => {
    const lines = ORDERS.maxLinesPerOrder;
    const items = buildPlaceOrderItems({
      order: order(lines),
      owner: { kind: 'guest', sessionId: 'guest_x' },
      idempotencyKey: 'key-12345',
      fingerprint: 'f',
      cartVersion: 3,
    });
    expect(items.length).toBeLessThanOrEqual(limit);
    // Existing items it changes: the products bought and the emptied cart, nothing other orders share.
    const updated = items.flatMap((item) => (item.Update ? [String(item.Update.Key!.pk)] : []));
    expect(updated.sort()).toEqual(Array.from({ length: lines }, (_, i) => `product#p${i}`).sort());
    expect(items.filter((item) => item.Delete).map((item) => item.Delete!.Key!.pk)).toEqual([
      'cart#guest#guest_x',
    ]);
    // New items: the idempotency record, the order, and one change entry per product.
    const changes = items.filter((item) => item.Put?.Item?.entity === 'catalogue-change');
    expect(changes.map((item) => item.Put!.Item!.ref_id).sort()).toEqual(
      Array.from({ length: lines }, (_, i) => `p${i}`).sort(),
    );
    // The entries spread over the change-log shards rather than one partition.
    expect(new Set(changes.map((item) => item.Put!.Item!.pk)).size).toBeGreaterThan(1);
    expect(items.filter((item) => item.Put)).toHaveLength(2 + lines);
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
