import { describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '../../functions/routes.js';
import { STAGE_NAMES } from '../../infra/config.js';
import { MAX_ROUTES_PER_GROUP, getRouteGroupId, groupRoutes } from '../../infra/constructs/route-groups.js';
import { countResources, synthStorefront } from './synth-storefront.js';

/** CloudFormation refuses a template above 500 resources; the margin leaves room for a few routes. */
const MAX_RESOURCES_PER_TEMPLATE = 450;

/**
 * The route table twice over (`/api/v2/...`): every area doubling (about 280 routes; the table
 * itself is about 140, the largest group 14 of the 40 a nested stack holds).
 */
const GROWN_ROUTES: readonly RouteDefinition[] = [
  ...routes,
  ...['v2'].flatMap((version) =>
    routes.map((route) => ({ ...route, path: route.path.replace(/^\/api\//, `/api/${version}/`) })),
  ),
];

describe('stack limits', () => {
  it.each(STAGE_NAMES)('keeps every template of the %s stage under 450 resources', (stage) => {
    const { stackTemplates } = synthStorefront({ stage });
    const counts = countResources(stackTemplates);
    expect(Object.keys(counts).length).toBeGreaterThan(3);
    for (const [stack, count] of Object.entries(counts)) {
      expect(count, stack).toBeLessThan(MAX_RESOURCES_PER_TEMPLATE);
    }
  });

  it('still fits when every area of the route table doubles (prod, with alarms)', () => {
    expect(GROWN_ROUTES.length).toBe(2 * routes.length);
    const { stackTemplates } = synthStorefront({ stage: 'prod', routes: GROWN_ROUTES });
    for (const [stack, count] of Object.entries(countResources(stackTemplates))) {
      expect(count, stack).toBeLessThan(MAX_RESOURCES_PER_TEMPLATE);
    }
  });
});

describe('route groups', () => {
  it('groups routes by the area of their handler, the admin area by resource', () => {
    const route = (handler: string, path: string): RouteDefinition => ({
      method: 'GET',
      path,
      handler,
      auth: 'public',
    });
    expect(getRouteGroupId(route('catalogue/list-products', '/api/products'))).toBe('Catalogue');
    expect(getRouteGroupId(route('cart/get-cart', '/api/me/cart'))).toBe('Cart');
    expect(getRouteGroupId(route('scraper/get-scrape', '/api/admin/scrapes/{id}'))).toBe('Scraper');
    expect(getRouteGroupId(route('admin/get-product', '/api/admin/products/{id}'))).toBe('AdminProducts');
    expect(getRouteGroupId(route('admin/list-catalogue-options', '/api/admin/catalogue-options'))).toBe(
      'AdminCatalogueOptions',
    );
  });

  it('keeps a route in its group however many routes are added before it', () => {
    const before = new Map(routes.map((r) => [r, getRouteGroupId(r)]));
    const grown = groupRoutes(GROWN_ROUTES);
    for (const [route, groupId] of before) {
      expect(grown.find((g) => g.routes.includes(route))?.id).toBe(groupId);
    }
  });

  it('refuses a group that outgrows one nested stack', () => {
    const tooMany = Array.from({ length: MAX_ROUTES_PER_GROUP + 1 }, (_, i) => ({
      method: 'GET' as const,
      path: `/api/products/x${i}`,
      handler: 'catalogue/get-product',
      auth: 'public' as const,
    }));
    expect(() => groupRoutes(tooMany)).toThrow(/Catalogue has 41 routes/);
  });
});
