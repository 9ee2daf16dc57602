/**
 * How the shop writes numbers for people. Prices use the one formatter the e-mails share, from core.
 */
export { formatPrice } from '@core/format-price';

/** A specification key as the shop shows it: underscores become spaces (`display_size` → `display size`). */
export function formatSpecificationKey(key: string): string {
  return key.replaceAll('_', ' ').replace(/\s+/g, ' ').trim();
}
