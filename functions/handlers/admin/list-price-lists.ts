/** GET /api/admin/price-lists (staff): the company price lists, newest first. */
import { listPriceLists } from '../../data/price-lists.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => ({
  price_lists: await listPriceLists(),
}));
