/** Brand items in the single table (keys in `keys.ts`: `brand#<id>` / `brand`, list index `brands` / slug). */
import { type Brand } from '../core/catalogue/brand.js';
import { keys } from './keys.js';

/** The stored item of a brand: its keys, the list-index keys (by slug) and its fields. */
export function toBrandItem(brand: Brand): Record<string, unknown> {
  return {
    ...keys.brand(brand.id),
    ...keys.brandList(brand.slug),
    entity: 'brand',
    ...brand,
  };
}
