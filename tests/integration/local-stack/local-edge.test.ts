/**
 * The local adapter at the edge, as CloudFront and API Gateway behave in production: malformed
 * requests are a 400, never a 502; every answer carries the production security headers; images
 * are shown inline with nothing allowed to run; the Cognito proxy forwards only the SPA's calls.
 */
import { describe, expect, inject, it } from 'vitest';
import { signIn } from '../../helpers/cognito.js';

const shop = inject('shop');

async function rawGet(path: string): Promise<Response> {
  // fetch() would normalise the path; send it exactly as written.
  return fetch(new URL(path, shop.url).href.replace(/%25/g, '%'));
}

const cognitoCall = (target: string, body: unknown) =>
  fetch(`${shop.url}/__cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });

describe('malformed requests', () => {
  it.each(['/api/products/%ZZ', '/%ZZ', '/api/cart/items/%E0%A4%A'])(
    'answers %s with a 400',
    async (path) => {
      const response = await rawGet(path);
      expect(response.status).toBe(400);
    },
  );

  it('answers a trigger invoke whose body is not JSON with a 400', async () => {
    const response = await fetch(
      `${shop.url}/2015-03-31/functions/storefront-auth-post-confirmation/invocations`,
      { method: 'POST', body: '{not json' },
    );
    expect(response.status).toBe(400);
  });
});

describe('security headers', () => {
  it.each(['/', '/products', '/api/categories', '/api/nope', '/config.json', '/%ZZ'])(
    'sends the production headers with %s',
    async (path) => {
      const response = await rawGet(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('serves images inline, unsniffed, with nothing allowed to run in them', async () => {
    const { products } = (await (await fetch(`${shop.url}/api/products?limit=50`)).json()) as {
      products: { images: string[] }[];
    };
    const image = products.flatMap((product) => product.images).find((url) => url.startsWith('/images/'));
    expect(image).toBeDefined();

    const response = await fetch(`${shop.url}${image}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*sandbox/);
  });
});

describe('the same-origin Cognito proxy', () => {
  it('refuses Admin calls, such as making oneself admin', async () => {
    const { customer } = shop.sampleAccounts;
    const response = await cognitoCall('AdminAddUserToGroup', {
      UserPoolId: shop.userPoolId,
      Username: customer.email,
      GroupName: 'admin',
    });

    expect(response.status).toBe(403);
    const { idToken } = await signIn(shop, customer.email, customer.password);
    const groups = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'))[
      'cognito:groups'
    ];
    expect(groups).not.toContain('admin');
  });

  it.each(['ListUsers', 'AdminCreateUser', 'CreateGroup', 'DescribeUserPool', ''])(
    'refuses %s',
    async (target) => {
      expect((await cognitoCall(target, { UserPoolId: shop.userPoolId })).status).toBe(403);
    },
  );

  it('forwards the calls the SPA makes, such as signing in', async () => {
    const { customer } = shop.sampleAccounts;
    const response = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: shop.userPoolClientId,
      AuthParameters: { USERNAME: customer.email, PASSWORD: customer.password },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { AuthenticationResult?: object }).AuthenticationResult).toBeDefined();
  });
});
