/**
 * Every Lambda entry of the app (routes, Cognito triggers, stream consumers, workflow tasks) bundled
 * the way the CDK bundles it, from the same options (`FUNCTION_BUNDLING`). Used by the bundle size
 * report, the size test and the cold-start benchmark.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { authTriggers } from '../../functions/auth-triggers.js';
import { routes } from '../../functions/routes.js';
import { streamConsumers } from '../../functions/stream-consumers.js';
import { BUNDLE_ALIASES, FUNCTION_BUNDLING } from '../constructs/function-bundling.js';

const HANDLERS_DIR = path.resolve(import.meta.dirname, '../../functions/handlers');

/**
 * The goal for every bundle (minified, source map apart): the size report marks those over it, and
 * the size test holds every route and trigger under it. zod's classic
 * API keeps about 95 KB of it, so the routes that search the catalogue (with MiniSearch) are within
 * about a kilobyte; core's schemas on `zod/mini` would give them room (see the README's performance
 * notes). Powertools comes from its layer and the SDK from the runtime.
 */
export const LAMBDA_BUNDLE_GOAL_BYTES = 150 * 1024;

/** The routes that search the catalogue: the only ones that carry MiniSearch and the shop's search words. */
export const SEARCHING_ROUTES = [
  'admin/list-products',
  'catalogue/list-products',
  'catalogue/list-search-suggestions',
] as const;

/**
 * The searching routes' goal until core's schemas move to `zod/mini`: product types, shop words and
 * measures (about 4.5 KB) came to routes that had 0.3 KB to spare under the common goal, then the
 * plumbing every route carries (form bodies for the card gateway's answer, the accountant role, the
 * keys of companies, reports and card tokens) about 1.3 KB more; staff-edited shop words (0.6 KB)
 * and the search's ids-and-scores path (0.7 KB, about 20 % less CPU per search) 1.3 KB more.
 * 163 KB since a business buyer's catalogue answer is priced in the list route itself (issue 29:
 * the membership, the company's list kept whole per version, the prices' rules and the index's
 * results kept per list, about 4.8 KB; the cold start before and after is in docs/benchmarks.md).
 * 164 KB since each list's price orders are kept sorted once per version and a buyer's reads start
 * beside the check of their standing (0.3 KB; a price-sorted category page at a buyer's list at
 * 20,000 products went from about 25 ms of CPU to under 1 once its list's order is kept).
 */
export const SEARCHING_ROUTE_BUNDLE_GOAL_BYTES = 164 * 1024;

/**
 * The routes that read a whole order with its payment: they carry the order's every rule. The staff
 * routes that move an order (services/orders/transition-order.ts) also carry the card gateway's
 * client, since a card order is captured, voided or refunded as it moves.
 */
export const ORDER_PAYMENT_ROUTES = [
  'orders/place-order',
  'orders/confirm-document-upload',
  'admin/advance-order-status',
  'admin/cancel-order',
  'admin/refund-order',
  'admin/mark-order-paid',
  'admin/reject-payment-proof',
  // The company admin's decline voids a waiting card order at the gateway, as staff's cancel does.
  'business/decide-order-approval',
] as const;

/**
 * Their goal until core's schemas move to `zod/mini`: buying on account within a credit limit, GCT
 * exemptions and the card payment's states (about 8 KB) came to routes that had 0.2 KB to spare; the
 * staff card steps (capture, void, refund and the gateway client, about 9 KB) to the staff routes;
 * then orders sold to order with their wait, spending-limit approvals and the company's credit given
 * back on a cancel (about 2.7 KB) to place-order; then a standing's and a buyer's reads batched in
 * one call and the removed buyer's own refusal of paying on account (0.2 KB) to place-order.
 */
export const ORDER_PAYMENT_ROUTE_BUNDLE_GOAL_BYTES = 163 * 1024;

