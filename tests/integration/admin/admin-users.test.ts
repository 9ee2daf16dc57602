/**
 * User administration against the embedded stack: every change lands in Cognito and in the profile
 * mirror, an admin cannot lock themselves out, and a deactivated user cannot sign in.
 */
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminUserRow } from '../../../functions/core/admin/users.js';
import { createCognitoClient } from '../../helpers/accounts.js';
import { createTestUser, type TestUser } from '../../helpers/admin-users.js';
import { signIn } from '../../helpers/cognito.js';
import { callWithToken } from '../../helpers/bearer-call.js';

const shop = inject('shop');
const cognito = createCognitoClient(shop);
let token: string;
let adminId: string;

afterAll(() => cognito.destroy());

beforeAll(async () => {
  const { admin } = shop.sampleAccounts;
  token = (await signIn(shop, admin.email, admin.password)).idToken;
  adminId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  callWithToken<T>(shop, token, method, path, body);

async function getGroups(userId: string): Promise<string[]> {
  const result = await cognito.send(
    new AdminListGroupsForUserCommand({ UserPoolId: shop.userPoolId, Username: userId }),
  );
  return (result.Groups ?? []).map((g) => g.GroupName!).sort();
}

async function findUser(email: string): Promise<AdminUserRow | undefined> {
  const { body } = await call<{ users: AdminUserRow[] }>(
    'GET',
    `/api/admin/users?fresh=true&search=${encodeURIComponent(email)}`,
  );
  return body.users.find((u) => u.email === email);
}

describe('user administration', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser(shop);
  });

  it('lists users searched by name or e-mail on the server', async () => {
    // Fresh: another test file may have filled this container's few-second list before our user existed.
    const { body } = await call<{ users: AdminUserRow[]; total: number }>(
      'GET',
      '/api/admin/users?limit=1&fresh=true',
    );
    expect(body.users).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(await findUser(user.email)).toMatchObject({
      id: user.userId,
      roles: ['customer'],
      is_active: true,
    });
    const byName = await call<{ users: AdminUserRow[] }>('GET', `/api/admin/users?search=tamika%20reid`);
    expect(byName.body.users.map((u) => u.id)).toContain(user.userId);
  });

  it('keeps the list a few seconds, and reads it afresh on request', async () => {
    await call('GET', '/api/admin/users');
    const late = await createTestUser(shop);
    const search = `/api/admin/users?search=${encodeURIComponent(late.email)}`;
    expect((await call<{ total: number }>('GET', `${search}&fresh=true`)).body.total).toBe(1);
  });

  it('finds someone who signed up after the list was kept, without asking for a fresh read', async () => {
    await call('GET', '/api/admin/users');
    const late = await createTestUser(shop);
    const found = await call<{ users: AdminUserRow[] }>(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(late.email)}`,
    );
    expect(found.body.users.map((u) => u.id)).toEqual([late.userId]);
  });

  it('grants and removes a role in Cognito and in the mirror', async () => {
    const granted = await call<{ user: AdminUserRow }>(
      'PUT',
      `/api/admin/users/${user.userId}/roles/moderator`,
    );
    expect(granted.status).toBe(200);
    expect(granted.body.user.roles).toEqual(['customer', 'moderator']);
    expect(await getGroups(user.userId)).toEqual(['customer', 'moderator']);

    const removed = await call<{ user: AdminUserRow }>(
      'DELETE',
      `/api/admin/users/${user.userId}/roles/moderator`,
    );
    expect(removed.body.user.roles).toEqual(['customer']);
    expect(await getGroups(user.userId)).toEqual(['customer']);
    expect((await findUser(user.email))?.roles).toEqual(['customer']);
  });

  it('gives admin access with the admin role and takes it away again', async () => {
    await call('PUT', `/api/admin/users/${user.userId}/roles/admin`);
    const asAdmin = (await signIn(shop, user.email, user.password)).idToken;
    const allowed = await fetch(`${shop.url}/api/admin/stats`, {
      headers: { authorization: `Bearer ${asAdmin}` },
    });
    expect(allowed.status).toBe(200);

    await call('DELETE', `/api/admin/users/${user.userId}/roles/admin`);
    const asCustomer = (await signIn(shop, user.email, user.password)).idToken;
    const refused = await fetch(`${shop.url}/api/admin/stats`, {
      headers: { authorization: `Bearer ${asCustomer}` },
    });
    expect(refused.status).toBe(403);
  });

  it('lets only a super_admin grant or remove admin and super_admin', async () => {
    const plainAdmin = await createTestUser(shop, ['customer', 'admin']);
    const plainToken = (await signIn(shop, plainAdmin.email, plainAdmin.password)).idToken;
    const callAs = async (method: string, path: string) =>
      fetch(`${shop.url}${path}`, { method, headers: { authorization: `Bearer ${plainToken}` } }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
      );
    const target = await createTestUser(shop, ['customer', 'admin', 'super_admin']);

    for (const role of ['admin', 'super_admin']) {
      expect(await callAs('PUT', `/api/admin/users/${user.userId}/roles/${role}`)).toEqual({
        status: 403,
        body: { error: 'Forbidden', message: `Only a super admin can grant or remove the ${role} role.` },
      });
      expect((await callAs('DELETE', `/api/admin/users/${target.userId}/roles/${role}`)).status).toBe(403);
    }
    expect(await getGroups(user.userId)).toEqual(['customer']);
    expect(await getGroups(target.userId)).toEqual(['admin', 'customer', 'super_admin']);
    // Moderators stay an admin's to manage.
    expect((await callAs('PUT', `/api/admin/users/${user.userId}/roles/moderator`)).status).toBe(200);
    expect((await callAs('DELETE', `/api/admin/users/${user.userId}/roles/moderator`)).status).toBe(200);

    // The sample admin is the shop's owner (super_admin): both roles are theirs to grant and remove.
    expect((await call('PUT', `/api/admin/users/${user.userId}/roles/super_admin`)).status).toBe(200);
    expect(await getGroups(user.userId)).toEqual(['customer', 'super_admin']);
    expect((await call('DELETE', `/api/admin/users/${user.userId}/roles/super_admin`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${target.userId}/roles/admin`)).status).toBe(200);
    expect(await getGroups(target.userId)).toEqual(['customer', 'super_admin']);
  });

  it("lets only a super_admin deactivate an admin's or super_admin's account", async () => {
    const plainAdmin = await createTestUser(shop, ['customer', 'admin']);
    const plainToken = (await signIn(shop, plainAdmin.email, plainAdmin.password)).idToken;
    const setStatusAs = async (bearer: string, userId: string, isActive: boolean) => {
      const response = await fetch(`${shop.url}/api/admin/users/${userId}/status`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ is_active: isActive }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const owner = await createTestUser(shop, ['customer', 'super_admin']);
    const colleague = await createTestUser(shop, ['customer', 'admin']);
    const shopper = await createTestUser(shop);

    expect(await setStatusAs(plainToken, owner.userId, false)).toEqual({
      status: 403,
      body: {
        error: 'Forbidden',
        message: 'Only a super admin can deactivate or reactivate an account with the super_admin role.',
      },
    });
    expect((await setStatusAs(plainToken, colleague.userId, false)).status).toBe(403);
    await expect(signIn(shop, owner.email, owner.password)).resolves.toHaveProperty('idToken');
    // Customers stay an admin's to deactivate; the super_admin may deactivate the admin.
    expect((await setStatusAs(plainToken, shopper.userId, false)).status).toBe(200);
    expect((await setStatusAs(token, colleague.userId, false)).status).toBe(200);
    await expect(signIn(shop, colleague.email, colleague.password)).rejects.toThrow();
    expect((await setStatusAs(plainToken, 'no-such-user', false)).status).toBe(404);
  });

  it('refuses roles outside admin, moderator and super_admin', async () => {
    expect((await call('PUT', `/api/admin/users/${user.userId}/roles/owner`)).status).toBe(400);
  });

  it('deactivates a user, who then cannot sign in, and activates them again', async () => {
    const off = await call<{ user: AdminUserRow }>('PUT', `/api/admin/users/${user.userId}/status`, {
      is_active: false,
    });
    expect(off.body.user.is_active).toBe(false);
    const cognitoUser = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: shop.userPoolId, Username: user.userId }),
    );
    expect(cognitoUser.Enabled).toBe(false);
    await expect(signIn(shop, user.email, user.password)).rejects.toThrow();

    const on = await call<{ user: AdminUserRow }>('PUT', `/api/admin/users/${user.userId}/status`, {
      is_active: true,
    });
    expect(on.body.user.is_active).toBe(true);
    await expect(signIn(shop, user.email, user.password)).resolves.toHaveProperty('idToken');
  });

  it('keeps an admin from removing their own admin role or deactivating themselves', async () => {
    const role = await call('DELETE', `/api/admin/users/${adminId}/roles/admin`);
    expect(role).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'You cannot remove your own admin role.' },
    });
    const status = await call('PUT', `/api/admin/users/${adminId}/status`, { is_active: false });
    expect(status.body.message).toBe('You cannot deactivate your own account.');
    expect(await getGroups(adminId)).toContain('admin');
  });

  it('sends a password-reset e-mail', async () => {
    const { status, body } = await call('POST', `/api/admin/users/${user.userId}/password-reset`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ sent: true, message: 'Password reset email sent' });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('PUT', '/api/admin/users/no-such-user/roles/moderator')).status).toBe(404);
    expect((await call('POST', '/api/admin/users/no-such-user/password-reset')).status).toBe(404);
  });
});

