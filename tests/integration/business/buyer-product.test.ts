/**
 * A business buyer's product page in one request (`GET /api/me/products/{id}`, issue 29): the
 * product's detail with their price and the break table of their company's list; a consumer gets the
 * detail at the list price, a guest is sent to the public route, and a removed buyer pays the list
 * price at once and sees it as soon as the catalogue's cards would show a new price.
 */
import { describe, expect, inject, it } from 'vitest';
import type { ProductDetail } from '../../../functions/core/catalogue/product-card.js';
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

const shop = inject('shop');
const staff = await createStaff(shop);

interface ProductAnswer extends ErrorBody {
  product: ProductDetail;
  prices?: BuyerPrice[];
}

const productPage = async (client: ShopClient, productId: string) => {
  const answer = await client.call<ProductAnswer>('GET', `/api/me/products/${productId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe("a business buyer's product page", () => {
  it('gives the product with their price and break table in one answer; a consumer and a removed buyer get the list price', async () => {
    const [broken, untouched] = await createTestProducts(shop, [
      { stock: 5, price: 1_000 },
      { stock: 5, price: 2_000 },
    ]);
    const listId = await createPriceList(staff, {});
    await savePriceListEntries(staff, listId, [
      {
        sku: broken!.sku,
        fixed_price: 960,
        breaks: [
          { min_quantity: 5, max_quantity: 9, unit_price: 850 },
          { min_quantity: 10, max_quantity: null, unit_price: 700 },
        ],
      },
    ]);
    const { admin, companyId, buyer } = await createCompanyAtPriceList(shop, staff, listId);
    const consumer = await createCustomer(shop);

    // The warm catalogue follows the table within a second.
    await expect
      .poll(async () => (await buyer.client.call('GET', `/api/me/products/${broken!.id}`)).status, {
        timeout: 10_000,
      })
      .toBe(200);
    const page = await productPage(buyer.client, broken!.id);
    expect(page.product).toMatchObject({ id: broken!.id, sku: broken!.sku, selling_price: 1_000 });
    expect(page.prices).toEqual([
      {
        product_id: broken!.id,
        price: 960,
        list_price: 1_000,
        tiers: [
          { min_quantity: 1, max_quantity: 4, unit_price: 960 },
          { min_quantity: 5, max_quantity: 9, unit_price: 850 },
          { min_quantity: 10, max_quantity: null, unit_price: 700 },
        ],
      },
    ]);
    // A product their list says nothing of: its detail at the list price, no price of theirs.
    const plain = await productPage(buyer.client, untouched!.id);
    expect(plain.product).toMatchObject({ id: untouched!.id, selling_price: 2_000 });
    expect(plain.prices).toEqual([]);

    // A consumer: the same detail, at the list price.
    const consumers = await productPage(consumer.client, broken!.id);
    expect(consumers.product).toEqual(page.product);
    expect(consumers.prices).toEqual([]);

    // A guest: the buyer's route refuses them; the public product page says nothing of prices.
    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.call('GET', `/api/me/products/${broken!.id}`)).status).toBe(401);
    const publicPage = await guest.call<ProductAnswer>('GET', `/api/products/${broken!.id}`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.body.product).toEqual(page.product);
    expect(publicPage.body).not.toHaveProperty('prices');

    // An unknown product is a 404 on the buyer's route too.
    expect((await buyer.client.call('GET', '/api/me/products/no-such-product')).status).toBe(404);

    // Removed from the company: the cart prices at the list price on the very next request, and the
    // product page follows within the catalogue's check of its change log (a second), as it follows
    // a new list price.
    const removed = await admin.client.call(
      'DELETE',
      `/api/me/business/${companyId}/members/${buyer.user.userId}`,
    );
    expect(removed.status).toBe(204);
    const added = await buyer.client.add(broken!.id, 1);
    expect(added.body.cart.lines.find((line) => line.product_id === broken!.id)?.price).toBe(1_000);
    await expect
      .poll(async () => (await productPage(buyer.client, broken!.id)).prices, { timeout: 10_000 })
      .toEqual([]);
    expect((await productPage(buyer.client, broken!.id)).product).toEqual(page.product);
  });
});
