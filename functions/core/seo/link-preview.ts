/**
 * The pages link previews and crawlers read without running scripts: the shop's built `index.html`
 * with its head filled in for one product or one category (title, description, canonical link, Open
 * Graph and Twitter tags, and for a product its price, availability and Product JSON-LD). The SPA
 * then starts as on any other page and manages the same tags itself.
 */
import type { ProductCard } from '../catalogue/product-card.js';
import { CURRENCY } from '../currency.js';
import { formatPrice } from '../format-price.js';
import { SHOP_IDENTITY } from '../shop-identity.js';
import {
  buildHeadTags,
  buildPageTitle,
  serializeJsonLd,
  truncateDescription,
  type PageMetaInput,
} from './page-meta.js';
import { buildProductJsonLd, getSchemaAvailability } from './product-json-ld.js';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The product fields a preview needs: the warm catalogue's card and its short description. */
export type PreviewProduct = ProductCard & { part_number: string; short_description: string };

export interface PreviewCategory {
  name: string;
  slug: string;
  description: string;
}

export interface PreviewPage {
  meta: PageMetaInput;
  /** Extra `<meta property>` tags (a product's price and availability). */
  extraProperties?: readonly [string, string][];
  jsonLd?: Record<string, unknown>;
}

export function describeProductPage(product: PreviewProduct, origin: string): PreviewPage {
  const path = `/product/${encodeURIComponent(product.id)}`;
  const availability = getSchemaAvailability(product.stock_status);
  return {
    meta: {
      title: product.name,
      description: truncateDescription(
        product.short_description || `${product.name}: ${formatPrice(product.selling_price)}`,
      ),
      path,
      image: product.images[0],
      type: 'product',
      keywords: [product.name, product.brand_name, product.category_name].filter((v): v is string => !!v),
    },
    extraProperties: [
      ['product:price:amount', String(product.selling_price)],
      ['product:price:currency', CURRENCY.code],
      ['product:availability', availability.replace('https://schema.org/', '').toLowerCase()],
      ['og:price:amount', String(product.selling_price)],
      ['og:price:currency', CURRENCY.code],
    ],
    jsonLd: buildProductJsonLd(product, path, origin),
  };
}

export function describeCategoryPage(category: PreviewCategory, productCount: number): PreviewPage {
  const description =
    category.description ||
    `${category.name} at ${SHOP_IDENTITY.name}: ${productCount} products priced in Jamaican dollars.`;
  return {
    meta: {
      title: category.name,
      description: truncateDescription(description),
      path: `/products?category=${encodeURIComponent(category.slug)}`,
    },
  };
}

/** The head tags of a page as HTML, every value escaped. */
function renderHead(page: PreviewPage, origin: string): string {
  const tags = buildHeadTags(page.meta, origin).flatMap((tag) => {
    if (tag.content === undefined) return [];
    const content = escapeHtml(tag.content);
    if (tag.kind === 'canonical') return [`<link rel="canonical" href="${content}" />`];
    return [`<meta ${tag.kind}="${escapeHtml(tag.key)}" content="${content}" />`];
  });
  for (const [key, value] of page.extraProperties ?? []) {
    tags.push(`<meta property="${escapeHtml(key)}" content="${escapeHtml(value)}" />`);
  }
  return [`<title>${escapeHtml(buildPageTitle(page.meta.title))}</title>`, ...tags].join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
/** The app's root element's opening tag (the built shell holds a first-paint header inside it). */
const ROOT = /<div id="root">/i;

/**
 * The shell with the page's head. The JSON-LD goes inside the app's root element: crawlers read it,
 * and React replaces it when the SPA mounts, so it never lingers after the shopper navigates on.
 */
export function renderPreviewHtml(shell: string, page: PreviewPage, origin: string): string {
  const head = renderHead(page, origin);
  let html = shell.replace(TITLE, '').replace(DESCRIPTION, '');
  html = html.replace(/<\/head>/i, `  ${head}\n  </head>`);
  if (page.jsonLd) {
    const script = `<script type="application/ld+json">${serializeJsonLd(page.jsonLd)}</script>`;
    html = ROOT.test(html) ? html.replace(ROOT, (root) => `${root}${script}`) : html;
  }
  return html;
}

/** Used when the built shell cannot be read: the head alone still gives previews what they need. */
export function renderBareShell(): string {
  return '<!doctype html>\n<html lang="en-JM">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
}
