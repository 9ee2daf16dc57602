import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../../../infra/local/route-matcher.js';
import type { RouteDefinition } from '../../../functions/routes.js';

const routes: RouteDefinition[] = [
  { method: 'GET', path: '/api/products/{id}', handler: 'catalogue/get-product', auth: 'public' },
  { method: 'GET', path: '/api/products/featured', handler: 'catalogue/list-featured', auth: 'public' },
  { method: 'POST', path: '/api/cart/lines', handler: 'cart/add-line', auth: 'public' },
];

describe('route matcher', () => {
  const matcher = createRouteMatcher(routes);

  it('prefers a literal path over a parameter, as API Gateway does', () => {
    const found = matcher.match('GET', '/api/products/featured');
    expect(found).toMatchObject({ route: { handler: 'catalogue/list-featured' } });
  });

  it('extracts and decodes path parameters', () => {
    const found = matcher.match('GET', '/api/products/abc%20123');
    expect(found).toMatchObject({ pathParameters: { id: 'abc 123' } });
  });

  it('tells a wrong method apart from an unknown path', () => {
    expect(matcher.match('DELETE', '/api/cart/lines')).toBe('methodNotAllowed');
    expect(matcher.match('GET', '/api/unknown')).toBeUndefined();
    expect(matcher.match('GET', '/api/products/a/b')).toBeUndefined();
  });
});
