/** GET /api/products: the catalogue list with search, category, deals, facets (brand, price, in stock, deals) with their counts, sort and paging. */
import { catalogueQuerySchema, encodeCursor } from '../../core/catalogue/catalogue-query.js';
import { createCatalogueSearch } from '../../core/catalogue/catalogue-search.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', query: catalogueQuerySchema },
  async ({ query }) => {
    const { index } = await getCatalogue({ search: createCatalogueSearch });
    const { items, total, facets, did_you_mean } = index.query(query, createCatalogueSearch);
    const nextOffset = query.offset + items.length;
    return {
      products: items,
      total,
      limit: query.limit,
      offset: query.offset,
      next_cursor: nextOffset < total ? encodeCursor(nextOffset) : null,
      facets,
      did_you_mean,
    };
  },
);
