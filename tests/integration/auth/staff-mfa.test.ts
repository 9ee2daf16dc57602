/**
 * Staff two-step verification against cognito-local: TOTP set-up with an access token, the code
 * challenge at sign-in, the claim the pre-token trigger adds, and the admin routes that require it
 * where the stage says so (an admin handler called as Lambda calls it, with the real tokens' claims).
 */
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF_MFA_CLAIM } from '../../../functions/core/auth/staff-mfa.js';
import type { HttpEvent } from '../../../functions/shared/http-handler.js';
import { createCognitoClient } from '../../helpers/accounts.js';
import { createTestUser, type TestUser } from '../../helpers/admin-users.js';
import { signIn } from '../../helpers/cognito.js';
import { totpCode } from '../../helpers/totp.js';

const shop = inject('shop');
const cognito = createCognitoClient(shop);
afterAll(() => cognito.destroy());

const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** What API Gateway's JWT authorizer hands the function: every claim as a string. */
function routeEvent(idToken: string): HttpEvent {
  const claims = Object.fromEntries(
    Object.entries(claimsOf(idToken)).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
  return {
    version: '2.0',
    routeKey: 'GET /api/admin/stats',
    rawPath: '/api/admin/stats',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { authorizer: { jwt: { claims, scopes: [] } } } as never,
  } as HttpEvent;
}

const context = { functionName: 'staff-mfa-test', getRemainingTimeInMillis: () => 10_000 } as Context;

async function callStatsRoute(idToken: string, staffMfaRequired: boolean) {
  Object.assign(process.env, shop.functionEnv, { STAFF_MFA_REQUIRED: String(staffMfaRequired) });
  const { handler } = await import('../../../functions/handlers/admin/get-dashboard-stats.js');
  const result = (await handler(routeEvent(idToken), context)) as { statusCode: number; body?: string };
  return { status: result.statusCode, body: result.body ? (JSON.parse(result.body) as unknown) : undefined };
}

describe('staff two-step verification', () => {
  let staff: TestUser;
  let secret: string;
  let passwordOnlyToken: string;

  beforeAll(async () => {
    staff = await createTestUser(shop, ['customer', 'admin']);
    const tokens = await signIn(shop, staff.email, staff.password);
    passwordOnlyToken = tokens.idToken;
    const associated = await cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: tokens.accessToken }),
    );
    secret = associated.SecretCode!;
    const verified = await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: tokens.accessToken, UserCode: totpCode(secret) }),
    );
    expect(verified.Status).toBe('SUCCESS');
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: tokens.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
  });

  async function startSignIn() {
    const started = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: shop.userPoolClientId,
        AuthParameters: { USERNAME: staff.email, PASSWORD: staff.password },
      }),
    );
    return started;
  }

  async function answer(session: string | undefined, code: string) {
    return cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: shop.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: staff.email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
  }

  it('asks a staff member with TOTP on for a code at sign-in, and refuses a wrong one', async () => {
    const started = await startSignIn();
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(started.AuthenticationResult).toBeUndefined();
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await expect(answer(started.Session, wrong)).rejects.toThrow();
  });

  it('gives the tokens of a TOTP sign-in the two-step claim, and not those signed in before', async () => {
    const started = await startSignIn();
    const signedIn = await answer(started.Session, totpCode(secret));
    const idToken = signedIn.AuthenticationResult!.IdToken!;
    expect(claimsOf(idToken)[STAFF_MFA_CLAIM]).toBe('totp');
    expect(claimsOf(passwordOnlyToken)[STAFF_MFA_CLAIM]).toBeUndefined();
  });

  it('refuses admin routes to staff without two-step sign-in where the stage requires it', async () => {
    const refused = await callStatsRoute(passwordOnlyToken, true);
    expect(refused).toEqual({
      status: 403,
      body: {
        error: 'MfaRequired',
        message: 'Set up two-step verification with an authenticator app to use the admin area.',
      },
    });
    const started = await startSignIn();
    const withCode = (await answer(started.Session, totpCode(secret))).AuthenticationResult!.IdToken!;
    expect((await callStatsRoute(withCode, true)).status).toBe(200);
    // Stages that do not require it (the local shop) let the password-only token in.
    expect((await callStatsRoute(passwordOnlyToken, false)).status).toBe(200);
  });

  it('never asks a customer for two-step sign-in', async () => {
    const customer = await createTestUser(shop, ['customer']);
    const tokens = await signIn(shop, customer.email, customer.password);
    expect(claimsOf(tokens.idToken)[STAFF_MFA_CLAIM]).toBeUndefined();
  });
});
