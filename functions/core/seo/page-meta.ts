/**
 * What search engines and link previews read: page titles, meta and social tags, and the schema.org
 * structured data of the home page (Organization) and of each product page (Product with an Offer).
 * Pure functions shared by the shop (`components/seo/page-meta.tsx` applies them in the browser) and
 * the server's link-preview pages, so both write the same head.
 */
import { MARKETING } from '../marketing-claims.js';
import { CURRENCY } from '../currency.js';
import { SHOP_IDENTITY as shop } from '../shop-identity.js';

export interface PageMetaInput {
  /** The page's own title; the shop's name is appended. Leave out for the shop's home title. */
  title?: string;
  description: string;
  /** Path of the page (`/products?category=gaming`), made absolute with the site's origin. */
  path: string;
  /** Path or URL of the preview image. */
  image?: string;
  /** `og:type`: `website` unless the page is a product. */
  type?: 'website' | 'product';
  keywords?: readonly string[];
  /** Pages that must stay out of search results (the 404 page). */
  noIndex?: boolean;
}

/** One managed tag of the document head: `<meta name|property=key content>` or the canonical link. */
export interface HeadTag {
  kind: 'name' | 'property' | 'canonical';
  key: string;
  /** `undefined` removes the tag, so a page never keeps the previous page's value. */
  content: string | undefined;
}

/** The home title, also used when a page has no title of its own. */
export const SITE_TITLE = `${shop.name} | Computers, Networking and Technology in Jamaica`;

/** `Gaming Laptop | Shop Name`, or the home title when there is no page title. */
export function buildPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${shop.name}` : SITE_TITLE;
}

/** Makes a path absolute on the site's origin; full URLs are kept as they are. */
export function toAbsoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/** Every meta tag and the canonical link a page sets, including those it removes. */
export function buildHeadTags(meta: PageMetaInput, origin: string): HeadTag[] {
  const title = buildPageTitle(meta.title);
  const url = toAbsoluteUrl(meta.path, origin);
  const image = meta.image ? toAbsoluteUrl(meta.image, origin) : undefined;
  const keywords = meta.keywords?.length ? meta.keywords.join(', ') : undefined;
  return [
    { kind: 'name', key: 'description', content: meta.description },
    { kind: 'name', key: 'keywords', content: keywords },
    { kind: 'name', key: 'robots', content: meta.noIndex ? 'noindex, follow' : undefined },
    { kind: 'canonical', key: 'canonical', content: meta.noIndex ? undefined : url },
    { kind: 'property', key: 'og:site_name', content: shop.name },
    { kind: 'property', key: 'og:locale', content: CURRENCY.locale.replace('-', '_') },
    { kind: 'property', key: 'og:type', content: meta.type ?? 'website' },
    { kind: 'property', key: 'og:title', content: title },
    { kind: 'property', key: 'og:description', content: meta.description },
    { kind: 'property', key: 'og:url', content: url },
    { kind: 'property', key: 'og:image', content: image },
    { kind: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { kind: 'name', key: 'twitter:title', content: title },
    { kind: 'name', key: 'twitter:description', content: meta.description },
    { kind: 'name', key: 'twitter:image', content: image },
  ];
}

/** Cuts a text to at most `max` characters at a word boundary, for meta descriptions. */
export function truncateDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export type JsonLd = Record<string, unknown>;

/**
 * The Organization of the home page. The shop states its rating (4.5 from 127 reviews); the
 * address is the shop's locality only, as the published address has no street.
 */
export function buildOrganizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: toAbsoluteUrl('/', origin),
    logo: toAbsoluteUrl('/favicon.svg', origin),
    telephone: shop.phone,
    email: shop.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: shop.address.locality,
      addressRegion: shop.address.region,
      addressCountry: 'JM',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: MARKETING.structuredDataRating,
      reviewCount: MARKETING.structuredDataReviewCount,
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
