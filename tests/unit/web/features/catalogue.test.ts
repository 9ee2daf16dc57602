import { describe, expect, it } from 'vitest';
import {
  clampQuantityPerAdd,
  getMaxQuantityPerAdd,
  readTypedQuantity,
} from '../../../../web/src/features/catalogue/utils/quantity';
import {
  buildProductsQuery,
  readProductsFilter,
} from '../../../../web/src/features/catalogue/utils/products-filter';
import { encodeProductsQuery, paths } from '../../../../web/src/config/paths';

describe('quantity per add on the detail page', () => {
  it('keeps 1 to 10', () => {
    expect(clampQuantityPerAdd(1)).toBe(1);
    expect(clampQuantityPerAdd(10)).toBe(10);
  });

  it('raises a quantity below 1 to 1 and lowers one above 10 to 10', () => {
    expect(clampQuantityPerAdd(0)).toBe(1);
    expect(clampQuantityPerAdd(-3)).toBe(1);
    expect(clampQuantityPerAdd(11)).toBe(10);
  });

  it('stops at the units in stock when fewer than 10 are left', () => {
    expect(getMaxQuantityPerAdd(3)).toBe(3);
    expect(getMaxQuantityPerAdd(250)).toBe(10);
    expect(getMaxQuantityPerAdd(0)).toBe(1);
    expect(clampQuantityPerAdd(7, getMaxQuantityPerAdd(3))).toBe(3);
  });

  it('turns an unreadable quantity into 1 and drops fractions', () => {
    expect(clampQuantityPerAdd(Number.NaN)).toBe(1);
    expect(clampQuantityPerAdd(4.7)).toBe(4);
  });

  it('reads a typed quantity and says why it changed: the most per add, the units left, or the least', () => {
    expect(readTypedQuantity('3', 10)).toEqual({ quantity: 3 });
    expect(readTypedQuantity('25', 10)).toEqual({ quantity: 10, adjustment: 'most-per-add' });
    expect(readTypedQuantity('7', getMaxQuantityPerAdd(3))).toEqual({
      quantity: 3,
      adjustment: 'most-in-stock',
    });
    expect(readTypedQuantity('-1', 10)).toEqual({ quantity: 1, adjustment: 'least' });
    expect(readTypedQuantity('', 10)).toEqual({ quantity: 1, adjustment: 'least' });
  });
});

describe('catalogue URL', () => {
  it('reads the catalogue query parameters', () => {
    const filter = readProductsFilter(new URLSearchParams('search=%20laptop%20&category=deals&type=flash'));

    expect(filter).toEqual({
      search: 'laptop',
      category: 'deals',
      type: 'flash',
      sale: undefined,
      sort: undefined,
    });
  });

  it('reads sale=true and a known sort, and drops an unknown sort', () => {
    expect(readProductsFilter(new URLSearchParams('category=gaming&sale=true&sort=price_asc'))).toMatchObject(
      {
        category: 'gaming',
        sale: true,
        sort: 'price_asc',
      },
    );
    expect(readProductsFilter(new URLSearchParams('sort=cheapest')).sort).toBeUndefined();
  });

  it('ignores a deal type outside the deals category', () => {
    expect(readProductsFilter(new URLSearchParams('category=gaming&type=flash')).type).toBeUndefined();
  });

  it('writes only the values that are set', () => {
    expect(encodeProductsQuery({ category: 'computers', sort: 'newest' }).toString()).toBe(
      'category=computers&sort=newest',
    );
    expect(encodeProductsQuery({}).toString()).toBe('');
  });

  it('gives the links, the page address and the API request the same parameters', () => {
    const filter = { category: 'deals', type: 'flash', search: 'hp 250' } as const;
    expect(paths.products.getHref(filter)).toBe('/products?search=hp+250&category=deals&type=flash');
    expect(buildProductsQuery(filter)).toBe('search=hp+250&category=deals&type=flash&limit=50');
    expect(paths.products.getHref()).toBe('/products');
  });
});
