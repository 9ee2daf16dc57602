import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ORDERS } from '../../functions/core/orders/order-limits.js';
import {
  checkoutBody,
  purchaseOrderFields,
  createShopClient,
  createTestProducts,
  newGuestId,
  readProduct,
  trackOrder,
  type ErrorBody,
} from '../helpers/cart-api.js';
import { signIn, type Tokens } from '../helpers/cognito.js';

const shop = inject('shop');
const guest = () => createShopClient(shop, { guestId: newGuestId() });

describe('cart', () => {
  it('adds at the stored price, raises the quantity of an existing line and shows public product data', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 20, price: 2_500 }]);
    const client = guest();

    await client.add(product!.id, 2);
    const { status, body } = await client.add(product!.id, 3);

    expect(status).toBe(200);
    expect(body.cart.lines).toEqual([
      expect.objectContaining({
        product_id: product!.id,
        name: product!.name,
        sku: product!.sku,
        image_url: product!.images[0] ?? null,
        price: 2_500,
        quantity: 5,
        line_total: 12_500,
      }),
    ]);
    expect(body.cart).toMatchObject({ item_count: 5, subtotal: 12_500 });
  });

  it('shows lines another server added and price edits on the very next read and change', async () => {
    const [a, b, c] = await createTestProducts(shop, [
      { stock: 10, price: 1_000 },
      { stock: 10, price: 2_000 },
      { stock: 10, price: 3_000 },
    ]);
    const guestId = newGuestId();
    const client = createShopClient(shop, { guestId });
    await client.add(a!.id, 1);
    // The shop has now seen this cart hold only A. Another server (this test process) adds B, and
    // A's price changes.
    Object.assign(process.env, shop.functionEnv);
    const { changeCart } = await import('../../functions/data/carts.js');
    const { saveProduct } = await import('../../functions/data/catalogue-writes.js');
    await changeCart({ kind: 'guest', sessionId: guestId }, (lines) => ({
      lines: [...lines, { product_id: b!.id, quantity: 2, price: 2_000, added_at: new Date().toISOString() }],
    }));
    await saveProduct(
      { ...a!, selling_price: 1_500, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );

    const read = (await client.getCart()).body.cart;
    expect(read.lines.map((line) => [line.product_id, line.price, line.quantity])).toEqual([
      [a!.id, 1_500, 1],
      [b!.id, 2_000, 2],
    ]);
    expect(read.subtotal).toBe(5_500);

    await saveProduct(
      { ...b!, selling_price: 2_500, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );
    const added = (await client.add(c!.id, 1)).body.cart;
    expect(added.lines.map((line) => [line.product_id, line.price])).toEqual([
      [a!.id, 1_500],
      [b!.id, 2_500],
      [c!.id, 3_000],
    ]);
    expect(added.subtotal).toBe(1_500 + 5_000 + 3_000);
  });

  it('caps the quantity by stock and says so', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 4 }]);
    const client = guest();

    await client.add(product!.id, 3);
    const { body } = await client.add(product!.id, 3);

    expect(body.cart.lines[0]!.quantity).toBe(4);
    expect(body.cart.notice).toBe(`Only 4 of ${product!.name} in stock, so your cart holds 4.`);
  });

  it('ignores a quantity below 1, sets others, removes and clears', async () => {
    const [a, b] = await createTestProducts(shop, [{ stock: 10 }, { stock: 10 }]);
    const client = guest();
    await client.add(a!.id, 2);
    await client.add(b!.id, 1);

    expect((await client.setQuantity(a!.id, 0)).body.cart.lines[0]!.quantity).toBe(2);
    expect((await client.setQuantity(a!.id, -5)).body.cart.lines[0]!.quantity).toBe(2);
    expect((await client.setQuantity(a!.id, 7)).body.cart.item_count).toBe(8);

    const removed = await client.call<{ cart: { lines: unknown[] } }>('DELETE', `/api/cart/items/${a!.id}`);
    expect(removed.body.cart.lines).toHaveLength(1);
    const cleared = await client.call<{ cart: { lines: unknown[] } }>('DELETE', '/api/cart');
    expect(cleared.body.cart.lines).toEqual([]);
    expect((await client.getCart()).body.cart.lines).toEqual([]);
  });

  it("answers 'Product not found' for an unknown product and refuses an out-of-stock one", async () => {
    const [soldOut] = await createTestProducts(shop, [{ stock: 0 }]);
    const client = guest();

    const missing = await client.add('no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Product not found' });

    const out = await client.add(soldOut!.id);
    expect(out.status).toBe(409);
    expect((out.body as unknown as ErrorBody).message).toContain(soldOut!.name);
  });

  it('keeps one guest out of another guest’s cart', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5 }]);
    const alice = guest();
    const bob = guest();
    await alice.add(product!.id, 2);

    expect((await bob.getCart()).body.cart.lines).toEqual([]);
    expect((await alice.getCart()).body.cart.item_count).toBe(2);
  });

  it('refuses cart calls without a well-formed guest id', async () => {
    const anonymous = createShopClient(shop, {});
    const forged = createShopClient(shop, { guestId: 'guest_../../user#123' });

    for (const client of [anonymous, forged]) {
      const answer = await client.getCart();
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as ErrorBody).message).toContain('x-guest-session-id');
    }
  });

  it('changes nothing when a request sends a price, an owner or a bad quantity', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 50, price: 9_999 }]);
    const client = guest();

    const tampered = await client.call<ErrorBody>('POST', '/api/cart/items', {
      product_id: product!.id,
      quantity: 1,
      price: 1,
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toContain('price');

    for (const quantity of [0, -3, 1.5, 11, '2']) {
      const answer = await client.call<ErrorBody>('POST', '/api/cart/items', {
        product_id: product!.id,
        quantity,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^quantity: /);
    }
    const setPrice = await client.call<ErrorBody>('PUT', `/api/cart/items/${product!.id}`, {
      quantity: 1,
      price: 1,
    });
    expect(setPrice.status).toBe(400);

    await client.add(product!.id, 1);
    const cart = (await client.getCart()).body.cart;
    expect(cart.lines[0]).toMatchObject({ price: 9_999, quantity: 1 });
  });

  it('answers malformed cart bodies with 400 naming the field', async () => {
    const client = guest();
    const cases: [unknown, RegExp][] = [
      [{ quantity: 1 }, /^product_id: /],
      [{ product_id: 'Has Spaces', quantity: 1 }, /^product_id: /],
      [{ product_id: 'abc', quantity: 'many' }, /^quantity: /],
    ];
    for (const [body, message] of cases) {
      const answer = await client.call<ErrorBody>('POST', '/api/cart/items', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const notJson = await fetch(`${shop.url}/api/cart/items`, {
      method: 'POST',
      headers: client.headers,
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('checkout session', () => {
  it('saves customer info, addresses and notes and returns the summary with GCT and shipping', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 4_000 }]);
    const client = guest();
    await client.add(product!.id, 2);

    const { status, body } = await client.saveCheckout();

    expect(status).toBe(201);
    expect(body.checkout_session).toMatchObject({
      customer_info: { firstName: 'Shanice', email: 'shanice.brown@example.com' },
      shipping_address: { parish: 'St Catherine', country: 'Jamaica' },
      notes: 'Please call before delivery.',
    });
    expect(body.summary).toEqual({ subtotal: 8_000, gct: 1_200, shipping: 1_500, total: 10_700 });
  });

  it('applies the four validation messages on the server and names the field', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5 }]);
    const client = guest();
    const base = checkoutBody();

    const emptyCart = await client.saveCheckout(base);
    expect(emptyCart.status).toBe(400);
    expect((emptyCart.body as unknown as ErrorBody).message).toBe(
      'Your cart is empty. Please add items before checkout.',
    );

    await client.add(product!.id);
    const cases: [unknown, string][] = [
      [
        { ...base, customer_info: { ...base.customer_info, phone: ' ' } },
        'customer_info.phone: Please fill in all customer information fields.',
      ],
      [
        { ...base, shipping_address: { ...base.shipping_address, parish: 'Atlantis' } },
        'shipping_address.parish: Please fill in all shipping address fields.',
      ],
      [
        { ...base, customer_info: { ...base.customer_info, email: 'not-an-email' } },
        'customer_info.email: Please enter a valid email address.',
      ],
      [
        { ...base, billing_address: undefined },
        'billing_address: Please fill in all billing address fields.',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await client.saveCheckout(body);
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as ErrorBody).message).toBe(message);
    }
  });

  it('defaults the country to Jamaica', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5 }]);
    const client = guest();
    await client.add(product!.id);
    const { street, city, parish } = checkoutBody().shipping_address;

    const { body } = await client.saveCheckout(
      checkoutBody({ shipping_address: { street, city, parish }, billing_address: { street, city, parish } }),
    );

    expect(body.checkout_session.shipping_address?.country).toBe('Jamaica');
  });
});

