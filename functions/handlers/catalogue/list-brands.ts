/** GET /api/brands: the active brands, by name. */
import { listBrands } from '../../data/catalogue-reads.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'public' }, async () => {
  const brands = await listBrands();
  return {
    brands: brands
      .filter((b) => b.is_active)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map(({ id, name, slug, description }) => ({ id, name, slug, description })),
  };
});
