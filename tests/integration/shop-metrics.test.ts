/**
 * The shop's business metrics leave the handlers as CloudWatch embedded-metric lines on stdout, the
 * way Lambda ships them: this test process runs the handlers as one container and reads the lines
 * Powertools prints.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type * as catalogueCache from '../../functions/data/catalogue-cache.js';
import type * as catalogueSnapshot from '../../functions/data/catalogue-snapshot.js';
import type { HttpEvent } from '../../functions/shared/http-handler.js';
import type * as powertools from '../../functions/shared/powertools.js';
import { createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { httpEvent, lambdaContext } from '../helpers/http-event.js';

const shop = inject('shop');

type Handler = (event: HttpEvent, context: Context) => Promise<{ statusCode: number; body: string }>;

const context = lambdaContext('metrics-test');

/** The embedded-metric records the handlers printed while `run` ran (Powertools prints them). */
async function metricsOf(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const chunks: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return chunks
    .join('')
    .split('\n')
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

let shared: typeof powertools;

const named = (records: Record<string, unknown>[], name: string) =>
  records.filter((record) =>
    (
      record._aws as { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }
    ).CloudWatchMetrics.some(
      (group) =>
        group.Namespace === shared.METRICS_NAMESPACE && group.Metrics.some((metric) => metric.Name === name),
    ),
  );

describe('business metrics', () => {
  let cache: typeof catalogueCache;
  let snapshots: typeof catalogueSnapshot;
  let listProducts: Handler;
  let placeOrder: Handler;

  beforeAll(async () => {
    // The local shop turns metrics off; this container prints them, as Lambda's do. Metrics reads
    // the setting when it is created, so before the handlers' modules are imported.
    Object.assign(process.env, shop.functionEnv, { POWERTOOLS_METRICS_DISABLED: 'false' });
    shared = await import('../../functions/shared/powertools.js');
    cache = await import('../../functions/data/catalogue-cache.js');
    snapshots = await import('../../functions/data/catalogue-snapshot.js');
    ({ handler: listProducts } = (await import('../../functions/handlers/catalogue/list-products.js')) as {
      handler: Handler;
    });
    ({ handler: placeOrder } = (await import('../../functions/handlers/orders/place-order.js')) as {
      handler: Handler;
    });
  });

  afterEach(() => vi.restoreAllMocks());

  const coldList = () =>
    metricsOf(async () => {
      cache.resetCatalogueCache();
      const response = await listProducts(httpEvent('GET', '/api/products'), context);
      expect(response.statusCode).toBe(200);
    });

  it('times every cold catalogue load, and counts the ones that found no snapshot', async () => {
    const [load] = named(await coldList(), shared.SHOP_METRICS.catalogueColdLoadMs);
    expect(load?.[shared.SHOP_METRICS.catalogueColdLoadMs]).toEqual(expect.any(Number));

    // Other files' containers may discard or write snapshots too, so only the load right after a
    // discard is sure to find none.
    await snapshots.discardCatalogueSnapshot();
    const withoutSnapshot = await coldList();
    expect(named(withoutSnapshot, shared.SHOP_METRICS.snapshotFallback)[0]).toMatchObject({
      [shared.SHOP_METRICS.snapshotFallback]: 1,
    });
    expect(named(withoutSnapshot, shared.SHOP_METRICS.catalogueColdLoadMs)).toHaveLength(1);
  });

  it('counts a placed order once, and not its replay', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 3, price: 4_000 }]);
    const guestId = newGuestId();
    const guest = createShopClient(shop, { guestId });
    await guest.add(product!.id, 1);
    const session = (await guest.saveCheckout()).body.checkout_session;
    const request = httpEvent('POST', '/api/orders', {
      headers: { 'x-guest-session-id': guestId, 'idempotency-key': randomUUID() },
      body: { checkout_session_id: session.id, payment_method: 'bank_transfer' },
    });

    const placed = await metricsOf(async () => {
      expect((await placeOrder(request, context)).statusCode).toBe(201);
    });
    expect(named(placed, shared.SHOP_METRICS.orderPlaced)).toEqual([
      expect.objectContaining({ [shared.SHOP_METRICS.orderPlaced]: 1 }),
    ]);
    const replayed = await metricsOf(async () => {
      expect((await placeOrder(request, context)).statusCode).toBe(200);
    });
    expect(named(replayed, shared.SHOP_METRICS.orderPlaced)).toEqual([]);
  });
});
