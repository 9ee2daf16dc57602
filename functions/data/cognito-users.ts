/**
 * The user pool, for the triggers and the account routes: group membership, attributes and deletion.
 * The client is created once per container; locally it reaches cognito-local through
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`.
 */
import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserAttributesCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Group } from '../core/auth/groups.js';

const cognito = new CognitoIdentityProviderClient({});

export async function addUserToGroup(userPoolId: string, username: string, group: Group): Promise<void> {
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
  );
}

/** Sets attributes; an empty value removes the attribute (Cognito refuses an empty phone number). */
export async function updateUserAttributes(
  userPoolId: string,
  username: string,
  attributes: Record<string, string>,
): Promise<void> {
  const entries = Object.entries(attributes);
  const UserAttributes: AttributeType[] = entries
    .filter(([, value]) => value !== '')
    .map(([Name, Value]) => ({ Name, Value }));
  const cleared = entries.filter(([, value]) => value === '').map(([name]) => name);
  if (UserAttributes.length > 0) {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: username, UserAttributes }),
    );
  }
  if (cleared.length > 0) {
    await cognito.send(
      new AdminDeleteUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: username,
        UserAttributeNames: cleared,
      }),
    );
  }
}

/** True when the user has TOTP on, so Cognito asks each of their sign-ins for a code. */
export async function hasTotpMfa(userPoolId: string, username: string): Promise<boolean> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/** The user's e-mail as Cognito holds it (`undefined` when the user or the attribute is missing). */
export async function getUserEmail(userPoolId: string, username: string): Promise<string | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/** Deletes the user; a user already gone (a second, racing delete) counts as deleted. */
export async function deleteUser(userPoolId: string, username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
