/** Signs sample users in against the local Cognito, as the SPA's Amplify would, to get real tokens. */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { ProvidedShop } from './integration-setup.js';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export async function signIn(shop: ProvidedShop, email: string, password: string): Promise<Tokens> {
  const env = shop.functionEnv;
  const client = new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: shop.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const auth = result.AuthenticationResult;
  if (!auth?.IdToken || !auth.AccessToken || !auth.RefreshToken) throw new Error(`No tokens for ${email}`);
  return { idToken: auth.IdToken, accessToken: auth.AccessToken, refreshToken: auth.RefreshToken };
}

/** The ID token of one of the shop's sample accounts: its admin or its customer. */
export async function signInSample(shop: ProvidedShop, who: 'admin' | 'customer'): Promise<string> {
  const account = shop.sampleAccounts[who];
  return (await signIn(shop, account.email, account.password)).idToken;
}
