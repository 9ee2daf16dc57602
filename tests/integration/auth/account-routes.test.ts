/** My Account's API: profile, wishlist and account deletion, against the embedded stack. */
import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  confirmSignUpFromMail,
  createCognitoClient,
  makeEmail,
  signUpThroughPool,
} from '../../helpers/accounts.js';
import { signIn } from '../../helpers/cognito.js';

const shop = inject('shop');
const cognito = createCognitoClient(shop);
const PASSWORD = 'secret1';

afterAll(() => cognito.destroy());

/** A confirmed new customer and its ID token. */
async function createCustomer(label: string): Promise<{ email: string; token: string }> {
  const email = makeEmail(label);
  await signUpThroughPool(cognito, shop, {
    email,
    password: PASSWORD,
    givenName: 'Andre',
    familyName: 'Lewis',
  });
  await confirmSignUpFromMail(cognito, shop, email);
  return { email, token: (await signIn(shop, email, PASSWORD)).idToken };
}

function call(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${shop.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function getSomeProductIds(count: number): Promise<string[]> {
  const response = await fetch(`${shop.url}/api/products?limit=${count}`);
  const body = (await response.json()) as { products: { id: string }[] };
  return body.products.map((p) => p.id);
}

describe('profile', () => {
  let customer: { email: string; token: string };
  beforeAll(async () => {
    customer = await createCustomer('profile');
  });

  it('reads the profile written at confirmation', async () => {
    const response = await call('GET', '/api/account/profile', customer.token);
    expect(await response.json()).toMatchObject({
      profile: { email: customer.email, first_name: 'Andre', last_name: 'Lewis', is_active: true },
    });
  });

  it('saves names and phone on the profile and on the Cognito user', async () => {
    const response = await call('PUT', '/api/account/profile', customer.token, {
      first_name: 'Andrea',
      last_name: 'Lewis-Grant',
      phone: '876 555 0199',
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profile: { first_name: 'Andrea', last_name: 'Lewis-Grant', phone: '+18765550199' },
    });
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: shop.userPoolId, Username: customer.email }),
    );
    const attributes = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({
      given_name: 'Andrea',
      family_name: 'Lewis-Grant',
      phone_number: '+18765550199',
    });
  });

  it('refuses a phone number that is not one', async () => {
    const response = await call('PUT', '/api/account/profile', customer.token, {
      first_name: 'A',
      last_name: 'B',
      phone: 'call me',
    });
    expect(response.status).toBe(400);
  });

  it('refuses an empty first name, naming the field, and keeps the stored one', async () => {
    const response = await call('PUT', '/api/account/profile', customer.token, {
      first_name: '   ',
      last_name: 'B',
      phone: '',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('first_name');
    const stored = await call('GET', '/api/account/profile', customer.token);
    expect(((await stored.json()) as { profile: { first_name: string } }).profile.first_name).not.toBe('');
  });
});

describe('wishlist', () => {
  it('adds, lists and removes products, ignoring a second add', async () => {
    const customer = await createCustomer('wishlist');
    const [first, second] = await getSomeProductIds(2);

    expect((await call('PUT', `/api/wishlist/${first}`, customer.token)).status).toBe(204);
    expect((await call('PUT', `/api/wishlist/${second}`, customer.token)).status).toBe(204);
    expect((await call('PUT', `/api/wishlist/${first}`, customer.token)).status).toBe(204);
    const listed = (await (await call('GET', '/api/wishlist', customer.token)).json()) as {
      items: { product_id: string; product: { name: string } | null }[];
    };
    expect(listed.items.map((i) => i.product_id).sort()).toEqual([first, second].sort());
    expect(listed.items.every((i) => i.product !== null)).toBe(true);

    await call('DELETE', `/api/wishlist/${first}`, customer.token);
    const after = (await (await call('GET', '/api/wishlist', customer.token)).json()) as {
      items: { product_id: string }[];
    };
    expect(after.items.map((i) => i.product_id)).toEqual([second]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const customer = await createCustomer('wishlist-missing');
    expect((await call('PUT', '/api/wishlist/no-such-product', customer.token)).status).toBe(404);
  });
});

describe('delete account', () => {
  it('removes the Cognito user and the profile', async () => {
    const customer = await createCustomer('delete');

    const response = await call('DELETE', '/api/account', customer.token);

    expect(response.status).toBe(204);
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: shop.userPoolId, Username: customer.email })),
    ).rejects.toBeInstanceOf(UserNotFoundException);
  });
});
