import { describe, expect, it } from 'vitest';
import { findRelatedProducts } from '../../../functions/core/catalogue/related-products';
import { createCardSource } from '../../helpers/card-sources';

const laptop = createCardSource({
  id: 'p-lap',
  name: 'Lenovo ThinkPad E14',
  brand_id: 'b-len',
  category_id: 'c-comp',
  selling_price: 150_000,
});

const ids = (products: { id: string }[]) => products.map((p) => p.id);

describe('related products of the product page', () => {
  it('puts the same category and brand first, then the category, then the brand; never the product itself', () => {
    const catalogue = [
      laptop,
      createCardSource({
        id: 'brand-only',
        name: 'Lenovo Mouse',
        category_id: 'c-acc',
        selling_price: 150_000,
      }),
      createCardSource({ id: 'category-only', name: 'HP 250 G9', brand_id: 'b-hp', selling_price: 150_000 }),
      createCardSource({ id: 'both', name: 'Lenovo IdeaPad 3', selling_price: 90_000 }),
      createCardSource({ id: 'neither', name: 'TP-Link Router', brand_id: 'b-tp', category_id: 'c-net' }),
    ];
    expect(ids(findRelatedProducts(laptop, catalogue, 4))).toEqual(['both', 'category-only', 'brand-only']);
  });

  it('offers what can be bought before what is sold out, then the nearest price', () => {
    const catalogue = [
      createCardSource({ id: 'far', name: 'A far', selling_price: 60_000 }),
      createCardSource({ id: 'sold-out', name: 'B sold out', selling_price: 150_000, stock_quantity: 0 }),
      createCardSource({ id: 'near', name: 'C near', selling_price: 155_000 }),
    ];
    expect(ids(findRelatedProducts(laptop, catalogue, 4))).toEqual(['near', 'far', 'sold-out']);
  });

  it('leaves out inactive products, keeps to the limit, and relates nothing to a product without brand or category', () => {
    const catalogue = Array.from({ length: 6 }, (_, i) =>
      createCardSource({ id: `p${i}`, name: `Laptop ${i}`, is_active: i !== 0 }),
    );
    const related = findRelatedProducts(laptop, catalogue, 4);
    expect(related).toHaveLength(4);
    expect(ids(related)).not.toContain('p0');

    const loose = { ...laptop, id: 'loose', brand_id: null, category_id: null };
    const unbranded = createCardSource({ id: 'unbranded', name: 'Cable', brand_id: null, category_id: null });
    expect(findRelatedProducts(loose, [...catalogue, unbranded], 4)).toEqual([]);
  });
});
