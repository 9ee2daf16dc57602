import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CartView } from '../../functions/core/cart/cart.js';
import type { QuickOrderMatch } from '../../functions/core/cart/quick-order.js';
import { QUICK_ORDER_MAX_LINES } from '../../functions/core/cart/quick-order.js';
import {
  createShopClient,
  createTestProducts,
  newGuestId,
  purchaseOrderFields,
  type ErrorBody,
} from '../helpers/cart-api.js';
import { signIn, type Tokens } from '../helpers/cognito.js';

const shop = inject('shop');

describe('quick order and order again', () => {
  let customer: Tokens;
  let other: Tokens;

  beforeAll(async () => {
    customer = await signIn(shop, shop.sampleAccounts.customer.email, shop.sampleAccounts.customer.password);
    other = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  });

  it('matches SKUs as shown and part numbers in any case, with price and stock, and names unknown SKUs', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const [shown, byPart] = await createTestProducts(shop, [
      { stock: 4, price: 2_500, sku: `INT-QO${tag}A` },
      { stock: 9, price: 1_200, sku: `QO${tag}B`, part_number: `MPN-${tag}` },
    ]);
    const me = createShopClient(shop, { idToken: customer.idToken });
    // The warm catalogue learns of new products within its check interval.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const { status, body } = await me.call<{ lines: QuickOrderMatch[] }>('POST', '/api/me/quick-order', {
      lines: [
        { sku: `qo${tag}a`, quantity: 2 },
        { sku: `mpn-${tag.toLowerCase()}`, quantity: 3 },
        { sku: `NOPE-${tag}`, quantity: 1 },
      ],
    });

    expect(status).toBe(200);
    expect(body.lines).toEqual([
      {
        status: 'matched',
        sku: `qo${tag}a`,
        quantity: 2,
        product: expect.objectContaining({
          id: shown!.id,
          sku: `QO${tag}A`,
          price: 2_500,
          stock_quantity: 4,
        }),
      },
      {
        status: 'matched',
        sku: `mpn-${tag.toLowerCase()}`,
        quantity: 3,
        product: expect.objectContaining({ id: byPart!.id, price: 1_200, stock_quantity: 9 }),
      },
      { status: 'unknown', sku: `NOPE-${tag}`, quantity: 1 },
    ]);
  });

  it('adds all through the cart rules: capped by stock, unknown SKUs named, nothing at all a 409', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const [few, plenty, none] = await createTestProducts(shop, [
      { stock: 3, price: 1_000, sku: `QC${tag}A` },
      { stock: 50, price: 2_000, sku: `QC${tag}B` },
      { stock: 0, price: 3_000, sku: `QC${tag}C` },
    ]);
    const me = createShopClient(shop, { idToken: customer.idToken });
    await me.call('DELETE', '/api/me/cart');
    await me.add(plenty!.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const { status, body } = await me.call<{ cart: CartView }>('POST', '/api/me/quick-order/cart', {
      lines: [
        { sku: `QC${tag}A`, quantity: 5 },
        { sku: `qc${tag}b`, quantity: 12 },
        { sku: `QC${tag}C`, quantity: 1 },
        { sku: `GONE-${tag}`, quantity: 2 },
      ],
    });

    expect(status).toBe(200);
    expect(body.cart.lines.map((line) => [line.product_id, line.quantity, line.price])).toEqual([
      [plenty!.id, 13, 2_000],
      [few!.id, 3, 1_000],
    ]);
    expect(body.cart.notice).toContain(`GONE-${tag}`);
    expect(body.cart.notice).toContain(`Only 3 of ${few!.name} in stock`);
    expect(body.cart.notice).toContain(`${none!.name} is out of stock`);

    const nothing = await me.call<ErrorBody>('POST', '/api/me/quick-order/cart', {
      lines: [{ sku: `GONE-${tag}`, quantity: 1 }],
    });
    expect(nothing.status).toBe(409);
    expect((await me.getCart()).body.cart.item_count).toBe(16);
  });

  it('answers bad input with a 400 naming the field, and guests with a 401', async () => {
    const me = createShopClient(shop, { idToken: customer.idToken });
    const lines = [1, 2, 3].map((n) => ({ sku: `A-${n}`, quantity: 1 }));
    const badQuantity = await me.call<ErrorBody>('POST', '/api/me/quick-order', {
      lines: [...lines, { sku: 'A-4', quantity: 1.5 }],
    });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.message).toContain('lines.3.quantity');

    const emptySku = await me.call<ErrorBody>('POST', '/api/me/quick-order/cart', {
      lines: [{ sku: '  ', quantity: 1 }],
    });
    expect(emptySku.status).toBe(400);
    expect(emptySku.body.message).toContain('lines.0.sku');

    const tooMany = await me.call<ErrorBody>('POST', '/api/me/quick-order', {
      lines: Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, n) => ({ sku: `A-${n}`, quantity: 1 })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('lines');

    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.call('POST', '/api/me/quick-order', { lines })).status).toBe(401);
  });

  it('orders again at today’s prices and stock; another customer’s order is a 404', async () => {
    const [kept, dropped] = await createTestProducts(shop, [
      { stock: 10, price: 1_500 },
      { stock: 10, price: 2_500 },
    ]);
    const me = createShopClient(shop, { idToken: customer.idToken });
    await me.call('DELETE', '/api/me/cart');
    await me.add(kept!.id, 4);
    await me.add(dropped!.id, 1);
    const session = (await me.saveCheckout()).body.checkout_session;
    const order = (await me.placeOrder(session.id, randomUUID(), 'purchase_order', purchaseOrderFields)).body
      .order;
    // Today: the kept product costs more and has 2 left; the other is no longer sold.
    Object.assign(process.env, shop.functionEnv);
    const { saveProduct } = await import('../../functions/data/catalogue-writes.js');
    const now = new Date().toISOString();
    await saveProduct(
      { ...kept!, selling_price: 1_700, stock_quantity: 2, updated_at: now },
      { by: 'test', cause: 'form-edit' },
    );
    await saveProduct({ ...dropped!, is_active: false, updated_at: now }, { by: 'test', cause: 'form-edit' });

    const again = await me.call<{ cart: CartView }>(
      'POST',
      `/api/me/orders/${order.order_number}/order-again`,
    );
    expect(again.status).toBe(200);
    expect(again.body.cart.lines.map((line) => [line.product_id, line.quantity, line.price])).toEqual([
      [kept!.id, 2, 1_700],
    ]);
    expect(again.body.cart.notice).toContain(`Only 2 of ${kept!.name} in stock`);
    expect(again.body.cart.notice).toContain(`${dropped!.name} is no longer sold.`);

    const someoneElse = createShopClient(shop, { idToken: other.idToken });
    const theirs = await someoneElse.call<ErrorBody>(
      'POST',
      `/api/me/orders/${order.order_number}/order-again`,
    );
    expect(theirs.status).toBe(404);
    expect((await someoneElse.getCart()).body.cart.lines.map((line) => line.product_id)).not.toContain(
      kept!.id,
    );
    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.call('POST', `/api/me/orders/${order.order_number}/order-again`)).status).toBe(401);
    expect((await me.call('POST', '/api/me/orders/not-an-order/order-again')).status).toBe(400);
  });
});
