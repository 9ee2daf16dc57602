import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { HANDLER_ACCESS, getRouteAccess } from '../../infra/constructs/route-access.js';

const accessOf = (handler: string) => getRouteAccess({ handler });

describe('route access', () => {
  it('lets the shop window read only, whatever the verb', () => {
    expect(accessOf('catalogue/list-products')).toMatchObject({ table: 'read', images: 'none' });
    expect(accessOf('catalogue/get-products-by-ids').table).toBe('read');
    expect(accessOf('seo/get-sitemap').table).toBe('read');
  });

  it('lets public cart, checkout and order routes write: guests have carts too', () => {
    // The proof upload route only signs a POST policy: it reads the order and writes nothing.
    for (const route of routes.filter(
      (r) =>
        r.auth === 'public' &&
        /^(cart|checkout|orders)\//.test(r.handler) &&
        r.handler !== 'orders/create-document-upload',
    )) {
      const expected = /\/(get|list|track)-/.test(route.handler) ? 'read' : 'readWrite';
      expect(getRouteAccess(route).table, route.handler).toBe(expected);
    }
    expect(accessOf('orders/place-order').table).toBe('readWrite');
    expect(accessOf('cart/add-cart-item').table).toBe('readWrite');
  });

  it('reads for get-, list- and track- handlers and writes for the others', () => {
    expect(accessOf('orders/track-order').table).toBe('read');
    expect(accessOf('admin/list-orders').table).toBe('read');
    expect(accessOf('admin/cancel-order').table).toBe('readWrite');
    expect(accessOf('wishlist/add-to-wishlist').table).toBe('readWrite');
  });

  it('gives Cognito admin calls to user administration and My Account writes only', () => {
    expect(accessOf('admin/set-user-status').userPool).toBe('administerUsers');
    expect(accessOf('admin/add-user-role').userPool).toBe('administerUsers');
    expect(accessOf('account/delete-account').userPool).toBe('manageUsers');
    expect(accessOf('admin/list-users').userPool).toBe('none');
    expect(accessOf('admin/send-password-reset')).toMatchObject({ table: 'read', userPool: 'none' });
  });

  it('lets every signed-in route read the table: the handler chain reads the caller account first', () => {
    for (const route of routes.filter((r) => r.auth !== 'public')) {
      expect(getRouteAccess(route).table, route.handler).not.toBe('none');
    }
    // robots.txt names the sitemap on the address the deployment records in the table.
    expect(getRouteAccess({ handler: 'seo/get-robots', auth: 'public' }).table).toBe('read');
  });

  it('lets the image upload route sign uploads and, besides the caller check, nothing else', () => {
    expect(getRouteAccess({ handler: 'admin/create-image-upload', auth: 'admin' })).toMatchObject({
      table: 'read',
      images: 'upload',
    });
    const uploaders = routes.filter((r) => getRouteAccess(r).images === 'upload').map((r) => r.handler);
    expect(uploaders).toEqual(['admin/create-image-upload']);
    const managers = routes.filter((r) => getRouteAccess(r).images === 'manage').map((r) => r.handler);
    expect(managers.sort()).toEqual(['admin/create-product', 'admin/delete-product', 'admin/update-product']);
  });

  it('lets the start routes start their state machine and no other route', () => {
    expect(accessOf('scraper/start-scrape')).toMatchObject({ table: 'readWrite', startsWorkflow: 'import' });
    expect(accessOf('scraper/start-backfill').startsWorkflow).toBe('backfill');
    const starters = routes.filter((r) => getRouteAccess(r).startsWorkflow).map((r) => r.handler);
    expect(starters.sort()).toEqual(['scraper/start-backfill', 'scraper/start-scrape']);
  });

  it("lets only the proof, business document and exemption letter routes and staff's order and company views touch the private documents bucket", () => {
    expect(accessOf('orders/create-document-upload')).toMatchObject({
      table: 'read',
      paymentDocuments: 'upload',
    });
    expect(accessOf('orders/confirm-document-upload')).toMatchObject({
      table: 'readWrite',
      paymentDocuments: 'verify',
    });
    expect(accessOf('admin/get-order').paymentDocuments).toBe('read');
    expect(accessOf('business/create-document-upload')).toMatchObject({ paymentDocuments: 'upload' });
    expect(accessOf('business/open-business-account').paymentDocuments).toBe('verify');
    expect(accessOf('admin/get-company').paymentDocuments).toBe('read');
    expect(accessOf('business/submit-gct-exemption-letter').paymentDocuments).toBe('verify');
    const touching = routes.filter((r) => getRouteAccess(r).paymentDocuments).map((r) => r.handler);
    expect([...new Set(touching)].sort()).toEqual([
      'admin/get-company',
      'admin/get-order',
      'business/create-document-upload',
      'business/open-business-account',
      'business/submit-gct-exemption-letter',
      'orders/confirm-document-upload',
      'orders/create-document-upload',
    ]);
  });

  it('lets only the export list and view sign links to the accounting export files', () => {
    const reading = routes.filter((r) => getRouteAccess(r).reportExports).map((r) => r.handler);
    expect(reading.sort()).toEqual(['reports/get-order-export', 'reports/list-order-exports']);
    expect(accessOf('reports/request-order-export')).toMatchObject({ table: 'readWrite' });
    expect(accessOf('reports/request-order-export').reportExports).toBeUndefined();
  });

  it('names only handlers of the route table in its exceptions', () => {
    const handlers = new Set<string>(routes.map((r) => r.handler));
    for (const handler of Object.keys(HANDLER_ACCESS)) expect(handlers.has(handler), handler).toBe(true);
  });
});

describe('catalogue snapshot access', () => {
  it('goes to the read-only routes that keep a warm catalogue, and to no writer', () => {
    expect(accessOf('catalogue/list-products')).toMatchObject({ table: 'read', catalogueSnapshot: 'write' });
    expect(accessOf('seo/get-sitemap').catalogueSnapshot).toBe('write');
    expect(accessOf('catalogue/get-product').catalogueSnapshot).toBeUndefined();
  });
});