/** The size goal of one entry's bundle. */
export function getBundleGoalBytes(handler: string): number {
  if ((SEARCHING_ROUTES as readonly string[]).includes(handler)) return SEARCHING_ROUTE_BUNDLE_GOAL_BYTES;
  if ((ORDER_PAYMENT_ROUTES as readonly string[]).includes(handler))
    return ORDER_PAYMENT_ROUTE_BUNDLE_GOAL_BYTES;
  return LAMBDA_BUNDLE_GOAL_BYTES;
}

export type LambdaKind = 'route' | 'trigger' | 'stream consumer' | 'task';

export interface LambdaEntry {
  /** The module under `functions/handlers` without extension, as the route table names it. */
  handler: string;
  kind: LambdaKind;
  /** What invokes it: `GET /api/cart`, `PostConfirmation`, `order-mail`, or the task's module. */
  label: string;
}

export interface LambdaBundle extends LambdaEntry {
  /** Size of the bundled `index.js` (the source map is a file apart). */
  bytes: number;
  /** The bundled input files with the bytes each kept in the output. */
  inputs: Record<string, number>;
  /** Where the bundle was written, when an output directory was given. */
  file?: string;
}

/**
 * Every file under `functions/handlers` is a Lambda entry: the route table, the trigger list and the
 * stream consumer registry name most; the rest are workflow tasks.
 */
export function listLambdaEntries(): LambdaEntry[] {
  const handlers = readdirSync(HANDLERS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, '').split(path.sep).join('/'))
    .sort();
  return handlers.map((handler) => {
    const route = routes.find((r) => r.handler === handler);
    if (route) return { handler, kind: 'route', label: `${route.method} ${route.path}` };
    const trigger = authTriggers.find((t) => t.handler === handler);
    if (trigger) return { handler, kind: 'trigger', label: trigger.trigger };
    const consumer = streamConsumers.find((c) => c.handler === handler);
    if (consumer) return { handler, kind: 'stream consumer', label: consumer.name };
    return { handler, kind: 'task', label: handler };
  });
}

/** The esbuild options the CDK derives from `FUNCTION_BUNDLING` (it runs esbuild's CLI with them). */
export function toEsbuildOptions(entry: LambdaEntry): esbuild.BuildOptions {
  const bundling = FUNCTION_BUNDLING;
  return {
    entryPoints: [path.join(HANDLERS_DIR, `${entry.handler}.ts`)],
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format,
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    mainFields: bundling.mainFields,
    tsconfig: bundling.tsconfig,
    external: bundling.externalModules,
    alias: BUNDLE_ALIASES,
    define: bundling.define,
    logLevel: 'error',
  };
}

/** Bundles one entry; with `outDir`, writes `<outDir>/<handler>/index.js` as the CDK asset holds it. */
export async function bundleLambda(entry: LambdaEntry, outDir?: string): Promise<LambdaBundle> {
  const outfile = path.join(outDir ?? path.join(HANDLERS_DIR, '.bundle'), entry.handler, 'index.js');
  const result = await esbuild.build({
    ...toEsbuildOptions(entry),
    outfile,
    write: outDir !== undefined,
    metafile: true,
  });
  const output = result.metafile.outputs[path.relative(process.cwd(), outfile)];
  if (!output) throw new Error(`esbuild wrote no ${outfile} for ${entry.handler}`);
  const inputs = Object.fromEntries(
    Object.entries(output.inputs).map(([file, { bytesInOutput }]) => [file, bytesInOutput]),
  );
  return { ...entry, bytes: output.bytes, inputs, ...(outDir ? { file: outfile } : {}) };
}

/** Bundles every entry, a few at a time (esbuild is fast; the machine is small). */
export async function bundleAllLambdas(outDir?: string): Promise<LambdaBundle[]> {
  const entries = listLambdaEntries();
  const bundles: LambdaBundle[] = [];
  const concurrency = 4;
  for (let i = 0; i < entries.length; i += concurrency) {
    bundles.push(
      ...(await Promise.all(entries.slice(i, i + concurrency).map((e) => bundleLambda(e, outDir)))),
    );
  }
  return bundles;
}
