/**
 * A business buyer's catalogue answer at their prices (`GET /api/me/products`, issue 29): the price
 * facet's range, the min/max price filter and the price order at their company's list, and the
 * page's prices in the same answer; a consumer, a guest and a removed buyer get the list prices.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CatalogueFacets } from '../../../functions/core/catalogue/catalogue-facets.js';
import type { BuyerPrice } from '../../../functions/core/pricing/buyer-price-view.js';
import {
  createCompanyAtPriceList,
  createCustomer,
  createPriceList,
  createStaff,
  savePriceListEntries,
} from '../../helpers/business.js';
import { createTestProducts, type ErrorBody, type ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
let staff: ShopClient;

beforeAll(async () => {
  staff = await createStaff(shop);
});

interface CatalogueAnswer extends ErrorBody {
  products: { id: string }[];
  total: number;
  facets: CatalogueFacets;
  prices?: BuyerPrice[];
}

/** A word no other product's name holds, so a search for it finds this test's products only. */
const newWord = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

describe("a business buyer's catalogue at their prices", () => {
  it("gives the price range, the price filter and the price order at the buyer's list; a consumer's at list prices", async () => {
    const word = newWord();
    // Lowered by the list to 500, lowered to 6,000, and one the list says nothing of.
    const [cheapened, lowered, untouched] = await createTestProducts(shop, [
      { stock: 5, price: 3_000, name: `${word} Cable` },
      { stock: 5, price: 10_000, name: `${word} Monitor` },
      { stock: 5, price: 1_000, name: `${word} Mouse` },
    ]);
    const listId = await createPriceList(staff, {});
    await savePriceListEntries(staff, listId, [
      { sku: cheapened!.sku, fixed_price: 500 },
      { sku: lowered!.sku, fixed_price: 6_000 },
    ]);
    const { admin, companyId, buyer } = await createCompanyAtPriceList(shop, staff, listId);
    const consumer = await createCustomer(shop);

    const list = async (client: ShopClient | undefined, params: string) => {
      const path = `/products?search=${word}&${params}`;
      const answer = client
        ? await client.call<CatalogueAnswer>('GET', `/api/me${path}`)
        : await fetch(`${shop.url}/api${path}`).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as CatalogueAnswer,
          }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    // The warm catalogue follows the table within a second.
    await expect.poll(async () => (await list(undefined, '')).total, { timeout: 10_000 }).toBe(3);

    const bought = await list(buyer.client, '');
    expect(bought.facets.price).toEqual({ min: 500, max: 6_000 });
    expect(Object.fromEntries(bought.prices!.map((price) => [price.product_id, price.price]))).toEqual({
      [cheapened!.id]: 500,
      [lowered!.id]: 6_000,
    });
    const ids = (answer: CatalogueAnswer) => answer.products.map((product) => product.id);
    // Up to 2,000: the buyer's 500 and 1,000; at list prices only the 1,000 one.
    expect(ids(await list(buyer.client, 'max_price=2000&sort=price_asc'))).toEqual([
      cheapened!.id,
      untouched!.id,
    ]);
    expect(ids(await list(buyer.client, 'min_price=5000&max_price=7000'))).toEqual([lowered!.id]);
    expect(ids(await list(buyer.client, 'sort=price_asc'))).toEqual([
      cheapened!.id,
      untouched!.id,
      lowered!.id,
    ]);

    for (const client of [consumer.client, undefined]) {
      const listed = await list(client, '');
      expect(listed.facets.price).toEqual({ min: 1_000, max: 10_000 });
      expect(listed.prices ?? []).toEqual([]);
      expect(ids(await list(client, 'max_price=2000'))).toEqual([untouched!.id]);
      expect(ids(await list(client, 'min_price=5000&max_price=7000'))).toEqual([]);
      expect(ids(await list(client, 'sort=price_asc'))).toEqual([untouched!.id, cheapened!.id, lowered!.id]);
    }
    // The guest's answer says nothing of prices; the buyer's list did not leak into it.
    expect(await list(undefined, '')).not.toHaveProperty('prices');

    // Removed from the company: the cart prices at the list price on the very next request, and the
    // catalogue follows within its check of the change log (a second), as it follows a new list price.
    const removed = await admin.client.call(
      'DELETE',
      `/api/me/business/${companyId}/members/${buyer.user.userId}`,
    );
    expect(removed.status).toBe(204);
    const added = await buyer.client.add(cheapened!.id, 1);
    expect(added.body.cart.lines.find((line) => line.product_id === cheapened!.id)?.price).toBe(3_000);
    await expect.poll(async () => (await list(buyer.client, '')).prices, { timeout: 10_000 }).toEqual([]);
    expect((await list(buyer.client, '')).facets.price).toEqual({ min: 1_000, max: 10_000 });
  });

  it("shows staff's change to the list in the buyer's catalogue as soon as a new list price would show", async () => {
    const word = newWord();
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 5_000, name: `${word} Dock` }]);
    const listId = await createPriceList(staff, {});
    await savePriceListEntries(staff, listId, [{ sku: product!.sku, fixed_price: 4_500 }]);
    const { buyer } = await createCompanyAtPriceList(shop, staff, listId);
    const range = async () => {
      const answer = await buyer.client.call<CatalogueAnswer>('GET', `/api/me/products?search=${word}`);
      expect(answer.status).toBe(200);
      return answer.body.facets.price;
    };
    await expect.poll(range, { timeout: 10_000 }).toEqual({ min: 4_500, max: 4_500 });
    await savePriceListEntries(staff, listId, [{ sku: product!.sku, fixed_price: 4_000 }]);
    // Within the catalogue's check of its change log (a second).
    await expect.poll(range, { timeout: 10_000 }).toEqual({ min: 4_000, max: 4_000 });
  });
});
