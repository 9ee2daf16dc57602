/**
 * GET /api/pages/product/{id} (served as /product/{id}): the shop's page with the product's title,
 * description, price, availability, image and Product JSON-LD in the HTML, for link previews and
 * crawlers that run no scripts. An unknown product gets the plain shell with a 404.
 */
import { productIdSchema } from '../../core/catalogue/product-id.js';
import { describeProductPage, renderBareShell, renderPreviewHtml } from '../../core/seo/link-preview.js';
import { getSiteOrigin } from '../../core/seo/sitemap.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getSiteUrl } from '../../data/site-address.js';
import { getSpaShell } from '../../data/spa-shell.js';
import { htmlPage } from '../../shared/html-page.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event }) => {
  const [{ index }, shell, siteUrl] = await Promise.all([getCatalogue(), getSpaShell(), getSiteUrl()]);
  const html = shell ?? renderBareShell();
  const id = productIdSchema.safeParse(event.pathParameters?.id);
  const product = id.success ? index.get(id.data) : undefined;
  if (!product?.is_active) return htmlPage(404, html);
  const origin = getSiteOrigin(siteUrl, event.headers);
  const card = index.toCard(product);
  const page = describeProductPage(
    { ...card, part_number: product.part_number, short_description: product.short_description },
    origin,
  );
  return htmlPage(200, renderPreviewHtml(html, page, origin));
});
