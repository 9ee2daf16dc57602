import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, type Tokens } from '../helpers/cognito.js';

const shop = inject('shop');
const api = (path: string, init?: RequestInit) => fetch(`${shop.url}${path}`, init);
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('local API adapter', () => {
  let admin: Tokens;
  let customer: Tokens;

  beforeAll(async () => {
    admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
    customer = await signIn(shop, shop.sampleAccounts.customer.email, shop.sampleAccounts.customer.password);
  });

  it('serves the active categories from DynamoDB in category-bar order', async () => {
    const response = await api('/api/categories');
    expect(response.status).toBe(200);
    const { categories } = (await response.json()) as { categories: { name: string; slug: string }[] };
    expect(categories.slice(0, 3).map((c) => c.slug)).toEqual(['computers', 'software', 'networking']);
    expect(categories.map((c) => c.slug)).toContain('pos');
  });

  it('refuses a protected route without a token with 401', async () => {
    const response = await api('/api/admin/debug/auth');
    expect(response.status).toBe(401);
  });

  it('refuses a forged or garbage token with 401', async () => {
    const forged = `${admin.idToken.slice(0, -4)}AAAA`;
    expect((await api('/api/admin/debug/auth', bearer(forged))).status).toBe(401);
    expect((await api('/api/admin/debug/auth', bearer('not-a-jwt'))).status).toBe(401);
  });

  it('refuses a customer on an admin route with 403 from the handler', async () => {
    const response = await api('/api/admin/debug/auth', bearer(customer.idToken));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Access denied. Admin privileges required.' });
  });

  it('lets an admin through and passes the verified claims to the handler', async () => {
    for (const token of [admin.idToken, admin.accessToken]) {
      const response = await api('/api/admin/debug/auth', bearer(token));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { groups: string[] };
      expect(body.groups).toContain('admin');
    }
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with 405', async () => {
    expect((await api('/api/nothing-here')).status).toBe(404);
    expect((await api('/api/categories', { method: 'DELETE' })).status).toBe(405);
  });

  it('refreshes a session through the same-origin Cognito endpoint the SPA is given', async () => {
    const config = (await (await api('/config.json')).json()) as { userPoolEndpoint: string };
    expect(config.userPoolEndpoint).toBe(`${shop.url}/__cognito`);
    const client = new CognitoIdentityProviderClient({
      region: shop.functionEnv.AWS_REGION,
      endpoint: config.userPoolEndpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const refreshed = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: shop.userPoolClientId,
        RefreshToken: admin.refreshToken,
      }),
    );
    const response = await api('/api/admin/debug/auth', bearer(refreshed.AuthenticationResult!.IdToken!));
    expect(response.status).toBe(200);
  });

  it('serves the runtime config and falls back to index.html for client routes', async () => {
    const config = (await (await api('/config.json')).json()) as {
      apiBase: string;
      userPoolClientId: string;
    };
    expect(config).toMatchObject({ apiBase: '/api', userPoolClientId: shop.userPoolClientId });
    const page = await api('/products?category=computers');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
