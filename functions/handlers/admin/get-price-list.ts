/**
 * GET /api/admin/price-lists/{priceListId}?after=<sku> (staff): the list and one page of its entries
 * in SKU order, with the SKU to ask the next page after.
 */
import {
  PRICE_LISTS,
  priceListEntriesPageSchema,
  priceListParamsSchema,
} from '../../core/pricing/price-list-schemas.js';
import { getPriceList, listPriceListEntries } from '../../data/price-lists.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: priceListParamsSchema, query: priceListEntriesPageSchema },
  async ({ params, query }) => {
    const [list, page] = await Promise.all([
      getPriceList(params.priceListId),
      listPriceListEntries(params.priceListId, query.after, PRICE_LISTS.entriesPerPage),
    ]);
    if (!list) throw new NotFoundError('No such price list.');
    return { price_list: list, entries: page.entries, next_after: page.next };
  },
);
