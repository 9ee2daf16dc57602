/**
 * Every admin route of the route table checks the caller's group on the server: no token is a 401
 * (the authorizer), a customer's or a moderator's token a 403 (the handler), an admin's token gets
 * through. Staff routes (the Inbox) let moderators through as well; report routes (reports, orders and
 * invoices, read only) let accountants through, and nothing else does.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDefinition } from '../../../functions/routes.js';
import { createTestUser } from '../../helpers/admin-users.js';
import { signIn, type Tokens } from '../../helpers/cognito.js';

const shop = inject('shop');
const adminRoutes: readonly RouteDefinition[] = routes.filter((route) => route.auth === 'admin');
const staffRoutes: readonly RouteDefinition[] = routes.filter((route) => route.auth === 'staff');
const reportRoutes: readonly RouteDefinition[] = routes.filter((route) => route.auth === 'reports');

let customer: Tokens;
let admin: Tokens;
let moderator: Tokens;
let accountant: Tokens;

beforeAll(async () => {
  const { admin: adminAccount, customer: customerAccount } = shop.sampleAccounts;
  const moderatorAccount = await createTestUser(shop, ['customer', 'moderator']);
  const accountantAccount = await createTestUser(shop, ['customer', 'accountant']);
  [customer, admin, moderator, accountant] = await Promise.all([
    signIn(shop, customerAccount.email, customerAccount.password),
    signIn(shop, adminAccount.email, adminAccount.password),
    signIn(shop, moderatorAccount.email, moderatorAccount.password),
    signIn(shop, accountantAccount.email, accountantAccount.password),
  ]);
});

/** Calls a route with its path parameters filled in and, for writes, an empty JSON body. */
function callRoute(route: RouteDefinition, token?: string): Promise<Response> {
  const path = route.path.replace(/\{[^}]+\}/g, 'role-check-id');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (hasBody) headers['content-type'] = 'application/json';
  return fetch(`${shop.url}${path}`, { method: route.method, headers, body: hasBody ? '{}' : undefined });
}

describe('admin routes', () => {
  it('exist in the route table', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  describe.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it('refuses a request without a token with 401', async () => {
        expect((await callRoute(route)).status).toBe(401);
      });

      it("refuses a customer's token with 403", async () => {
        const response = await callRoute(route, customer.idToken);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ error: 'Forbidden' });
      });

      it("refuses a moderator's token with 403", async () => {
        expect((await callRoute(route, moderator.idToken)).status).toBe(403);
      });

      it("refuses an accountant's token with 403", async () => {
        expect((await callRoute(route, accountant.idToken)).status).toBe(403);
      });

      it("lets an admin's token through", async () => {
        const response = await callRoute(route, admin.idToken);
        expect([401, 403]).not.toContain(response.status);
      });
    },
  );
});

describe('staff routes', () => {
  it('exist in the route table', () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
  });

  describe.each(staffRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it("refuses no token with 401, a customer's and an accountant's token with 403", async () => {
        expect((await callRoute(route)).status).toBe(401);
        expect((await callRoute(route, customer.idToken)).status).toBe(403);
        expect((await callRoute(route, accountant.idToken)).status).toBe(403);
      });

      it("lets a moderator's and an admin's token through", async () => {
        for (const token of [moderator.idToken, admin.idToken]) {
          expect([401, 403]).not.toContain((await callRoute(route, token)).status);
        }
      });
    },
  );
});

describe('report routes', () => {
  it('are the reports, the order list, an order and its invoice, all read only (asking for an export of them writes only the export)', () => {
    const changing = reportRoutes.filter((route) => route.method !== 'GET');
    expect(changing.map((route) => `${route.method} ${route.path}`)).toEqual([
      'POST /api/admin/reports/exports',
    ]);
    expect(reportRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/admin/reports/sales',
        '/api/admin/reports/gct',
        '/api/admin/orders',
        '/api/admin/orders/{orderNumber}',
        '/api/admin/orders/{orderNumber}/invoice',
      ]),
    );
  });

  describe.each(reportRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it("refuses no token with 401, a customer's and a moderator's token with 403", async () => {
        expect((await callRoute(route)).status).toBe(401);
        expect((await callRoute(route, customer.idToken)).status).toBe(403);
        expect((await callRoute(route, moderator.idToken)).status).toBe(403);
      });

      it("lets an accountant's and an admin's token through", async () => {
        for (const token of [accountant.idToken, admin.idToken]) {
          expect([401, 403]).not.toContain((await callRoute(route, token)).status);
        }
      });
    },
  );
});
