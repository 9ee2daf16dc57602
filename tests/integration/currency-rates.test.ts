/**
 * Rates staff set for currencies beyond USD: saved with their date through the pricing route (a bad
 * one is a 400 naming the field), then used by the importer on a euro-priced product page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PricingSettings } from '../../functions/core/pricing/pricing-rules.js';
import { startLinksStore, type LinksStore } from '../fixtures/stores/links-store.js';
import { signIn } from '../helpers/cognito.js';
import { createReviewApi } from '../helpers/import-review.js';
import { createTableClient } from '../helpers/scraper.js';

const shop = inject('shop');
const table = createTableClient(shop);
let store: LinksStore;
let api: ReturnType<typeof createReviewApi>;
let before: PricingSettings;

const toInput = ({ rateSetAt: _date, ...settings }: PricingSettings) => settings;

beforeAll(async () => {
  store = await startLinksStore();
  const admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  api = createReviewApi(shop, admin.idToken);
  before = (await api.call<{ settings: PricingSettings }>('GET', '/api/admin/pricing')).body.settings;
});

afterAll(async () => {
  // Other files read the euro page without a rate: the shop's settings go back as they were.
  if (before) await api.call('PUT', '/api/admin/pricing', toInput(before));
  await store?.close();
});

describe('a rate staff set for EUR', () => {
  it('is refused when the code or the rate is not one, naming the field', async () => {
    const badCode = await api.call<{ message: string }>('PUT', '/api/admin/pricing', {
      ...toInput(before),
      currencyRates: [{ currency: 'EURO', jmdPerUnit: 170 }],
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toMatch(/^currencyRates\.0\.currency: /);
    const badRate = await api.call<{ message: string }>('PUT', '/api/admin/pricing', {
      ...toInput(before),
      currencyRates: [{ currency: 'EUR', jmdPerUnit: -1 }],
    });
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toMatch(/^currencyRates\.0\.jmdPerUnit: /);
  });

  it('is saved with its date and prices the euro page "1.149,00 €" in JMD by the rule', async () => {
    const saved = await api.call<{ settings: PricingSettings }>('PUT', '/api/admin/pricing', {
      ...toInput(before),
      currencyRates: [{ currency: 'eur', jmdPerUnit: '170' }],
      defaultMarkupPercent: 20,
      priceEnding: '95',
      brandMarkups: [],
      categoryMarkups: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.currencyRates).toEqual([
      { currency: 'EUR', jmdPerUnit: 170, setAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);

    const run = await api.run(`${store.url}/item/dell-p2723qe-eu`, 'import', { activeOnImport: true });
    expect(run.status, run.message).toBe('succeeded');
    expect(run.skipped ?? []).not.toContainEqual(expect.objectContaining({ reason: 'currency-not-set-up' }));
    // 1,149.00 EUR x 170 = 195,330 JMD (the cost); +20 % = 234,396; ending 95: 234,495.
    const monitor = await table.getProductBySku('DELL-P2723QE-EU');
    expect(monitor).toMatchObject({
      selling_price: 234_495,
      cost_price: 195_330,
      source_price: { amount: 1149, currency: 'EUR' },
      is_active: true,
    });
  });
});
