/**
 * GET /api/admin/products?search&status&limit&offset: the product and inventory tables, every product
 * active or not, newest first (by relevance when searching; lowest stock first with order=stock_asc),
 * one page, from the warm catalogue.
 */
import {
  adminProductQuerySchema,
  queryAdminProducts,
  toAdminProductRow,
} from '../../core/admin/inventory.js';
import { createCatalogueSearch } from '../../core/catalogue/catalogue-search.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', query: adminProductQuerySchema },
  async ({ query }) => {
    const { index } = await getCatalogue({ fresh: true, search: createCatalogueSearch });
    const page = queryAdminProducts(index, query, createCatalogueSearch);
    return {
      products: page.items.map((product) => toAdminProductRow(product, index.getNames(product))),
      total: page.total,
      limit: query.limit,
      offset: query.offset,
    };
  },
);
