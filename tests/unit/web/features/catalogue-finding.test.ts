import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../../functions/core/catalogue/product-card';
import { buildCompareRows } from '../../../../web/src/features/catalogue/components/compare-screen';
import {
  buildCatalogueRequest,
  encodeCatalogueFilter,
  readCatalogueFilter,
} from '../../../../web/src/features/catalogue/utils/facet-filter';
import { parseCompareIds } from '../../../../web/src/features/catalogue/utils/compare-list';
import {
  buildProductsQuery,
  readProductsFilter,
} from '../../../../web/src/features/catalogue/utils/products-filter';

describe('catalogue facets in the URL', () => {
  it('reads brands, a price range, stock and deals, dropping what is not valid', () => {
    const filter = readCatalogueFilter(
      new URLSearchParams(
        'category=computers&brand=hp,lenovo,HP!,hp&min_price=90000&max_price=50000&in_stock=true&deals=maybe',
      ),
    );
    expect(filter).toMatchObject({
      category: 'computers',
      brands: ['hp', 'lenovo'],
      minPrice: 50000,
      maxPrice: 90000,
      inStock: true,
      deals: undefined,
    });
  });

  it('writes the same address back, so a shared link opens the same list', () => {
    const query = 'category=computers&brand=hp%2Clenovo&min_price=50000&in_stock=true';
    expect(encodeCatalogueFilter(readCatalogueFilter(new URLSearchParams(query))).toString()).toBe(query);
  });

  it("asks the API exactly the first load's prefetched query when there are no facets", () => {
    const params = new URLSearchParams('category=gaming&sort=price_asc');
    expect(buildCatalogueRequest(readCatalogueFilter(params))).toBe(
      buildProductsQuery(readProductsFilter(params)),
    );
    expect(buildCatalogueRequest(readCatalogueFilter(new URLSearchParams('deals=true')))).toContain(
      'deals=true',
    );
  });
});

describe('compare', () => {
  const product = (id: string, specifications: Record<string, string>, price: number) =>
    ({
      id,
      name: id,
      selling_price: price,
      brand_name: 'HP',
      stock_status: 'in-stock',
      stock_quantity: 5,
      specifications,
    }) as unknown as ProductDetail;

  it('keeps at most four valid ids, once each', () => {
    expect(parseCompareIds('a,b,a,B!,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('aligns specifications by key, shows underscores as spaces and marks rows that differ', () => {
    const rows = buildCompareRows([
      product('p1', { display_size: '14"', memory: '8GB' }, 1000),
      product('p2', { memory: '8GB', battery_life: '10 h' }, 1000),
    ]);
    const byLabel = new Map(rows.map((row) => [row.label, row]));
    expect([...byLabel.keys()]).toEqual([
      'Price',
      'Brand',
      'Availability',
      'battery life',
      'display size',
      'memory',
    ]);
    expect(byLabel.get('memory')).toMatchObject({ values: ['8GB', '8GB'], differs: false });
    expect(byLabel.get('display size')).toMatchObject({ values: ['14"', '—'], differs: true });
    expect(byLabel.get('Price')?.differs).toBe(false);
  });
});
