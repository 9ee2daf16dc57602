/**
 * Playwright global setup: starts the shop with the same supervisor as `npm start` (free ports, a
 * throwaway data folder, the sample catalogue) and hands its address to the workers through the
 * environment, which playwright.config.ts reads as baseURL.
 */
import { startTestShop } from '../helpers/test-shop.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The card reconciler every 3 s instead of 5 minutes: a card payment whose answer was lost reaches
  // staff's review within the test that loses it (the integration tests run it themselves instead).
  const { shop, provided, dispose } = await startTestShop({ cardReconcileEveryMs: 3_000 });
  process.env.E2E_BASE_URL = shop.url;
  process.env.E2E_ADMIN_EMAIL = shop.sampleAccounts.admin.email;
  process.env.E2E_ADMIN_PASSWORD = shop.sampleAccounts.admin.password;
  // For specs that need more than the sample accounts (a moderator, a stored enquiry).
  process.env.E2E_SHOP = JSON.stringify(provided);
  return dispose;
}
