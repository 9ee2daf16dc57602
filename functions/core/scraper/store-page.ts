/**
 * What one page of a store gives a run: the products it shows itself (a listing's cards or rows, or
 * the whole record of a product's own page), the product pages it leads to (the plain product links
 * of a listing, the pages of a sitemap) and the further sitemaps of a sitemap index.
 */
import { load } from 'cheerio';
import { extractHtmlPage } from './extract-products.js';
import { findProductLinks, isSitemap, readSitemap } from './product-links.js';
import { isProductPage, readProductPage, withoutOtherProducts } from './product-page.js';
import type { PageExtraction, SkippedItem } from './scraped-product.js';

export interface StorePageReading {
  extraction: PageExtraction;
  /** Product pages to open and read one by one. */
  productUrls: string[];
  /** Sitemaps of a sitemap index, read after this one. */
  sitemaps: string[];
  /** Where a product page's visible words overruled its structured data, for the run's report. */
  notes: SkippedItem[];
}

/** Notes of a product page read whole, one per disagreement, named by the product. */
export function toDisagreementNotes(name: string, disagreements: readonly string[]): SkippedItem[] {
  return disagreements.map((text) => ({ reason: 'page-differs', label: `${name} (${text})` }));
}

/** Reads one page of a store (HTML or a sitemap). */
export function readStorePage(text: string, pageUrl: string): StorePageReading {
  const none = { productUrls: [], sitemaps: [], notes: [] };
  if (isSitemap(text)) {
    const sitemap = readSitemap(text, pageUrl);
    return {
      ...none,
      extraction: { products: [], source: 'none' },
      productUrls: sitemap.pages,
      sitemaps: sitemap.sitemaps,
    };
  }
  const extraction = extractHtmlPage(text, pageUrl);
  // A product's own page (the start URL given, or a page a listing shows alone) is read whole; its
  // recommendations are not products of the run.
  // Tiles of other products ("customers also bought") are no reason to take a page for a listing.
  const own =
    extraction.products.length > 1 && extraction.source !== 'json-ld'
      ? extractHtmlPage(withoutOtherProducts(text), pageUrl)
      : extraction;
  if (extraction.products.length <= 1 || extraction.source !== 'json-ld') {
    if (isProductPage(text, pageUrl, own.products.length > 1)) {
      const reading = readProductPage(text, pageUrl);
      if (reading) {
        return {
          ...none,
          extraction: {
            products: [reading.product],
            source: extraction.source === 'none' ? 'html' : extraction.source,
          },
          notes: toDisagreementNotes(reading.product.name, reading.disagreements),
        };
      }
    }
  }
  if (extraction.products.length > 0) return { ...none, extraction };
  return { ...none, extraction, productUrls: findProductLinks(load(text), pageUrl) };
}
