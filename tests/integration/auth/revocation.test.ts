/**
 * Tokens outlive what they say: a removed role, a deactivation or a deleted account leaves the
 * caller's token valid for up to an hour. The handler chain checks the account as stored now.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../helpers/accounts.js';
import { createTestUser, type TestUser } from '../../helpers/admin-users.js';
import { callWithToken } from '../../helpers/bearer-call.js';
import { signIn, type Tokens } from '../../helpers/cognito.js';

const shop = inject('shop');
let adminToken: string;

beforeAll(async () => {
  const { admin } = shop.sampleAccounts;
  adminToken = (await signIn(shop, admin.email, admin.password)).idToken;
});

/** A call as `token`'s holder (the argument order reads as the tests do: what, then who). */
const call = (method: string, path: string, token: string, body?: unknown) =>
  callWithToken(shop, token, method, path, body);

async function signedIn(groups: Parameters<typeof createTestUser>[1]): Promise<TestUser & Tokens> {
  const user = await createTestUser(shop, groups);
  return { ...user, ...(await signIn(shop, user.email, user.password)) };
}

describe('revoked access', () => {
  it('refuses admin routes to an admin whose role was removed, with the token still valid', async () => {
    const staff = await signedIn(['customer', 'admin']);
    expect((await call('GET', '/api/admin/stats', staff.idToken)).status).toBe(200);

    const removed = await call('DELETE', `/api/admin/users/${staff.userId}/roles/admin`, adminToken);
    expect(removed.status).toBe(200);

    expect((await call('GET', '/api/admin/stats', staff.idToken)).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/images', staff.idToken, { content_type: 'image/png', size: 10 }))
        .status,
    ).toBe(403);
    // Still a customer: the shop keeps working for them.
    expect((await call('GET', '/api/me/cart', staff.idToken)).status).toBe(200);
  });

  it('signs a deactivated user out of every signed-in route', async () => {
    const customer = await signedIn(['customer']);
    expect((await call('GET', '/api/me/cart', customer.idToken)).status).toBe(200);

    const off = await call('PUT', `/api/admin/users/${customer.userId}/status`, adminToken, {
      is_active: false,
    });
    expect(off.status).toBe(200);

    const cart = await call('GET', '/api/me/cart', customer.idToken);
    expect(cart.status).toBe(401);
    expect(cart.body.message).toBe('Your account has been deactivated. Please contact the shop.');
    const profile = await call('PUT', '/api/account/profile', customer.idToken, {
      first_name: 'Still',
      last_name: 'Here',
      phone: '',
    });
    expect(profile.status).toBe(401);
  });

  it('answers a repeated account deletion with 404 and refuses the deleted account its token', async () => {
    const customer = await signedIn(['customer']);

    expect((await call('DELETE', '/api/account', customer.idToken)).status).toBe(204);
    const again = await call('DELETE', '/api/account', customer.idToken);
    expect(again.status).toBe(404);

    expect((await call('GET', '/api/me/cart', customer.idToken)).status).toBe(401);
    expect((await call('GET', '/api/me/orders', customer.idToken)).status).toBe(401);
    expect((await call('GET', '/api/account/profile', customer.idToken)).status).toBe(401);
  });

  it('never answers 500 to two deletions racing with one token', async () => {
    const customer = await signedIn(['customer']);

    const answers = await Promise.all([
      call('DELETE', '/api/account', customer.idToken),
      call('DELETE', '/api/account', customer.idToken),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual(
      answers.some((answer) => answer.status === 404) ? [204, 404] : [204, 204],
    );
  });
});

describe('profile identity fields', () => {
  it('keeps the stored e-mail when the profile is saved with an access token', async () => {
    const customer = await signedIn(['customer']);

    const saved = await call('PUT', '/api/account/profile', customer.accessToken, {
      first_name: 'Kemar',
      last_name: 'Walters',
      phone: '',
    });

    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ email: customer.email, first_name: 'Kemar' });
    const documents = createDocumentClient(shop);
    const stored = await documents.send(
      new GetCommand({
        TableName: shop.functionEnv.TABLE_NAME,
        Key: { pk: `user#${customer.userId}`, sk: 'profile' },
      }),
    );
    documents.destroy();
    expect(stored.Item).toMatchObject({ email: customer.email, first_name: 'Kemar' });
  });
});
