/**
 * The user pool, for the triggers and the account routes: group membership, attributes and deletion;
 * its lazily loaded client also serves the user administration.
 * The client is created once per container, on first use; locally it reaches cognito-local through
 * `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`.
 */
import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import type { Group } from '../core/auth/groups.js';
import { loadOnce } from '../shared/load-once.js';
import { traceAwsClient } from '../shared/powertools.js';

/**
 * The SDK and its client, imported at the first call rather than at init: the pre-token trigger runs
 * on every sign-in but asks the user pool only about staff, and the admin user list reads only the
 * table; loading this client costs a cold start about 100 ms, which those then skip.
 */
export const getCognito = loadOnce(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  return { sdk, client: traceAwsClient(new sdk.CognitoIdentityProviderClient({})) };
});

export async function addUserToGroup(userPoolId: string, username: string, group: Group): Promise<void> {
  const { sdk, client } = await getCognito();
  await client.send(
    new sdk.AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
  );
}

/** Sets attributes; an empty value removes the attribute (Cognito refuses an empty phone number). */
export async function updateUserAttributes(
  userPoolId: string,
  username: string,
  attributes: Record<string, string>,
): Promise<void> {
  const entries = Object.entries(attributes);
  const UserAttributes: CognitoSdk.AttributeType[] = entries
    .filter(([, value]) => value !== '')
    .map(([Name, Value]) => ({ Name, Value }));
  const cleared = entries.filter(([, value]) => value === '').map(([name]) => name);
  if (entries.length === 0) return;
  const { sdk, client } = await getCognito();
  if (UserAttributes.length > 0) {
    await client.send(
      new sdk.AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: username,
        UserAttributes,
      }),
    );
  }
  if (cleared.length > 0) {
    await client.send(
      new sdk.AdminDeleteUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: username,
        UserAttributeNames: cleared,
      }),
    );
  }
}

/** True when the user has TOTP on, so Cognito asks each of their sign-ins for a code. */
export async function hasTotpMfa(userPoolId: string, username: string): Promise<boolean> {
  const { sdk, client } = await getCognito();
  const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/** The user's e-mail as Cognito holds it (`undefined` when the user or the attribute is missing). */
export async function getUserEmail(userPoolId: string, username: string): Promise<string | undefined> {
  const { sdk, client } = await getCognito();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
    return user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
  } catch (error) {
    if (error instanceof sdk.UserNotFoundException) return undefined;
    throw error;
  }
}

/** Deletes the user; a user already gone (a second, racing delete) counts as deleted. */
export async function deleteUser(userPoolId: string, username: string): Promise<void> {
  const { sdk, client } = await getCognito();
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (!(error instanceof sdk.UserNotFoundException)) throw error;
  }
}
