/**
 * How a warm catalogue learns of changes made elsewhere: this test process is one container (its own
 * catalogue cache), the shop's API and the data layer called directly are the others.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CATALOGUE_FRESHNESS } from '../../functions/core/catalogue/catalogue-freshness.js';
import type { ProductCard } from '../../functions/core/catalogue/product-card.js';
import { getStockStatus } from '../../functions/core/catalogue/stock-status.js';
import type * as catalogueCache from '../../functions/data/catalogue-cache.js';
import type * as catalogueSnapshot from '../../functions/data/catalogue-snapshot.js';
import type * as catalogueWrites from '../../functions/data/catalogue-writes.js';
import type * as dynamoClient from '../../functions/data/dynamo-client.js';
import type { HttpEvent } from '../../functions/shared/http-handler.js';
import { checkoutBody, createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { httpEvent, lambdaContext } from '../helpers/http-event.js';

const shop = inject('shop');

/** Long enough for any check that was due to have run, several times over. */
const SEEN_WITHIN_MS = 10 * CATALOGUE_FRESHNESS.checkIntervalMs;

type ListHandler = (event: HttpEvent, context: Context) => Promise<unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shop's product list asked for `search`, as API Gateway hands it to the function. */
const listEvent = (search: string) => httpEvent('GET', '/api/products', { query: { search } });

const context = lambdaContext('catalogue/list-products');

describe('catalogue freshness', () => {
  let cache: typeof catalogueCache;
  let snapshots: typeof catalogueSnapshot;
  let writes: typeof catalogueWrites;
  let dynamo: typeof dynamoClient;
  let listHandler: ListHandler;

  beforeAll(async () => {
    // The data layer reads its configuration from the environment, as in Lambda.
    Object.assign(process.env, shop.functionEnv);
    cache = await import('../../functions/data/catalogue-cache.js');
    snapshots = await import('../../functions/data/catalogue-snapshot.js');
    writes = await import('../../functions/data/catalogue-writes.js');
    dynamo = await import('../../functions/data/dynamo-client.js');
    ({ handler: listHandler } = (await import('../../functions/handlers/catalogue/list-products.js')) as {
      handler: ListHandler;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The products this container's warm catalogue finds for `search`. */
  const search = async (text: string) => {
    const response = (await listHandler(listEvent(text), context)) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(200);
    return (JSON.parse(response.body) as { products: ProductCard[] }).products;
  };

  it('shows a product changed by another container within the check interval', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5, name: `Freshness Lumen ${randomUUID()}` }]);
    await cache.getCatalogue();

    // Another container's write: this container's cache is not told, it reads the change log.
    const renamed = `Freshness Quartz ${randomUUID().slice(0, 8)}`;
    await writes.saveProduct(
      { ...product!, name: renamed, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );

    await vi.waitFor(
      async () => expect((await cache.getCatalogue()).index.get(product!.id)?.name).toBe(renamed),
      { timeout: SEEN_WITHIN_MS, interval: 100 },
    );
  });

  it('shows the stock an order took, in the card and the in-stock facts the index keeps', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 3 }]);
    await vi.waitFor(
      async () => expect((await cache.getCatalogue()).index.get(product!.id)?.stock_quantity).toBe(3),
      { timeout: SEEN_WITHIN_MS, interval: 100 },
    );

    const buyer = createShopClient(shop, { guestId: newGuestId() });
    expect((await buyer.add(product!.id, 3)).status).toBe(200);
    const session = (await buyer.saveCheckout(checkoutBody())).body.checkout_session.id;
    expect((await buyer.placeOrder(session)).status).toBe(201);

    await vi.waitFor(
      async () => {
        const card = (await cache.getCatalogue()).index.get(product!.id);
        expect(card?.stock_quantity).toBe(0);
        expect(getStockStatus(card!)).toBe('out-of-stock');
      },
      { timeout: SEEN_WITHIN_MS, interval: 100 },
    );
  });

  it('answers a Lambda invocation with changes already applied, and leaves no work running after it', async () => {
    const marker = `Glacier${randomUUID().slice(0, 8)}`;
    const [product] = await createTestProducts(shop, [{ stock: 4, name: `${marker} Router` }]);
    await search(marker);
    await sleep(CATALOGUE_FRESHNESS.checkIntervalMs + 50);
    await writes.saveProduct(
      { ...product!, name: `${marker} Switch`, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );
    await sleep(CATALOGUE_FRESHNESS.checkIntervalMs + 50);

    const pending = new Set<Promise<unknown>>();
    let sentAfterReturn = 0;
    let returned = false;
    const send = dynamo.documentClient.send.bind(dynamo.documentClient);
    vi.spyOn(dynamo.documentClient, 'send').mockImplementation(((command: never) => {
      if (returned) sentAfterReturn += 1;
      const call = send(command);
      pending.add(call);
      void call.finally(() => pending.delete(call)).catch(() => undefined);
      return call;
    }) as never);

    // One invocation, as Lambda runs it: the container is frozen once the promise resolves.
    const found = await search(marker);
    returned = true;

    expect(found.map((card) => card.name)).toEqual([`${marker} Switch`]);
    expect(pending.size).toBe(0);
    await sleep(3 * CATALOGUE_FRESHNESS.checkIntervalMs);
    expect(sentAfterReturn).toBe(0);
  });

  it('builds the search index in the cold load of the list, and keeps it current after a change', async () => {
    const before = `Sierra${randomUUID().slice(0, 8)}`;
    const after = `Delta${randomUUID().slice(0, 8)}`;
    const [product] = await createTestProducts(shop, [{ stock: 2, name: `${before} Lantern` }]);
    cache.resetCatalogueCache();
    // A cold container's first request is a plain list, no search.
    const list = (await listHandler({ ...listEvent(''), queryStringParameters: {} }, context)) as {
      statusCode: number;
    };
    expect(list.statusCode).toBe(200);
    expect((await cache.getCatalogue()).index.hasSearchIndex).toBe(true);

    await writes.saveProduct(
      { ...product!, name: `${after} Lantern`, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );

    await vi.waitFor(
      async () => expect((await search(after)).map((card) => card.id)).toEqual([product!.id]),
      { timeout: SEEN_WITHIN_MS, interval: 100 },
    );
    expect(await search(before)).toEqual([]);
    expect((await cache.getCatalogue()).index.hasSearchIndex).toBe(true);
  });

  it('takes a newer snapshot within an invocation once its cards are old', async () => {
    const marker = `Tundra${randomUUID().slice(0, 8)}`;
    await search(marker);
    const current = await snapshots.getCatalogueSnapshotMeta();
    const base = await snapshots.getCatalogueSnapshot(current!);
    // The scheduled refresh, later on: its snapshot holds a card no change entry announced.
    const later = Date.now() + CATALOGUE_FRESHNESS.reloadAfterMs + 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    const template = base!.cards.find((card) => card.is_active)!;
    const takenAt = new Date(later).toISOString();
    expect(
      await snapshots.putCatalogueSnapshot({
        ...base!,
        takenAt,
        changesFrom: takenAt,
        cards: [...base!.cards, { ...template, id: randomUUID(), name: `${marker} Bridge`, sku: marker }],
      }),
    ).toBe(true);

    try {
      const found = await search(marker);
      expect(found.map((card) => card.name)).toEqual([`${marker} Bridge`]);
    } finally {
      // Other tests' cold starts must not take a snapshot from the future.
      await snapshots.discardCatalogueSnapshot();
    }
  });
});
