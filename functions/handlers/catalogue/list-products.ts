/**
 * GET /api/products: the catalogue list with search, category, deals, facets (brand, price, in stock,
 * deals) with their counts, sort and paging. GET /api/me/products (a signed-in business buyer) is the
 * same list at their company's prices: the price facet's range, the price filter and the price
 * orders at their prices, and `prices` for the page's products (as `POST /api/me/prices` answers).
 */
import { catalogueQuerySchema, encodeCursor } from '../../core/catalogue/catalogue-query.js';
import { createCatalogueSearch } from '../../core/catalogue/catalogue-search.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getBuyerCataloguePricing } from '../../services/pricing/buyer-catalogue-pricing.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  {
    auth: 'public',
    query: catalogueQuerySchema,
    // A signed-in buyer's reads (membership, list header) go beside the check of their standing.
    early: ({ userId }) => getBuyerCataloguePricing(userId),
  },
  async ({ query, caller, early }) => {
    const [{ index }, pricing] = await Promise.all([
      getCatalogue({ search: createCatalogueSearch }),
      caller && early,
    ]);
    const { items, total, facets, did_you_mean } = index.query(query, createCatalogueSearch, pricing);
    const nextOffset = query.offset + items.length;
    return {
      products: items,
      total,
      limit: query.limit,
      offset: query.offset,
      next_cursor: nextOffset < total ? encodeCursor(nextOffset) : null,
      facets,
      did_you_mean,
      ...(caller
        ? { prices: pricing?.pricesOf(items.flatMap((card) => index.get(card.id) ?? [])) ?? [] }
        : {}),
    };
  },
);
