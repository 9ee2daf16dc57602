/**
 * PUT /api/admin/pricing: saves the pricing settings; a changed exchange rate is dated now. The
 * settings apply to the next import, publish or sync.
 */
import { applyPricingInput, pricingSettingsInputSchema } from '../../core/pricing/pricing-rules.js';
import { getPricingSettings, savePricingSettings } from '../../data/pricing-settings.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], body: pricingSettingsInputSchema },
  async ({ body }) => {
    const settings = applyPricingInput(body, await getPricingSettings(), new Date().toISOString());
    await savePricingSettings(settings);
    return { settings };
  },
);
