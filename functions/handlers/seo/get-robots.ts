/** GET /api/robots.txt (served as /robots.txt): crawl everything public, and where the sitemap is. */
import { buildRobotsTxt, getSiteOrigin } from '../../core/seo/sitemap.js';
import { getSiteUrl } from '../../data/site-address.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event }) => ({
  statusCode: 200,
  text: buildRobotsTxt(getSiteOrigin(await getSiteUrl(), event.headers)),
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
}));
