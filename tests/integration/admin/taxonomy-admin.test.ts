/**
 * Brand and category management on the test shop: create, rename, deactivate, and a merge that moves
 * the products and removes the merged entry, seen by the shop on its next request.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { writeCsv } from '../../../functions/core/csv/csv.js';
import { createTestProducts } from '../../helpers/cart-api.js';
import { signIn } from '../../helpers/cognito.js';
import { createScraperApi } from '../../helpers/scraper.js';

const shop = inject('shop');
let api: ReturnType<typeof createScraperApi>;

interface Entry {
  id: string;
  name: string;
  slug: string;
  is_active: boolean;
}

const publicCategories = async () =>
  ((await (await fetch(`${shop.url}/api/categories`)).json()) as { categories: Entry[] }).categories;

beforeAll(async () => {
  const admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  api = createScraperApi(shop, admin.idToken);
});

describe('category management', () => {
  it('creates, renames and deactivates a category, and refuses a name in use', async () => {
    const created = await api.call<{ entry: Entry }>('POST', '/api/admin/taxonomy/categories', {
      name: 'Taxtest Cables',
    });
    expect(created.status).toBe(201);
    const { id } = created.body.entry;
    expect((await publicCategories()).map((c) => c.name)).toContain('Taxtest Cables');

    const duplicate = await api.call<{ message: string }>('POST', '/api/admin/taxonomy/categories', {
      name: 'taxtest cables',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(/^name: /);

    const renamed = await api.call<{ entry: Entry }>('PUT', `/api/admin/taxonomy/categories/${id}`, {
      name: 'Taxtest Leads',
      is_active: false,
    });
    expect(renamed.body.entry).toMatchObject({
      name: 'Taxtest Leads',
      slug: 'taxtest-leads',
      is_active: false,
    });
    expect((await publicCategories()).map((c) => c.id)).not.toContain(id);
  });

  it('merges one category into another, moving its products', async () => {
    const from = (
      await api.call<{ entry: Entry }>('POST', '/api/admin/taxonomy/categories', { name: 'Taxtest From' })
    ).body.entry;
    const into = (
      await api.call<{ entry: Entry }>('POST', '/api/admin/taxonomy/categories', { name: 'Taxtest Into' })
    ).body.entry;
    // Products of its own: the newest products of the shared shop belong to other test files.
    const [first, second] = await createTestProducts(shop, [{ stock: 3 }, { stock: 3 }]);
    const csv = writeCsv([
      ['sku', 'category'],
      [first!.sku, 'Taxtest From'],
      [second!.sku, 'Taxtest From'],
    ]);
    expect((await api.call('POST', '/api/admin/products-csv', { csv, apply: true })).status).toBe(200);

    const merged = await api.call<{ moved: number }>(
      'POST',
      `/api/admin/taxonomy/categories/${from.id}/merge`,
      {
        into: into.id,
      },
    );

    expect(merged.body.moved).toBe(2);
    for (const { id } of [first!, second!]) {
      const product = await api.call<{ product: { category_id: string } }>(
        'GET',
        `/api/admin/products/${id}`,
      );
      expect(product.body.product.category_id).toBe(into.id);
    }
    const names = (await publicCategories()).map((c) => c.name);
    expect(names).toContain('Taxtest Into');
    expect(names).not.toContain('Taxtest From');
  });

  it('refuses a merge into itself or an unknown entry, naming the field', async () => {
    const entry = (
      await api.call<{ entry: Entry }>('POST', '/api/admin/taxonomy/brands', { name: 'Taxtest Brand' })
    ).body.entry;
    const itself = await api.call<{ message: string }>(
      'POST',
      `/api/admin/taxonomy/brands/${entry.id}/merge`,
      {
        into: entry.id,
      },
    );
    expect(itself.status).toBe(400);
    expect(itself.body.message).toMatch(/^into: /);
    const unknown = await api.call<{ message: string }>(
      'POST',
      `/api/admin/taxonomy/brands/${entry.id}/merge`,
      {
        into: 'no-such-brand',
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^into: /);
  });
});
