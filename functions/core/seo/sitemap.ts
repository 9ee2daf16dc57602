/** The XML sitemap of the shop: home, the catalogue, each active category and product, the information pages. */

/** Information pages of the route list that search engines should know about. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/products',
  '/contact',
  '/bulk-orders',
  '/track-order',
  '/returns',
  '/warranty',
  '/support',
  '/privacy',
  '/terms',
  '/sitemap',
] as const;

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]!};`,
  );
}

/** The sitemap document for a site origin such as `https://shop.example.com`. */
export function buildSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>`
      : '';
    return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The site's origin for absolute URLs: the stage's configured address (a custom domain, or the CDN
 * name the deployment records), never a forwarded host a client could set. The request's own Host
 * only stands in before the deployment recorded an address (and locally, where the two agree).
 */
export function getSiteOrigin(
  configuredSiteUrl: string | undefined,
  headers: Record<string, string | undefined>,
): string {
  if (configuredSiteUrl) return configuredSiteUrl.replace(/\/+$/, '');
  const host = headers.host ?? 'localhost';
  const protocol = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host) ? 'http' : 'https';
  return `${protocol}://${host}`;
}

/** Paths crawlers should leave alone: the cart, accounts and the admin area. */
export const ROBOTS_DISALLOWED_PATHS = ['/admin/', '/cart', '/auth', '/reset-password'] as const;

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function buildRobotsTxt(origin: string): string {
  const disallow = ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
