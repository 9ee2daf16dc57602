/** GET /api/admin/catalogue-options: every brand and category (active or not) for the form's pickers. */
import { listBrands } from '../../data/catalogue-reads.js';
import { listCategories } from '../../data/categories.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => {
  const [brands, categories] = await Promise.all([listBrands(), listCategories()]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  return {
    brands: brands.sort(byName).map(({ id, name, is_active }) => ({ id, name, is_active })),
    categories: categories.map(({ id, name, is_active }) => ({ id, name, is_active })),
  };
});
