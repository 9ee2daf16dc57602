/** GET /api/admin/pricing: the exchange rate (with the date staff set it), markups and price ending. */
import { getPricingSettings } from '../../data/pricing-settings.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin', groups: ['admin'] }, async () => ({
  settings: await getPricingSettings(),
}));
