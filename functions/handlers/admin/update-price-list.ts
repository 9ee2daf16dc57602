/** PUT /api/admin/price-lists/{priceListId} (staff): a list's name, dates and percentage rules. */
import { priceListInputSchema, priceListParamsSchema } from '../../core/pricing/price-list-schemas.js';
import { savePriceList } from '../../services/pricing/save-price-list.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: priceListParamsSchema, body: priceListInputSchema },
  async ({ params, body }) => ({ price_list: await savePriceList(body, params.priceListId) }),
);
