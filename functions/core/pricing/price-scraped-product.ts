/**
 * A scraped product priced for the shop: its store price and list price become JMD selling and list
 * prices under the pricing settings, and its cost is kept for the admin. The import step plans the
 * product from the priced copy, so preview, import, publish and sync all charge the same.
 */
import type { ScrapedProduct } from '../scraper/scraped-product.js';
import {
  priceAlongside,
  priceFromStore,
  resolveCurrency,
  type PriceBreakdown,
  type PricingSettings,
  type SourceCurrency,
} from './pricing-rules.js';

export interface PricedScrapedProduct {
  /** The product with `price` and `listPrice` in JMD as the shop sells it (no price: none usable). */
  scraped: ScrapedProduct;
  /** Absent when the store shows no price, or one in a currency the shop cannot convert. */
  breakdown?: PriceBreakdown;
}

export function priceScrapedProduct(
  scraped: ScrapedProduct,
  options: {
    settings: PricingSettings;
    currency?: SourceCurrency;
    brandId: string | null;
    categoryId: string | null;
    existing?: { cost_price: number; selling_price: number };
  },
): PricedScrapedProduct {
  const currency = resolveCurrency(scraped.currency, options.currency, options.settings);
  const { price: _price, listPrice: _list, ...rest } = scraped;
  if (scraped.price === undefined || scraped.priceOnRequest || currency === undefined)
    return { scraped: rest };
  const breakdown = priceFromStore(
    {
      storePrice: scraped.price,
      currency,
      brandId: options.brandId,
      categoryId: options.categoryId,
      ...(options.existing ? { existing: options.existing } : {}),
    },
    options.settings,
  );
  const listPrice =
    scraped.listPrice !== undefined && scraped.listPrice > scraped.price
      ? priceAlongside(scraped.listPrice, breakdown, options.settings)
      : undefined;
  return {
    scraped: {
      ...rest,
      price: breakdown.sellingPrice,
      currency: 'JMD',
      ...(listPrice !== undefined ? { listPrice } : {}),
    },
    breakdown,
  };
}
