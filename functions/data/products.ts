/**
 * Product items in the single table (keys in `keys.ts`): `product#<id>` / `product`, listed newest
 * first on gsi1 (`products` / `<created_at>#<id>`), and one `sku#<sku>` guard item per product so a
 * transaction can keep SKUs unique (case-insensitively, as keys are lowercase).
 */
import { type Product } from '../core/catalogue/product.js';
import { assertSellable } from '../core/catalogue/sellable.js';
import { CHANGE_STAMP_ATTRIBUTE, type ChangeStamp } from '../core/catalogue/product-history.js';
import { keys } from './keys.js';

/**
 * The stored item of a product: its keys, the list-index keys, its fields and the stamp of who or what
 * wrote it (which the history consumer reads from the stream). Every product write builds its item
 * here, so this is where the shop's sellable rule is checked last: an active product at 0 is refused
 * (400 naming it) whichever path tried to write it.
 */
export function toProductItem(product: Product, stamp: ChangeStamp): Record<string, unknown> {
  assertSellable(product);
  return {
    ...keys.product(product.id),
    ...keys.productList(product.created_at, product.id),
    ...keys.productCard(product.id),
    entity: 'product',
    ...product,
    [CHANGE_STAMP_ATTRIBUTE]: stamp,
  };
}

/**
 * The guard item that reserves a SKU for one product. Written in the same transaction as the product
 * with `attribute_not_exists(pk)`, it makes a second product with the same SKU fail instead of
 * silently sharing it.
 */
export function toSkuGuardItem(product: Pick<Product, 'id' | 'sku'>): Record<string, unknown> {
  return {
    ...keys.skuGuard(product.sku),
    entity: 'sku',
    sku: product.sku,
    product_id: product.id,
  };
}
