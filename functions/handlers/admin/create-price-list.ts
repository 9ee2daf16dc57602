/** POST /api/admin/price-lists (staff): a new price list (name, Jamaica dates, percentage rules). */
import { priceListInputSchema } from '../../core/pricing/price-list-schemas.js';
import { savePriceList } from '../../services/pricing/save-price-list.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin', body: priceListInputSchema }, async ({ body }) => ({
  statusCode: 201,
  body: { price_list: await savePriceList(body) },
}));
