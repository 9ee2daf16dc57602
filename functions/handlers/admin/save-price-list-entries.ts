/**
 * PUT /api/admin/price-lists/{priceListId}/entries `{ entries, remove_skus }` (staff): fixed prices
 * and quantity breaks of some SKUs (each replacing that SKU's entry), and SKUs taken off the list.
 */
import { priceListEntriesSchema, priceListParamsSchema } from '../../core/pricing/price-list-schemas.js';
import { savePriceListEntries } from '../../services/pricing/save-price-list.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: priceListParamsSchema, body: priceListEntriesSchema },
  async ({ params, body }) => {
    await savePriceListEntries(params.priceListId, body);
    return { saved: body.entries.length, removed: body.remove_skus.length };
  },
);
