/**
 * Every Lambda entry bundled with the CDK's own options: route and trigger bundles stay under the
 * 150 KB goal, only the routes that search carry MiniSearch, and no bundle carries zod's translations
 * (only the English messages the API answers in).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { authTriggers } from '../../functions/auth-triggers.js';
import { routes } from '../../functions/routes.js';
import { streamConsumers } from '../../functions/stream-consumers.js';
import {
  bundleAllLambdas,
  LAMBDA_BUNDLE_GOAL_BYTES,
  type LambdaBundle,
} from '../../infra/bundling/lambda-bundles.js';

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

  it('keeps every route and trigger bundle under the 150 KB goal', () => {
    const served = bundles.filter((b) => b.kind === 'route' || b.kind === 'trigger');
    expect(served.length).toBeGreaterThan(0);
    const over = served
      .filter((b) => b.bytes >= LAMBDA_BUNDLE_GOAL_BYTES)
      .map((b) => `${b.handler}: ${Math.round(b.bytes / 1024)} KB`);
    expect(over).toEqual([]);
  });

  it('leaves MiniSearch out of every bundle but the routes that search the catalogue', () => {
    const searching = ['admin/list-products', 'catalogue/list-products', 'catalogue/list-search-suggestions'];
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

  it('leaves prettier (imported by the e-mail renderer, never run) out of every bundle', () => {
    const withPrettier = bundles
      .filter((b) => Object.keys(b.inputs).some((file) => file.includes('node_modules/prettier/')))
      .map((b) => b.handler);
    expect(withPrettier).toEqual([]);
  });
});