describe('orders', () => {
  it('places an order at server prices in one go: stock down, cart cleared, trackable', async () => {
    const [a, b] = await createTestProducts(shop, [
      { stock: 10, price: 3_000 },
      { stock: 10, price: 5_000 },
    ]);
    const client = guest();
    await client.add(a!.id, 2);
    await client.add(b!.id, 1);
    const session = (await client.saveCheckout()).body.checkout_session;

    const placed = await client.placeOrder(session.id);

    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order.order_number).toMatch(/^SHG-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(order).toMatchObject({
      status: 'confirmed',
      payment_method: 'bank_transfer',
      subtotal: 11_000,
      gct: 1_650,
      shipping: 0,
      total: 12_650,
    });
    expect(order.lines.map((line) => [line.price, line.quantity])).toEqual([
      [3_000, 2],
      [5_000, 1],
    ]);
    expect((await readProduct(shop, a!.id))!.stock_quantity).toBe(8);
    expect((await readProduct(shop, b!.id))!.stock_quantity).toBe(9);
    expect((await client.getCart()).body.cart.lines).toEqual([]);
    // Warm catalogue caches see the new stock on the next request.
    const detail = (await (await fetch(`${shop.url}/api/products/${a!.id}`)).json()) as {
      product: { stock_quantity: number };
    };
    expect(detail.product.stock_quantity).toBe(8);

    const tracked = await trackOrder(shop, order.order_number.toLowerCase(), 'Shanice.Brown@example.com');
    expect(tracked.status).toBe(200);
    // An unpaid bank transfer is not confirmed yet: tracking says it awaits payment and what to do.
    expect(tracked.body.tracking).toMatchObject({
      order_number: order.order_number,
      status: 'confirmed',
      payment_status_label: 'Awaiting payment',
      payment_instructions: { heading: 'Pay by bank transfer' },
      progress: {
        state: 'awaiting_payment',
        title: 'Awaiting payment',
        upload: 'payment_proof',
        steps: [
          expect.objectContaining({ label: 'Order placed', reached: true }),
          expect.objectContaining({ label: 'Confirmed', reached: false }),
          expect.objectContaining({ label: 'Processed', reached: false }),
          expect.objectContaining({ label: 'In Transit', reached: false }),
          expect.objectContaining({ label: 'Delivered', reached: false }),
        ],
      },
    });
    // Track order tells no more than where the order stands and how to pay it.
    expect(tracked.body.tracking).not.toHaveProperty('customer_info');
    expect(tracked.body.tracking).not.toHaveProperty('lines');
    expect((await trackOrder(shop, order.order_number, 'someone@else.com')).status).toBe(404);
  });

  it('never creates a second order for a retried idempotency key', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 10 }]);
    const client = guest();
    await client.add(product!.id, 3);
    const session = (await client.saveCheckout()).body.checkout_session;
    const key = randomUUID();

    const answers = await Promise.all([1, 2, 3].map(() => client.placeOrder(session.id, key)));
    const again = await client.placeOrder(session.id, key);

    const numbers = new Set([...answers, again].map((answer) => answer.body.order.order_number));
    expect(numbers.size).toBe(1);
    expect([...answers, again].every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await readProduct(shop, product!.id))!.stock_quantity).toBe(7);

    const otherRequest = await client.placeOrder(session.id, key, 'cash_in_store');
    expect(otherRequest.status).toBe(409);
  });

  it('refuses a missing idempotency key and a malformed order body, naming the field', async () => {
    const client = guest();
    const noKey = await client.call<ErrorBody>('POST', '/api/orders', {
      checkout_session_id: randomUUID(),
      payment_method: 'bank_transfer',
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/^Idempotency-Key: /);

    // A way to pay the shop does not take (card is one it takes now) is refused, naming the field.
    const unknownMethod = await client.placeOrder(randomUUID(), randomUUID(), 'cryptocurrency');
    expect(unknownMethod.status).toBe(400);
    expect(unknownMethod.body.message).toMatch(/^payment_method: /);

    const tampered = await client.call<ErrorBody>(
      'POST',
      '/api/orders',
      { checkout_session_id: randomUUID(), payment_method: 'bank_transfer', total: 1 },
      { 'idempotency-key': randomUUID() },
    );
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toContain('total');
  });

  it('answers 409 naming the product when stock ran out after it was added', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 3, name: `Scarce Switch ${Date.now()}` }]);
    const first = guest();
    const second = guest();
    await first.add(product!.id, 3);
    await second.add(product!.id, 2);
    const firstSession = (await first.saveCheckout()).body.checkout_session;
    const secondSession = (await second.saveCheckout()).body.checkout_session;

    expect((await first.placeOrder(firstSession.id)).status).toBe(201);
    const refused = await second.placeOrder(secondSession.id);

    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(product!.name);
    expect((await readProduct(shop, product!.id))!.stock_quantity).toBe(0);
    expect((await second.getCart()).body.cart.item_count).toBe(2);
  });

  it('sells exactly the stock when 50 shoppers order the last 10 at once', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 10 }]);
    const shoppers = Array.from({ length: 50 }, guest);
    const sessions = await Promise.all(
      shoppers.map(async (client) => {
        await client.add(product!.id, 1);
        return (await client.saveCheckout()).body.checkout_session.id;
      }),
    );

    const answers = await Promise.all(shoppers.map((client, index) => client.placeOrder(sessions[index]!)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect((await readProduct(shop, product!.id))!.stock_quantity).toBe(0);
  }, 120_000);

  it('caps the lines of one order so the transaction fits in 100 items', () => {
    expect(2 * ORDERS.maxLinesPerOrder + 3).toBeLessThanOrEqual(100);
  });
});

