/** Test factories for accounts: unique e-mails, the local mailbox, Cognito and DynamoDB clients. */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MailboxMessage } from '../../infra/local/mailbox.js';
import type { ProvidedShop } from './integration-setup.js';

/** A fresh address per test, so tests never share an account. */
export function makeEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

function credentials(env: Record<string, string>) {
  return { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! };
}

export function createCognitoClient(shop: Pick<ProvidedShop, 'functionEnv'>): CognitoIdentityProviderClient {
  const env = shop.functionEnv;
  return new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    credentials: credentials(env),
  });
}

export function createDocumentClient(shop: Pick<ProvidedShop, 'functionEnv'>): DynamoDBDocumentClient {
  const env = shop.functionEnv;
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      credentials: credentials(env),
    }),
  );
}

/** Waits for the newest e-mail to `to` that `accept` takes, from the adapter's dev mailbox. */
export async function waitForEmail(
  baseUrl: string,
  to: string,
  accept: (message: MailboxMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/__dev/mailbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    const found = messages.find(accept);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
}

/** Signs a new user up through the pool's app client, as the SPA does; the new user's sub. */
export async function signUpThroughPool(
  cognito: CognitoIdentityProviderClient,
  shop: Pick<ProvidedShop, 'userPoolClientId'>,
  user: { email: string; password: string; givenName: string; familyName: string },
): Promise<string> {
  const result = await cognito.send(
    new SignUpCommand({
      ClientId: shop.userPoolClientId,
      Username: user.email,
      Password: user.password,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'given_name', Value: user.givenName },
        { Name: 'family_name', Value: user.familyName },
      ],
    }),
  );
  return result.UserSub!;
}

/** Confirms a sign-up with the code the shop mailed to `email`. */
export async function confirmSignUpFromMail(
  cognito: CognitoIdentityProviderClient,
  shop: Pick<ProvidedShop, 'url' | 'userPoolClientId'>,
  email: string,
): Promise<void> {
  const { code } = await waitForEmail(shop.url, email);
  await cognito.send(
    new ConfirmSignUpCommand({ ClientId: shop.userPoolClientId, Username: email, ConfirmationCode: code }),
  );
}
