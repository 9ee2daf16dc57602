/**
 * Lighthouse (mobile preset) on the production build served by the shop, with the local Chromium:
 * performance, accessibility and cumulative layout shift of `/`, `/products` and a product page.
 * Part of `npm run bench:web`. Goals (issue 4): performance and accessibility at least 95, CLS < 0.05.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { startShopProcess } from './shop-process.js';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-lighthouse-'));
const shop = await startShopProcess(dataDir, await getFreePorts());
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  const featured = (await (await fetch(`${shop.url}/api/products/featured?limit=1`)).json()) as {
    products: { id: string }[];
  };
  const pages = ['/', '/products', `/product/${featured.products[0]!.id}`];
  console.log('\nLighthouse, mobile preset (goals: performance >= 95, accessibility >= 95, CLS < 0.05)');
  for (const page of pages) {
    // One warm-up load so the figures measure the page, not the first compilation of the API's code.
    await fetch(`${shop.url}${page}`);
    const result = await lighthouse(`${shop.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
    const lcp = Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    console.log(
      `  ${page.padEnd(50)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
        `CLS ${cls.toFixed(3)}  LCP ${(lcp / 1000).toFixed(2)} s`,
    );
  }
} finally {
  chrome.kill();
  await shop.stop();
  await rm(dataDir, { recursive: true, force: true });
}
