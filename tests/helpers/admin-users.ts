/** Creates throwaway users on the test stack (Cognito user, password, groups, profile item) the way the seed does. */
import type { Group } from '../../functions/core/auth/groups.js';
import { createConfirmedUser } from '../../infra/local/seed/seed-sample-data.js';
import { createCognitoClient, createDocumentClient, makeEmail } from './accounts.js';
import { createShopClient, type ShopClient } from './cart-api.js';
import { signIn } from './cognito.js';
import type { ProvidedShop } from './integration-setup.js';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A confirmed user with a permanent password, its groups and its profile item. */
export async function createTestUser(
  shop: ProvidedShop,
  groups: readonly Group[] = ['customer'],
): Promise<TestUser> {
  const email = makeEmail('admin-test');
  const user = { email, password: 'Test#2026pass', firstName: 'Tamika', lastName: 'Reid' };
  const cognito = createCognitoClient(shop);
  const documents = createDocumentClient(shop);
  try {
    const clients = { cognito, documents, tableName: shop.functionEnv.TABLE_NAME! };
    const userId = await createConfirmedUser(clients, shop.userPoolId, user, groups);
    return { userId, ...user };
  } finally {
    cognito.destroy();
    documents.destroy();
  }
}

/** A new user in `groups`, signed in: a client that calls the API as them. */
export async function createSignedInUser(shop: ProvidedShop, groups: readonly Group[]): Promise<ShopClient> {
  const user = await createTestUser(shop, groups);
  return createShopClient(shop, { idToken: (await signIn(shop, user.email, user.password)).idToken });
}
