import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { ProductCard } from '../../functions/core/catalogue/product-card.js';
import { CATALOGUE_FRESHNESS } from '../../functions/core/catalogue/catalogue-freshness.js';
import { PRODUCT_PAGE } from '../../functions/core/catalogue/catalogue-limits.js';
import { createTestProducts } from '../helpers/cart-api.js';

const shop = inject('shop');

async function related(id: string) {
  const response = await fetch(`${shop.url}/api/products/${id}/related`);
  return { status: response.status, body: (await response.json()) as { products: ProductCard[] } };
}

describe('GET /api/products/{id}/related', () => {
  it('answers products of the same category and brand, the nearest price first, once the catalogue has seen them', async () => {
    // A price no sample product is near, so these two are each other's nearest.
    const [product, near] = await createTestProducts(shop, [
      { stock: 5, price: 987_650 },
      { stock: 5, price: 987_655 },
    ]);
    const detail = (await (await fetch(`${shop.url}/api/products/${product!.id}`)).json()) as {
      product: ProductCard;
    };

    // Warm containers look at the change log at most once per check interval.
    await expect
      .poll(async () => (await related(product!.id)).body.products?.[0]?.id, {
        timeout: 10 * CATALOGUE_FRESHNESS.checkIntervalMs,
        interval: 100,
      })
      .toBe(near!.id);
    const { status, body } = await related(product!.id);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(PRODUCT_PAGE.relatedLimit);
    expect(body.products[0]!.id).toBe(near!.id);
    expect(body.products.map((p) => p.id)).not.toContain(product!.id);
    // The sample catalogue holds more than enough of this line: all of them are of it.
    for (const card of body.products) {
      expect(card).not.toHaveProperty('cost_price');
      expect(card.category_slug).toBe(detail.product.category_slug);
      expect(card.brand_name).toBe(detail.product.brand_name);
    }
  });

  it('is a 404 for an unknown product and a 400 naming the id for a malformed one', async () => {
    expect((await related(randomUUID())).status).toBe(404);
    const malformed = await fetch(`${shop.url}/api/products/${'x'.repeat(300)}/related`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/^id/);
  });
});
