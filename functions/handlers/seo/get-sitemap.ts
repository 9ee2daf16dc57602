/** GET /api/sitemap.xml (served as /sitemap.xml): every active product and category for search engines. */
import { buildSitemapXml, getSiteOrigin, SITEMAP_STATIC_PATHS } from '../../core/seo/sitemap.js';
import { listActive } from '../../core/catalogue/catalogue-other-routes.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getSiteUrl } from '../../data/site-address.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event }) => {
  const { index, categories } = await getCatalogue();
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...categories
      .filter((c) => c.is_active)
      .map((c) => ({ path: `/products?category=${encodeURIComponent(c.slug)}` })),
    ...listActive(index).map((p) => ({ path: `/product/${p.id}`, lastModified: p.updated_at })),
  ];
  return {
    statusCode: 200,
    text: buildSitemapXml(getSiteOrigin(await getSiteUrl(), event.headers), entries),
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  };
});