describe('signed-in customers', () => {
  let customer: Tokens;
  let other: Tokens;

  beforeAll(async () => {
    customer = await signIn(shop, shop.sampleAccounts.customer.email, shop.sampleAccounts.customer.password);
    other = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  });

  it('needs a token on /api/me routes', async () => {
    const answer = await fetch(`${shop.url}/api/me/cart`);
    expect(answer.status).toBe(401);
  });

  it('merges the guest cart at sign-in, capped by stock, and removes the guest lines', async () => {
    const [a, b] = await createTestProducts(shop, [{ stock: 5 }, { stock: 10 }]);
    const guestId = newGuestId();
    const asGuest = createShopClient(shop, { guestId });
    const me = createShopClient(shop, { idToken: customer.idToken });
    await me.call('DELETE', '/api/me/cart');
    await me.add(a!.id, 3);
    await asGuest.add(a!.id, 4);
    await asGuest.add(b!.id, 2);

    const merged = await me.call<{
      cart: { lines: { product_id: string; quantity: number }[]; notice?: string };
    }>('POST', '/api/me/cart/merge', undefined, { 'x-guest-session-id': guestId });

    expect(merged.status).toBe(200);
    expect(merged.body.cart.lines.map((line) => [line.product_id, line.quantity])).toEqual([
      [a!.id, 5],
      [b!.id, 2],
    ]);
    expect(merged.body.cart.notice).toContain(a!.name);
    expect((await asGuest.getCart()).body.cart.lines).toEqual([]);
    expect((await me.getCart()).body.cart.item_count).toBe(7);
  });

  it('lists only the caller’s own orders and hides other users’ orders', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 10 }]);
    const me = createShopClient(shop, { idToken: customer.idToken });
    const someoneElse = createShopClient(shop, { idToken: other.idToken });
    await me.call('DELETE', '/api/me/cart');
    await me.add(product!.id, 1);
    const session = (await me.saveCheckout()).body.checkout_session;
    const order = (await me.placeOrder(session.id, randomUUID(), 'purchase_order', purchaseOrderFields)).body
      .order;

    const mine = await me.call<{ orders: { order_number: string }[] }>('GET', '/api/me/orders');
    expect(mine.body.orders.map((o) => o.order_number)).toContain(order.order_number);
    expect((await me.call('GET', `/api/me/orders/${order.order_number}`)).status).toBe(200);

    const theirs = await someoneElse.call<{ orders: { order_number: string }[] }>('GET', '/api/me/orders');
    expect(theirs.body.orders.map((o) => o.order_number)).not.toContain(order.order_number);
    expect((await someoneElse.call('GET', `/api/me/orders/${order.order_number}`)).status).toBe(404);
    expect((await guest().call('GET', `/api/orders/${order.order_number}`)).status).toBe(404);
  });
});

