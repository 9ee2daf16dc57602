/** GET /api/categories: the active categories, in category-bar order. */
import { toPublicCategory } from '../../core/catalogue/category.js';
import { listCategories } from '../../data/categories.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'public' }, async () => {
  const categories = await listCategories();
  return { categories: categories.filter((c) => c.is_active).map(toPublicCategory) };
});
