/** GET /api/products/featured: the home page's Featured Weekly products. */
import { featuredQuerySchema } from '../../core/catalogue/catalogue-other-queries.js';
import { listFeatured } from '../../core/catalogue/catalogue-other-routes.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: featuredQuerySchema },
  async ({ query }) => {
    const { index } = await getCatalogue();
    return { products: listFeatured(index, query.limit) };
  },
);
