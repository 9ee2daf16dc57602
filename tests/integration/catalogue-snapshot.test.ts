import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueQuerySchema } from '../../functions/core/catalogue/catalogue-query.js';
import { createCatalogueSearch } from '../../functions/core/catalogue/catalogue-search.js';
import type { Product } from '../../functions/core/catalogue/product.js';
import type * as catalogueCache from '../../functions/data/catalogue-cache.js';
import type * as catalogueReads from '../../functions/data/catalogue-reads.js';
import type * as catalogueSnapshot from '../../functions/data/catalogue-snapshot.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';

const shop = inject('shop');
const sample = generateSampleCatalogue();

// Types only: the modules are loaded once the environment names the shop's table.
type CacheModule = typeof catalogueCache;
type SnapshotModule = typeof catalogueSnapshot;
type ReadsModule = typeof catalogueReads;

describe('catalogue snapshot', () => {
  let cache: CacheModule;
  let snapshots: SnapshotModule;
  let reads: ReadsModule;
  let saveProduct: (product: Product, stamp: { by: string; cause: 'form-edit' }) => Promise<void>;

  beforeAll(async () => {
    // The data layer reads its configuration from the environment, as in Lambda.
    Object.assign(process.env, shop.functionEnv);
    cache = await import('../../functions/data/catalogue-cache.js');
    snapshots = await import('../../functions/data/catalogue-snapshot.js');
    reads = await import('../../functions/data/catalogue-reads.js');
    ({ saveProduct } = await import('../../functions/data/catalogue-writes.js'));
  });

  const coldCatalogue = async () => {
    cache.resetCatalogueCache();
    return (await cache.getCatalogue()).index;
  };

  it('is written by a cold start that finds none, from the card index', async () => {
    await snapshots.discardCatalogueSnapshot();
    const before = Date.now();

    const index = await coldCatalogue();

    const meta = await snapshots.getCatalogueSnapshotMeta();
    expect(meta).toBeDefined();
    expect(Date.parse(meta!.takenAt)).toBeGreaterThanOrEqual(before - 1000);
    const snapshot = await snapshots.getCatalogueSnapshot(meta!);
    expect(snapshot!.cards).toHaveLength((await reads.listProductCards()).length);
    expect(index.size).toBe(snapshot!.cards.length);
  });

  it('serves a cold start, which still sees a product saved after the snapshot', async () => {
    const index = await coldCatalogue();
    const meta = await snapshots.getCatalogueSnapshotMeta();
    const template = sample.products.find((p) => p.is_active)!;
    const now = new Date().toISOString();
    const product: Product = {
      ...template,
      id: randomUUID(),
      name: 'Snapshotless Quasar Hub QH-7',
      sku: `SNAP-${Date.now()}`,
      created_at: now,
      updated_at: now,
    };
    await saveProduct(product, { by: 'test', cause: 'form-edit' });
    expect(index.get(product.id)).toBeUndefined();

    const cold = await coldCatalogue();

    expect((await snapshots.getCatalogueSnapshotMeta())!.snapshotId).toBe(meta!.snapshotId);
    expect(cold.get(product.id)?.name).toBe(product.name);
    const found = cold.query(catalogueQuerySchema.parse({ search: 'quasar hub' }), createCatalogueSearch);
    expect(found.items.map((card) => card.id)).toEqual([product.id]);
  });

  it('is replaced when it is older than a cold start may use', async () => {
    await snapshots.discardCatalogueSnapshot();
    const takenAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await snapshots.putCatalogueSnapshot({
      takenAt,
      changesFrom: takenAt,
      cards: [],
      brands: [],
      categories: [],
    });
    const stale = await snapshots.getCatalogueSnapshotMeta();

    const index = await coldCatalogue();

    const fresh = await snapshots.getCatalogueSnapshotMeta();
    expect(fresh!.snapshotId).not.toBe(stale!.snapshotId);
    expect(Date.parse(fresh!.takenAt)).toBeGreaterThan(Date.parse(takenAt));
    expect(index.size).toBe((await reads.listProductCards()).length);
  });

  it('never replaces a newer snapshot with an older one', async () => {
    await coldCatalogue();
    const current = await snapshots.getCatalogueSnapshotMeta();
    const takenAt = new Date(Date.parse(current!.takenAt) - 1000).toISOString();

    const stored = await snapshots.putCatalogueSnapshot({
      takenAt,
      changesFrom: takenAt,
      cards: [],
      brands: [],
      categories: [],
    });

    expect(stored).toBe(false);
    expect((await snapshots.getCatalogueSnapshotMeta())!.snapshotId).toBe(current!.snapshotId);
  });
});
