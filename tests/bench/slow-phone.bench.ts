/**
 * The key shopper journeys on the slow phone of the human-speed tests (360 px, 400 kbps, a CPU four
 * times slower), typed with real keystrokes: seconds to the first product on screen, to the cart and
 * to the order placed. Each journey runs in a fresh browser context (a cold cache, as a first visit)
 * RUNS times; the median and the slowest are printed. Figures only: nothing here is asserted.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { chromiumLaunch } from '../../playwright.config.js';
import { openSlowPhone } from '../e2e/human.js';
import { startShopProcess } from './shop-process.js';

const RUNS = 3;
const TYPING_DELAY_MS = 70;
const STEP_TIMEOUT_MS = 60_000;

const seconds = (since: number) => (performance.now() - since) / 1000;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface JourneyTimes {
  firstProduct: number;
  cart: number;
  orderPlaced: number;
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(text, { delay: TYPING_DELAY_MS });
}

/** Home, a search typed in the header, a product, Add to Cart, the cart, guest checkout, bank transfer. */
async function runJourney(page: Page): Promise<JourneyTimes> {
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const start = performance.now();
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .waitFor();
  const firstProduct = seconds(start);

  const banner = page.getByRole('banner');
  await banner
    .getByRole('searchbox', { name: 'Search products' })
    .or(banner.getByRole('combobox', { name: 'Search products' }))
    .first()
    .click();
  await page.keyboard.type('laptop', { delay: TYPING_DELAY_MS });
  await page.keyboard.press('Enter');
  const firstResult = page
    .getByRole('main')
    .getByRole('link', { name: /laptop/i })
    .first();
  await firstResult.click();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).first().click();
  await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
  const cart = seconds(start);

  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await typeInto(page, 'First Name', 'Shanice');
  await typeInto(page, 'Last Name', 'Brown');
  await typeInto(page, 'Email', `phone-bench-${Date.now()}@example.com`);
  await typeInto(page, 'Phone', '876-555-0188');
  await typeInto(page, 'Street Address', '12 Port Henderson Road');
  await typeInto(page, 'City', 'Portmore');
  await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Catherine');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Bank transfer/i }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
  return { firstProduct, cart, orderPlaced: seconds(start) };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-phone-bench-'));
const shop = await startShopProcess(dataDir, await getFreePorts(), { inMemory: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  // One unreported visit warms the catalogue cache, as any shopper before this one would have.
  await (await fetch(`${shop.url}/api/products?limit=1`)).arrayBuffer();
  const runs: JourneyTimes[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await openSlowPhone(browser, shop.url);
    try {
      runs.push(await runJourney(page));
    } finally {
      await page.context().close();
    }
  }
  console.log(`slow phone (360 px, 400 kbps, CPU 4x slower), ${RUNS} cold visits, seconds from opening /`);
  console.log('| step | median | slowest |');
  console.log('| --- | --- | --- |');
  for (const [label, key] of [
    ['first product on screen', 'firstProduct'],
    ['cart shown', 'cart'],
    ['order placed', 'orderPlaced'],
  ] as const) {
    const values = runs.map((run) => run[key]);
    console.log(`| ${label} | ${median(values).toFixed(1)} s | ${Math.max(...values).toFixed(1)} s |`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
