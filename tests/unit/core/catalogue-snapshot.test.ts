import { randomBytes } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from '../../../functions/core/catalogue/catalogue-query.js';
import { listFeatured } from '../../../functions/core/catalogue/catalogue-other-routes.js';
import { CatalogueIndex } from '../../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../../functions/core/catalogue/catalogue-search.js';
import {
  isSnapshotUsable,
  SNAPSHOT_FORMAT,
  type CatalogueSnapshot,
  type SnapshotMeta,
} from '../../../functions/core/catalogue/catalogue-snapshot.js';
import { decodeSnapshot, encodeSnapshot } from '../../../functions/data/catalogue-snapshot-chunks.js';
import { createCardSource } from '../../helpers/card-sources.js';

const brands = [{ id: 'b-len', name: 'Lenovo', slug: 'lenovo', description: '', is_active: true }];
const categories = [
  { id: 'c-comp', name: 'COMPUTERS', slug: 'computers', description: '', is_active: true, sort_order: 0 },
];

function createSnapshot(count: number): CatalogueSnapshot {
  const cards = Array.from({ length: count }, (_, n) =>
    createCardSource({
      id: `p${n}`,
      name: `Lenovo ThinkPad E${n} Gen 5 Laptop`,
      short_description: `A business laptop, model ${n * 7919}, with a ${n % 17} year warranty`,
    }),
  );
  const at = '2026-03-01T10:00:00.000Z';
  return { takenAt: at, changesFrom: '2026-03-01T09:59:55.000Z', cards, brands, categories };
}

const meta = (overrides: Partial<SnapshotMeta> = {}): SnapshotMeta => ({
  snapshotId: 'id',
  format: SNAPSHOT_FORMAT,
  takenAt: '2026-03-01T10:00:00.000Z',
  chunkCount: 3,
  ...overrides,
});

describe('catalogue snapshot', () => {
  it('comes back whole from its chunks', async () => {
    const snapshot = createSnapshot(50);
    const chunks = await encodeSnapshot(snapshot);
    expect(await decodeSnapshot(chunks)).toEqual(snapshot);
  });

  it('splits into chunks no larger than asked, in order', async () => {
    const snapshot = createSnapshot(2000);
    const chunks = await encodeSnapshot(snapshot, 4096, 16 * 1024);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= 4096)).toBe(true);
    expect(await decodeSnapshot(chunks)).toEqual(snapshot);
    expect(await decodeSnapshot([...chunks].reverse())).toBeUndefined();
  });

  it('splits a part again when its cards compress worse than most', async () => {
    // Random descriptions barely compress: the default part of 2 MB of JSON would not fit a chunk.
    const snapshot = createSnapshot(400);
    for (const card of snapshot.cards) card.short_description = randomBytes(600).toString('base64');
    const chunks = await encodeSnapshot(snapshot, 64 * 1024);
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks.every((chunk) => chunk.length <= 64 * 1024)).toBe(true);
    expect(await decodeSnapshot(chunks)).toEqual(snapshot);
  });

  it('refuses to store a card too large for a chunk of its own', async () => {
    const snapshot = createSnapshot(3);
    snapshot.cards[1]!.short_description = randomBytes(8000).toString('base64');
    await expect(encodeSnapshot(snapshot, 4096)).rejects.toThrow(/p1 alone is too large/);
  });

  it('refuses a missing chunk, corrupt bytes and another format', async () => {
    const chunks = await encodeSnapshot(createSnapshot(2000), 4096, 16 * 1024);
    expect(await decodeSnapshot(chunks.slice(0, -1))).toBeUndefined();
    expect(await decodeSnapshot(chunks.slice(1))).toBeUndefined();
    expect(await decodeSnapshot([chunks[0]!, Buffer.from('not brotli')])).toBeUndefined();
    const { cards: _cards, ...head } = createSnapshot(1);
    const other = brotliCompressSync(
      JSON.stringify({ ...head, cardParts: chunks.length - 1, format: '0:id,name' }),
    );
    expect(await decodeSnapshot([other, ...chunks.slice(1)])).toBeUndefined();
  });

  it('is usable only while young enough and of this format', () => {
    const takenAt = Date.parse('2026-03-01T10:00:00.000Z');
    const maxAge = 30 * 60 * 1000;
    expect(isSnapshotUsable(meta(), takenAt + maxAge, maxAge)).toBe(true);
    expect(isSnapshotUsable(meta(), takenAt + maxAge + 1, maxAge)).toBe(false);
    expect(isSnapshotUsable(meta({ format: '0:id' }), takenAt, maxAge)).toBe(false);
    expect(isSnapshotUsable(meta({ chunkCount: 0 }), takenAt, maxAge)).toBe(false);
  });
});

