/**
 * Every Lambda entry bundled with the CDK's own options: route and trigger bundles stay under the
 * 150 KB goal, only the routes that search carry MiniSearch, and no bundle carries zod's translations
 * (only the English messages the API answers in).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTriggers } from '../../functions/auth-triggers.js';
import { routes } from '../../functions/routes.js';
import { streamConsumers } from '../../functions/stream-consumers.js';
import {
  getNewsletterLinks,
  renderNewsletterConfirmation,
} from '../../functions/core/mail/newsletter-mail.js';
import { extractHtmlPage } from '../../functions/core/scraper/extract-products.js';
import { sanitizeDescription, toPlainText } from '../../functions/core/scraper/sanitize-description.js';
import {
  bundleAllLambdas,
  getBundleGoalBytes,
  SEARCHING_ROUTES,
  toEsbuildOptions,
  type LambdaBundle,
} from '../../infra/bundling/lambda-bundles.js';
import { getRouteAccess } from '../../infra/constructs/route-access.js';
import { WARM_CATALOGUE_HANDLERS } from '../../infra/constructs/route-memory.js';
import { paginate } from '../fixtures/distributor-site/catalogue.js';
import { renderCardsListing } from '../fixtures/distributor-site/pages.js';
import { FIXTURE_LAYOUTS } from '../fixtures/distributor-site/server.js';

/**
 * A module of `functions/` bundled with the options of `handler`'s bundle, then required as the
 * runtime requires a bundle: what the stand-ins and aliases leave of it must still work.
 */
async function requireBundled<T>(source: string, handler: string): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bundled-module-'));
  try {
    const outfile = path.join(dir, 'index.js');
    await esbuild.build({
      ...toEsbuildOptions({ handler, kind: 'task', label: handler }),
      entryPoints: [path.resolve(import.meta.dirname, '../../functions', source)],
      outfile,
      sourcemap: false,
    });
    return createRequire(import.meta.url)(outfile) as T;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let bundles: LambdaBundle[];

/** About eighty esbuild runs on a small, shared machine. */
const BUNDLE_ALL_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  bundles = await bundleAllLambdas();
}, BUNDLE_ALL_TIMEOUT_MS);

