/** Creates throwaway users on the test stack (Cognito user, password, groups, profile item), as the seed does. */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildNewProfile } from '../../functions/core/account/profile.js';
import type { Group } from '../../functions/core/auth/groups.js';
import { toProfileItem } from '../../functions/data/profiles.js';
import { createCognitoClient, createDocumentClient, makeEmail } from './accounts.js';
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
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: shop.userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.firstName },
          { Name: 'family_name', Value: user.lastName },
        ],
      }),
    );
    const userId = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!userId) throw new Error('no sub');
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: shop.userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
    for (const group of groups) {
      await cognito.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: shop.userPoolId,
          Username: user.email,
          GroupName: group,
        }),
      );
    }
    const profile = buildNewProfile({
      userId,
      attributes: { email: user.email, given_name: user.firstName, family_name: user.lastName },
      roles: [...groups],
      now: new Date().toISOString(),
    });
    await documents.send(
      new PutCommand({ TableName: shop.functionEnv.TABLE_NAME, Item: toProfileItem(profile) }),
    );
    return { userId, ...user };
  } finally {
    cognito.destroy();
    documents.destroy();
  }
}
