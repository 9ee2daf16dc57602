/**
 * A business buyer's prices for catalogue pages (`POST /api/me/prices`): their company's running
 * list gives a fixed price, a percentage off and the break table; a removed buyer, a consumer and a
 * second company's buyer get their own (or no) prices; a guest is refused; bad input names the field.
 */
import { describe, expect, inject, it } from 'vitest';
import { COMPANY_BUYER_CLAIM } from '../../../functions/core/auth/company-buyer.js';
import type { BuyerPrice } from '../../../functions/core/pricing/buyer-price-view.js';
import {
  createCompanyAtPriceList,
  createCustomer,
  createPriceList,
  createStaff,
  savePriceListEntries,
} from '../../helpers/business.js';
import {
  createShopClient,
  createTestProducts,
  newGuestId,
  type ErrorBody,
  type ShopClient,
} from '../../helpers/cart-api.js';
import { signIn } from '../../helpers/cognito.js';

const shop = inject('shop');
const staff = await createStaff(shop);

const pricesOf = async (client: ShopClient, productIds: string[]) => {
  const answer = await client.call<{ prices: BuyerPrice[] } & ErrorBody>('POST', '/api/me/prices', {
    product_ids: productIds,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.prices;
};

describe("a buyer's prices for catalogue pages", () => {
  it('answers the fixed price, the percentage off and the break table of their list only', async () => {
    // Test products share one category: the percentage applies to all three, beneath the SKU entries.
    const [fixed, discounted, broken] = await createTestProducts(shop, [
      { stock: 5, price: 3_000 },
      { stock: 5, price: 10_000 },
      { stock: 5, price: 1_000 },
    ]);
    const listId = await createPriceList(staff, {
      rules: [{ kind: 'category', id: discounted!.category_id, percent_off: 12.5 }],
    });
    await savePriceListEntries(staff, listId, [
      { sku: fixed!.sku, fixed_price: 2_500 },
      {
        sku: broken!.sku,
        fixed_price: 960,
        breaks: [
          { min_quantity: 5, max_quantity: 9, unit_price: 850 },
          { min_quantity: 10, max_quantity: null, unit_price: 700 },
        ],
      },
    ]);
    // A second company at another list lowering the same products further.
    const otherList = await createPriceList(staff, {});
    await savePriceListEntries(staff, otherList, [
      { sku: fixed!.sku, fixed_price: 1 },
      { sku: broken!.sku, fixed_price: 1 },
    ]);
    const other = await createCompanyAtPriceList(shop, staff, otherList);
    const { admin, companyId, buyer } = await createCompanyAtPriceList(shop, staff, listId);

    const ids = [fixed!.id, discounted!.id, broken!.id];
    const prices = await pricesOf(buyer.client, ids);
    const byId = new Map(prices.map((price) => [price.product_id, price]));
    expect(byId.get(fixed!.id)).toEqual({
      product_id: fixed!.id,
      price: 2_500,
      list_price: 3_000,
      tiers: [],
    });
    expect(byId.get(discounted!.id)).toMatchObject({ price: 8_750, list_price: 10_000, tiers: [] });
    expect(byId.get(broken!.id)).toEqual({
      product_id: broken!.id,
      price: 960,
      list_price: 1_000,
      tiers: [
        { min_quantity: 1, max_quantity: 4, unit_price: 960 },
        { min_quantity: 5, max_quantity: 9, unit_price: 850 },
        { min_quantity: 10, max_quantity: null, unit_price: 700 },
      ],
    });
    expect(prices).toHaveLength(3);
    // The company admin buys at the same list; the other company's buyer at theirs only (no
    // percentage there: the product it says nothing of is left out, at its list price).
    expect((await pricesOf(admin.client, [fixed!.id]))[0]).toMatchObject({ price: 2_500 });
    const theirs = await pricesOf(other.buyer.client, [fixed!.id, discounted!.id]);
    expect(theirs).toEqual([{ product_id: fixed!.id, price: 1, list_price: 3_000, tiers: [] }]);

    // Removed from the company: the cart prices at the list price on the very next request; the
    // prices call, though this container keeps the company's list from the calls above, follows
    // within the catalogue's check of its change log (a second), as a new list price shows.
    const removed = await admin.client.call(
      'DELETE',
      `/api/me/business/${companyId}/members/${buyer.user.userId}`,
    );
    expect(removed.status).toBe(204);
    const added = await buyer.client.add(fixed!.id, 1);
    expect(added.body.cart.lines.find((line) => line.product_id === fixed!.id)?.price).toBe(3_000);
    await expect.poll(() => pricesOf(buyer.client, ids), { timeout: 10_000 }).toEqual([]);
  });

  it("shows staff's change to the list as soon as a new list price would show", async () => {
    // The prices call keeps the entries it read while the list's header says they are current.
    const [kept, added] = await createTestProducts(shop, [
      { stock: 5, price: 5_000 },
      { stock: 5, price: 2_000 },
    ]);
    const listId = await createPriceList(staff, {});
    await savePriceListEntries(staff, listId, [{ sku: kept!.sku, fixed_price: 4_500 }]);
    const { buyer } = await createCompanyAtPriceList(shop, staff, listId);
    const ids = [kept!.id, added!.id];
    const byProduct = (prices: BuyerPrice[]) =>
      Object.fromEntries(prices.map((price) => [price.product_id, price.price]));
    expect(byProduct(await pricesOf(buyer.client, ids))).toEqual({ [kept!.id]: 4_500 });
    expect(byProduct(await pricesOf(buyer.client, ids))).toEqual({ [kept!.id]: 4_500 });

    await savePriceListEntries(staff, listId, [
      { sku: kept!.sku, fixed_price: 4_000 },
      { sku: added!.sku, fixed_price: 1_500 },
    ]);
    // Each change within the catalogue's check of its change log (a second).
    const current = () => pricesOf(buyer.client, ids).then(byProduct);
    await expect.poll(current, { timeout: 10_000 }).toEqual({ [kept!.id]: 4_000, [added!.id]: 1_500 });

    const removed = await staff.call('PUT', `/api/admin/price-lists/${listId}/entries`, {
      remove_skus: [kept!.sku],
    });
    expect(removed.status).toBe(200);
    await expect.poll(current, { timeout: 10_000 }).toEqual({ [added!.id]: 1_500 });

    // The header's percentage rule, changed by staff, follows the same way.
    const updated = await staff.call('PUT', `/api/admin/price-lists/${listId}`, {
      name: 'Resellers',
      valid_from: '2020-01-01',
      valid_to: null,
      rules: [{ kind: 'category', id: kept!.category_id, percent_off: 10 }],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await expect.poll(current, { timeout: 10_000 }).toEqual({ [kept!.id]: 4_500, [added!.id]: 1_500 });
  });

  it("marks a company member's token, not a consumer's, so only members' pages ask", async () => {
    const claimsOf = async ({ email, password }: { email: string; password: string }) => {
      const { idToken } = await signIn(shop, email, password);
      return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
    };
    const { admin, buyer } = await createCompanyAtPriceList(shop, staff, await createPriceList(staff, {}));
    expect((await claimsOf(buyer.user))[COMPANY_BUYER_CLAIM]).toBe('yes');
    expect((await claimsOf(admin.user))[COMPANY_BUYER_CLAIM]).toBe('yes');
    const consumer = await createCustomer(shop);
    expect(await claimsOf(consumer.user)).not.toHaveProperty(COMPANY_BUYER_CLAIM);
  });

  it('gives consumers nothing, refuses guests, and names the bad field', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 4_000 }]);
    const consumer = await createCustomer(shop);
    expect(await pricesOf(consumer.client, [product!.id])).toEqual([]);
    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.call('POST', '/api/me/prices', { product_ids: [product!.id] })).status).toBe(401);

    const bad = async (body: unknown) => {
      const answer = await consumer.client.call<ErrorBody>('POST', '/api/me/prices', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('product_ids');
    };
    await bad({});
    await bad({ product_ids: [] });
    await bad({ product_ids: [''] });
    await bad({ product_ids: Array.from({ length: 61 }, (_, index) => `p-${index}`) });
  });
});