describe('debug panel', () => {
  it('counts items by entity', async () => {
    const { body } = await call<{ counts: Record<string, number> }>('GET', '/api/admin/debug/database');
    expect(body.counts.product).toBeGreaterThan(100);
    expect(body.counts.profile).toBeGreaterThanOrEqual(2);
  });

  it('creates the sample data once', async () => {
    const first = await call<{ created: boolean; ids: { product: string } }>(
      'POST',
      '/api/admin/debug/sample-data',
    );
    const second = await call<{ created: boolean }>('POST', '/api/admin/debug/sample-data');
    expect([first.body.created, second.body.created]).toContain(false);
    expect((await call('GET', `/api/admin/products/${first.body.ids.product}`)).status).toBe(200);
  });

  it('removes the sample data, so its brand and category leave the shop', async () => {
    await call('POST', '/api/admin/debug/sample-data');
    const brandNames = async () =>
      ((await (await fetch(`${shop.url}/api/brands`)).json()) as { brands: { name: string }[] }).brands.map(
        (brand) => brand.name,
      );
    await expect.poll(brandNames).toContain('Sample Brand');
    const removed = await call<{ removed: boolean }>('DELETE', '/api/admin/debug/sample-data');
    expect(removed.status).toBe(200);
    expect((await call('GET', '/api/admin/products/debug-sample-product')).status).toBe(404);
    const names = async (path: string) =>
      (await (await fetch(`${shop.url}${path}`)).json()) as { [key: string]: { name: string }[] };
    await expect
      .poll(async () => (await names('/api/brands')).brands?.map((brand) => brand.name) ?? [])
      .not.toContain('Sample Brand');
    await expect
      .poll(async () => (await names('/api/categories')).categories?.map((c) => c.name) ?? [])
      .not.toContain('Sample Category');
  });

  it('checks the auth of the caller', async () => {
    const { body } = await call<{ groups: string[] }>('GET', '/api/admin/debug/auth');
    expect(body.groups).toContain('admin');
  });
});
