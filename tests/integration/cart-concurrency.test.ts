import { describe, expect, inject, it } from 'vitest';
import type { CartView } from '../../functions/core/cart/cart.js';
import { createTestUser } from '../helpers/admin-users.js';
import { createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { signIn } from '../helpers/cognito.js';

const shop = inject('shop');

const quantities = (cart: CartView) =>
  Object.fromEntries(cart.lines.map((line) => [line.product_id, line.quantity]));

describe('one cart changed by many requests at once', () => {
  it('keeps every one of 12 parallel adds of distinct products, with no server error', async () => {
    const products = await createTestProducts(
      shop,
      Array.from({ length: 12 }, () => ({ stock: 50, price: 1_000 })),
    );
    const client = createShopClient(shop, { guestId: newGuestId() });

    const answers = await Promise.all(products.map((product) => client.add(product.id, 2)));

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const cart = (await client.getCart()).body.cart;
    expect(quantities(cart)).toEqual(Object.fromEntries(products.map((product) => [product.id, 2])));
  });

  it('adds up 12 parallel adds of the same product exactly', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 100, price: 1_000 }]);
    const client = createShopClient(shop, { guestId: newGuestId() });

    const answers = await Promise.all(Array.from({ length: 12 }, () => client.add(product!.id, 3)));

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(quantities((await client.getCart()).body.cart)).toEqual({ [product!.id]: 36 });
  });

  it('merges a guest cart at sign-in while adds race it, losing nothing', async () => {
    const [kept, raced] = await createTestProducts(shop, [
      { stock: 100, price: 1_000 },
      { stock: 100, price: 1_000 },
    ]);
    const guestId = newGuestId();
    const guest = createShopClient(shop, { guestId });
    await guest.add(kept!.id, 1);
    const user = await createTestUser(shop);
    const { idToken } = await signIn(shop, user.email, user.password);
    const me = createShopClient(shop, { idToken });

    const [merge, ...adds] = await Promise.all([
      me.call<{ cart: CartView }>('POST', '/api/me/cart/merge', undefined, { 'x-guest-session-id': guestId }),
      ...Array.from({ length: 6 }, () => me.add(raced!.id, 1)),
      ...Array.from({ length: 5 }, () => guest.add(kept!.id, 1)),
    ]);

    expect(merge.status).toBe(200);
    expect(adds.map((answer) => answer.status)).toEqual(adds.map(() => 200));
    // Guest adds that landed after the merge stay in the (new) guest cart; none is lost.
    const mine = quantities((await me.getCart()).body.cart);
    const guestLeft = quantities((await guest.getCart()).body.cart);
    expect(mine[raced!.id]).toBe(6);
    expect((mine[kept!.id] ?? 0) + (guestLeft[kept!.id] ?? 0)).toBe(6);
  });
});
