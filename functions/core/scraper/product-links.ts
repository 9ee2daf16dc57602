/**
 * The way to a store's product pages when a listing does not show the products itself: the product
 * links of a plain listing (a catalogue page that lists names as links, without prices or cards), the
 * pages of a `sitemap.xml` (and the sitemaps of a sitemap index), and whether a page is one product's
 * own page. The importer then reads each product on its page (`product-page.ts`).
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { toAbsoluteUrl } from './scraped-product.js';

/** Paths the platforms give product pages (Shopify, WooCommerce, Magento, BigCommerce, PrestaShop, OpenCart, others). */
const PRODUCT_PATH =
  /\/(products?|produkt|produit|producto|item|items|p|dp)\/[^/?#]+|[?&](product_id|id_product|productid|pid)=\d+|route=product\/product\b|\/\d+-[a-z0-9-]+\.html$|-p-\d+\.html?$|\/[a-z0-9]+(?:-[a-z0-9]+){2,}\.html$/i;

/** Paths that are never one product: the cart, accounts, help and listing pages. */
const NOT_PRODUCT =
  /\/(cart|basket|bag|checkout|account|my-account|customer|login|logout|signin|sign-in|register|signup|wishlist|compare|contact(-us)?|about(-us)?|blog|news|faq|help|support|terms|privacy|policies|policy|shipping|returns?|search|tags?|brands?|manufacturers?|categor(y|ies)|collections\/?[^/]*\/?$|pages?\/)(\/|$|\?)|[?&](add-to-cart|add_to_cart|addtocart|action=add|orderby|sort|filter|page|p)=|route=(checkout|account|information|product\/(category|search|manufacturer|compare))|\.(jpe?g|png|gif|webp|avif|pdf|zip|css|js|xml)$/i;

/** A link that puts something in the cart rather than showing it. */
const CART_ACTION = /[?&](add-to-cart|add_to_cart|addtocart|action=add)=?/i;

/** Where a page keeps links that are not its catalogue. */
const OUTSIDE_CATALOGUE =
  'header, footer, nav, aside, [role="navigation"], [role="banner"], [role="contentinfo"], .breadcrumb, .breadcrumbs, .pagination, .pager, [class*="menu" i], [id*="menu" i], [class*="footer" i], [class*="header" i]';

/** Links whose words are about the shop, not a product's name. */
const UTILITY_TEXT =
  /^(home|shop|next|previous|prev|more|read more|view( all)?|details|see all|add to (cart|basket)|buy now|\d+|[›»«‹<>]+|next page|previous page|login|sign in|my account|cart)$/i;

/** A link of the page with its place: what the parent chain looks like, for the largest group. */
interface Candidate {
  url: string;
  shape: string;
  productPath: boolean;
}

function shapeOf($: CheerioAPI, anchor: Element): string {
  return $(anchor)
    .parents()
    .slice(0, 4)
    .map((_, el) => (el as Element).tagName)
    .get()
    .join('<');
}

/**
 * The product pages a listing links to, in page order: links to the same site, outside its header,
 * footer, menus and sidebars, not to the cart, an account, help or another listing. Links whose
 * path is a product path of a known platform win; without any, the largest group of links that sit
 * alike on the page (the list of the catalogue) is taken, when it has at least two.
 */
export function findProductLinks($: CheerioAPI, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const here = toAbsoluteUrl(pageUrl, pageUrl);
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  $('a[href]').each((_, raw) => {
    const anchor = $(raw);
    if (anchor.closest(OUTSIDE_CATALOGUE).length > 0) return;
    const href = anchor.attr('href') ?? '';
    if (/^(#|javascript:|mailto:|tel:)/i.test(href) || anchor.attr('rel')?.includes('nofollow')) return;
    const url = toAbsoluteUrl(href, pageUrl);
    if (!url || url === here || seen.has(url)) return;
    const target = new URL(url);
    if (target.host !== page.host) return;
    const path = `${target.pathname}${target.search}`;
    if (CART_ACTION.test(path)) return;
    const productPath = PRODUCT_PATH.test(path);
    if (!productPath && NOT_PRODUCT.test(path)) return;
    if (target.pathname === '/' || target.pathname === page.pathname) return;
    const text = anchor.text().replace(/\s+/g, ' ').trim();
    const label = text || anchor.find('img').attr('alt') || anchor.attr('title') || '';
    if (label === '' || UTILITY_TEXT.test(label)) {
      // A picture link next to the named link of the same product is the same product.
      if (!productPath) return;
    }
    seen.add(url);
    candidates.push({ url, shape: shapeOf($, raw as Element), productPath });
  });
  const byPath = candidates.filter((c) => c.productPath);
  if (byPath.length > 0) return byPath.map((c) => c.url);
  const groups = new Map<string, string[]>();
  for (const candidate of candidates) {
    groups.set(candidate.shape, [...(groups.get(candidate.shape) ?? []), candidate.url]);
  }
  const largest = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  return largest.length >= 2 ? largest : [];
}

/** The pages of a sitemap, or the sitemaps of a sitemap index. */
export interface SitemapReading {
  pages: string[];
  sitemaps: string[];
}

/** Whether a text is a sitemap (`<urlset>` or `<sitemapindex>`) rather than a page. */
export function isSitemap(text: string): boolean {
  return /<(urlset|sitemapindex)[\s>]/i.test(text.slice(0, 2000));
}

/**
 * Reads a sitemap. A sitemap of a whole site lists its categories and pages too: when some of its
 * pages have product paths, only those are kept. A sitemap index's product sitemaps come first
 * (`sitemap_products_1.xml`, `product-sitemap.xml`), and the others only when none is named so.
 */
export function readSitemap(xml: string, sitemapUrl: string): SitemapReading {
  const $ = load(xml, { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .map((_, el) => toAbsoluteUrl($(el).text(), sitemapUrl))
      .get()
      .filter((url): url is string => url !== undefined);
  const host = new URL(sitemapUrl).host;
  const sameSite = (url: string) => new URL(url).host === host;
  const sitemaps = locs('sitemapindex > sitemap > loc').filter(sameSite);
  const productSitemaps = sitemaps.filter((url) => /product/i.test(new URL(url).pathname));
  const pages = locs('urlset > url > loc').filter(sameSite);
  const productPages = pages.filter((url) => {
    const { pathname, search } = new URL(url);
    return PRODUCT_PATH.test(`${pathname}${search}`);
  });
  return {
    pages: productPages.length > 0 ? productPages : pages.filter((url) => !NOT_PRODUCT.test(url)),
    sitemaps: productSitemaps.length > 0 ? productSitemaps : sitemaps,
  };
}
