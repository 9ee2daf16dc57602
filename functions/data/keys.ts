/**
 * Every key of the single table is built here and nowhere else.
 *
 * | entity   | pk               | sk        | gsi1pk / gsi1sk                         |
 * |----------|------------------|-----------|-----------------------------------------|
 * | category | category#<id>    | category  | categories / <sort order>#<slug>        |
 * | brand    | brand#<id>       | brand     | brands / <slug>                         |
 * | product  | product#<id>     | product   | products / <created_at>#<id>            |
 * |          |                  |           | gsi2: product-cards / <id>, active only (card fields) |
 * | change   | catalogue#changes| <iso time>#<uuid> | - (one per catalogue write, read by warm caches) |
 * | sku      | sku#<sku>        | sku       | - (uniqueness guard for product SKUs)   |
 * | catalogue| catalogue        | version   | - (bumped by every product write)       |
 * | profile  | user#<sub>       | profile   | users / <created_at>#<sub>              |
 * | seed     | seed             | sample-catalogue | - (written last by the local sample seed) |
 */
export type EntityName =
  'category' | 'brand' | 'product' | 'sku' | 'catalogue' | 'catalogue-change' | 'profile' | 'seed';

export interface ItemKey {
  pk: string;
  sk: string;
}

const segment = (label: string, value: string | number): string => `${label}#${String(value).toLowerCase()}`;

export const keys = {
  category: (id: string): ItemKey => ({ pk: segment('category', id), sk: 'category' }),
  categoryList: (sortOrder: number, slug: string) => ({
    gsi1pk: 'categories',
    gsi1sk: `${String(sortOrder).padStart(4, '0')}#${slug.toLowerCase()}`,
  }),
  allCategories: () => ({ gsi1pk: 'categories' }),

  brand: (id: string): ItemKey => ({ pk: segment('brand', id), sk: 'brand' }),
  brandList: (slug: string) => ({ gsi1pk: 'brands', gsi1sk: slug.toLowerCase() }),
  allBrands: () => ({ gsi1pk: 'brands' }),

  product: (id: string): ItemKey => ({ pk: segment('product', id), sk: 'product' }),
  productList: (createdAt: string, id: string) => ({ gsi1pk: 'products', gsi1sk: `${createdAt}#${id}` }),
  allProducts: () => ({ gsi1pk: 'products' }),
  skuGuard: (sku: string): ItemKey => ({ pk: segment('sku', sku), sk: 'sku' }),
  /** Sparse card index: only active products carry it, so a cold start reads just what the shop shows. */
  productCard: (id: string) => ({ gsi2pk: 'product-cards', gsi2sk: id.toLowerCase() }),
  allProductCards: () => ({ gsi2pk: 'product-cards' }),

  catalogueVersion: (): ItemKey => ({ pk: 'catalogue', sk: 'version' }),
  /** Change log of the catalogue, ordered by time; strongly consistent reads tell caches what moved. */
  catalogueChange: (isoTime: string, uniqueId: string): ItemKey => ({
    pk: 'catalogue#changes',
    sk: `${isoTime}#${uniqueId.toLowerCase()}`,
  }),
  allCatalogueChanges: () => ({ pk: 'catalogue#changes' }),

  profile: (userId: string): ItemKey => ({ pk: segment('user', userId), sk: 'profile' }),
  profileList: (createdAt: string, userId: string) => ({ gsi1pk: 'users', gsi1sk: `${createdAt}#${userId}` }),

  /** Marks a store that already holds the local sample catalogue, so a restart does not seed twice. */
  seedMarker: (): ItemKey => ({ pk: 'seed', sk: 'sample-catalogue' }),
} as const;