describe('Lambda bundles', () => {
  it('bundles every route, trigger and stream consumer handler', () => {
    const bundled = new Set(bundles.map((b) => b.handler));
    const named = [...routes, ...authTriggers, ...streamConsumers].map((entry) => entry.handler);
    expect(named.filter((handler) => !bundled.has(handler))).toEqual([]);
  });

  it('keeps every route and trigger bundle under the 150 KB goal (164 KB for the routes that search, 163 KB for those that read an order with its payment)', () => {
    const served = bundles.filter((b) => b.kind === 'route' || b.kind === 'trigger');
    expect(served.length).toBeGreaterThan(0);
    const over = served
      .filter((b) => b.bytes >= getBundleGoalBytes(b.handler))
      .map((b) => `${b.handler}: ${Math.round(b.bytes / 1024)} KB`);
    expect(over).toEqual([]);
  });

  it('leaves MiniSearch out of every bundle but the routes that search the catalogue', () => {
    const searching = [...SEARCHING_ROUTES];
    const withSearch = bundles
      .filter((b) =>
        Object.keys(b.inputs).some(
          (file) => file.includes('node_modules/minisearch/') && b.inputs[file]! > 0,
        ),
      )
      .map((b) => b.handler)
      .sort();
    expect(withSearch).toEqual(searching);
  });

  it('sizes for the warm catalogue exactly the routes whose bundles load it', () => {
    const loading = bundles
      .filter((b) => b.kind === 'route' && (b.inputs['functions/data/catalogue-cache.ts'] ?? 0) > 0)
      .map((b) => b.handler)
      .sort();
    expect(loading).toEqual([...WARM_CATALOGUE_HANDLERS].sort());
  });

  it('gives the card gateway settings and secret to routes that carry its client, and carries it nowhere else', () => {
    const carriers = bundles
      .filter((b) => (b.inputs['functions/data/powertranz-gateway.ts'] ?? 0) > 0)
      .map((b) => b.handler);
    const granted: string[] = routes.filter((r) => getRouteAccess(r).cardGateway).map((r) => r.handler);
    for (const handler of granted) expect(carriers, handler).toContain(handler);
    // Marking paid and rejecting a proof share staff's transition workflow, so they carry the client,
    // but their plan only ever writes the payment (core/orders/staff-transitions.ts): never granted.
    // The scheduled reconciler is granted by its own construct (infra/constructs/card-reconciler.ts).
    expect(carriers.filter((handler) => !granted.includes(handler)).sort()).toEqual([
      'admin/mark-order-paid',
      'admin/reject-payment-proof',
      'events/reconcile-card-payments',
    ]);
  });

  it("leaves zod's other languages out of every bundle", () => {
    const withLocales = bundles
      .filter((b) =>
        Object.keys(b.inputs).some(
          (file) => /zod\/v4\/locales\/(?!en\.js)/.test(file) && b.inputs[file]! > 0,
        ),
      )
      .map((b) => b.handler);
    expect(withLocales).toEqual([]);
  });

  it('leaves the modules the shop never runs out (prettier, undici, encoding-sniffer, postcss)', () => {
    const leftOut =
      /node_modules\/(prettier|undici|encoding-sniffer|whatwg-encoding|postcss|source-map-js)\//;
    const carrying = bundles
      .filter((b) => Object.keys(b.inputs).some((file) => leftOut.test(file)))
      .map((b) => b.handler);
    expect(carrying).toEqual([]);
  });

  it("carries React's production build alone, and only its streaming server renderer", () => {
    const withReact = bundles.filter((b) =>
      Object.keys(b.inputs).some((file) => /node_modules\/react\//.test(file)),
    );
    expect(withReact.map((b) => b.handler)).toEqual(
      expect.arrayContaining(streamConsumers.filter((c) => /mail/.test(c.handler)).map((c) => c.handler)),
    );
    const unwanted = /\.development\.js$|react-dom-server-legacy/;
    const carrying = withReact
      .filter((b) => Object.keys(b.inputs).some((file) => unwanted.test(file) && b.inputs[file]! > 0))
      .map((b) => b.handler);
    expect(carrying).toEqual([]);
  });

  it('still renders a mail with the streaming renderer alone: the bundled mail is the source mail', async () => {
    const bundled = await requireBundled<{
      renderNewsletterConfirmation: typeof renderNewsletterConfirmation;
    }>('core/mail/newsletter-mail.tsx', 'events/send-order-mail');
    const links = getNewsletterLinks('https://shop.example', 'token-1');
    const fromBundle = await bundled.renderNewsletterConfirmation(links);
    expect(fromBundle.html).toContain(links.confirm.replaceAll('&', '&amp;'));
    expect(fromBundle).toEqual(await renderNewsletterConfirmation(links));
  });

  it('sanitises a description the same from the bundle, with one build of the HTML parser', async () => {
    const bundled = await requireBundled<{
      sanitizeDescription: typeof sanitizeDescription;
      toPlainText: typeof toPlainText;
    }>('core/scraper/sanitize-description.ts', 'scraper/scrape-task');
    const hostile =
      '<div style="color:red" onclick="steal()"><h2>Specs &amp; more</h2><script>alert(1)</script>' +
      '<table><tr><td style="width:9px">RAM</td><td>16&nbsp;GB</td></tr></table>' +
      '<p>Fast <a href="javascript:x()">link</a> <img src=x onerror=y()> caf&eacute;</p></div>';
    expect(bundled.sanitizeDescription(hostile)).toBe(sanitizeDescription(hostile));
    expect(bundled.sanitizeDescription(hostile)).not.toMatch(/style|onclick|script|javascript|<img/);
    expect(bundled.toPlainText(hostile)).toBe(toPlainText(hostile));
    const scrapeTask = bundles.find((b) => b.handler === 'scraper/scrape-task')!;
    expect(Object.keys(scrapeTask.inputs).filter((file) => /htmlparser2\/dist\/commonjs/.test(file))).toEqual(
      [],
    );
  });

  it('still reads a store page with those modules left out: the bundled extractor finds what the source finds', async () => {
    const bundled = await requireBundled<{ extractHtmlPage: typeof extractHtmlPage }>(
      'core/scraper/extract-products.ts',
      'scraper/scrape-task',
    );
    const { cards } = FIXTURE_LAYOUTS;
    const html = renderCardsListing(cards.path, paginate(cards.products, cards.pageSize)[0]!, 1, 4);
    const pageUrl = `http://store.example${cards.path}?page=1`;
    const fromBundle = bundled.extractHtmlPage(html, pageUrl);
    expect(fromBundle.products.length).toBeGreaterThan(0);
    expect(fromBundle).toEqual(extractHtmlPage(html, pageUrl));
  });
});
