/** GET /api/search/suggestions?q=: the header's search-as-you-type, products and categories. */
import { SUGGESTION_LIMITS, suggestionsQuerySchema } from '../../core/catalogue/catalogue-other-queries.js';
import { suggestProducts } from '../../core/catalogue/catalogue-other-routes.js';
import { createCatalogueSearch } from '../../core/catalogue/catalogue-search.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: suggestionsQuerySchema },
  async ({ query }) => {
    const { index, categories } = await getCatalogue({ search: createCatalogueSearch });
    return suggestProducts(index, categories, query.q, SUGGESTION_LIMITS, createCatalogueSearch);
  },
);
