/**
 * GET /api/pages/products (served as /products): with `?category=`, the shop's page with the
 * category's title, description and social tags in the HTML; otherwise the plain shell.
 */
import { describeCategoryPage, renderBareShell, renderPreviewHtml } from '../../core/seo/link-preview.js';
import { getSiteOrigin } from '../../core/seo/sitemap.js';
import { countInCategory } from '../../core/catalogue/catalogue-other-routes.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getSiteUrl } from '../../data/site-address.js';
import { getSpaShell } from '../../data/spa-shell.js';
import { htmlPage } from '../../shared/html-page.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event }) => {
  const [{ index, categories }, shell, siteUrl] = await Promise.all([
    getCatalogue(),
    getSpaShell(),
    getSiteUrl(),
  ]);
  const html = shell ?? renderBareShell();
  const slug = event.queryStringParameters?.category;
  const category = slug ? categories.find((c) => c.slug === slug && c.is_active) : undefined;
  if (!category) return htmlPage(200, html);
  const origin = getSiteOrigin(siteUrl, event.headers);
  const page = describeCategoryPage(category, countInCategory(index, category.id));
  return htmlPage(200, renderPreviewHtml(html, page, origin));
});