describe('catalogue index search, built lazily or ahead', () => {
  const search = (text: string) => catalogueQuerySchema.parse({ search: text });
  const laptop = createCardSource({ id: 'p1', name: 'Lenovo ThinkPad E14 Laptop' });

  it('is not built by lists and featured products, and is by the first search', () => {
    const index = new CatalogueIndex([laptop], brands, categories);
    index.query(catalogueQuerySchema.parse({}));
    listFeatured(index, 4);
    expect(index.hasSearchIndex).toBe(false);
    expect(index.query(search('thinkpad'), createCatalogueSearch).total).toBe(1);
    expect(index.hasSearchIndex).toBe(true);
  });

  it('sees products added, changed and removed before it is built', () => {
    const index = new CatalogueIndex([laptop], brands, categories);
    index.upsert({ ...laptop, name: 'Lenovo Yoga Slim 7' });
    index.upsert(createCardSource({ id: 'p2', name: 'Zephyrine Router' }));
    index.remove('p2');
    expect(index.query(search('thinkpad'), createCatalogueSearch).total).toBe(0);
    expect(index.query(search('yoga'), createCatalogueSearch).total).toBe(1);
    expect(index.query(search('zephyrine'), createCatalogueSearch).total).toBe(0);
  });

  it('stays current with products added, changed and removed after it is built', () => {
    const index = new CatalogueIndex([laptop], brands, categories);
    expect(index.query(search('thinkpad'), createCatalogueSearch).total).toBe(1);
    index.upsert({ ...laptop, name: 'Lenovo Yoga Slim 7' });
    index.upsert(createCardSource({ id: 'p2', name: 'Zephyrine Router' }));
    expect(index.query(search('thinkpad'), createCatalogueSearch).total).toBe(0);
    expect(index.query(search('yoga'), createCatalogueSearch).total).toBe(1);
    expect(index.query(search('zephyrine'), createCatalogueSearch).total).toBe(1);
    index.remove('p2');
    expect(index.query(search('zephyrine'), createCatalogueSearch).total).toBe(0);
  });

  it('is built ahead of any search when asked, and then stays current with every change', () => {
    const index = new CatalogueIndex([laptop], brands, categories);
    index.prepareSearch(createCatalogueSearch);
    expect(index.hasSearchIndex).toBe(true);
    index.upsert({ ...laptop, name: 'Lenovo Yoga Slim 7' });
    index.upsert(createCardSource({ id: 'p2', name: 'Zephyrine Router' }));
    expect(index.query(search('thinkpad')).total).toBe(0);
    expect(index.query(search('yoga')).total).toBe(1);
    expect(index.query(search('zephyrine')).total).toBe(1);
    index.remove('p2');
    expect(index.query(search('zephyrine')).total).toBe(0);
  });

  it('finds products by a renamed brand once brands are replaced', () => {
    const index = new CatalogueIndex([laptop], brands, categories);
    expect(index.query(search('lenovo'), createCatalogueSearch).total).toBe(1);
    index.setBrandsAndCategories([{ ...brands[0]!, name: 'Legion Works' }], categories);
    expect(index.hasSearchIndex).toBe(false);
    expect(index.query(search('legion works'), createCatalogueSearch).total).toBe(1);
  });
});