describe('admin orders', () => {
  let admin: Tokens;
  let customer: Tokens;

  beforeAll(async () => {
    admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
    customer = await signIn(shop, shop.sampleAccounts.customer.email, shop.sampleAccounts.customer.password);
  });

  it('lists, moves forward step by step and cancels with the stock returned', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 6 }]);
    const client = guest();
    await client.add(product!.id, 4);
    const session = (await client.saveCheckout()).body.checkout_session;
    const order = (await client.placeOrder(session.id)).body.order;
    const staff = { authorization: `Bearer ${admin.idToken}` };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${shop.url}${path}`, {
        method,
        headers: { ...staff, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return {
        status: response.status,
        body: (await response.json()) as { order: { status: string } } & ErrorBody,
      };
    };

    const listed = (await (
      await fetch(`${shop.url}/api/admin/orders?status=confirmed&search=${order.order_number}`, {
        headers: staff,
      })
    ).json()) as { orders: { order_number: string }[] };
    expect(listed.orders.map((o) => o.order_number)).toEqual([order.order_number]);

    // Unpaid: it moves on only with the reason recorded.
    const advance = { status: 'processed', reason: 'Company account, paid on invoice' };
    expect(
      (await call('POST', `/api/admin/orders/${order.order_number}/advance`, advance)).body.order.status,
    ).toBe('processed');
    expect((await call('POST', `/api/admin/orders/${order.order_number}/cancel`)).body.order.status).toBe(
      'cancelled',
    );
    expect((await readProduct(shop, product!.id))!.stock_quantity).toBe(6);
    expect((await call('POST', `/api/admin/orders/${order.order_number}/advance`)).status).toBe(409);

    const asCustomer = await fetch(`${shop.url}/api/admin/orders`, {
      headers: { authorization: `Bearer ${customer.idToken}` },
    });
    expect(asCustomer.status).toBe(403);
  });
});
