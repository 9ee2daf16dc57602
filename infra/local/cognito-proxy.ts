/**
 * The browser's way to the local Cognito: a same-origin proxy to cognito-local that also answers
 * `GetTokensFromRefreshToken`, the call Amplify v6 uses to refresh a session, which cognito-local
 * lacks. It is translated to the `REFRESH_TOKEN_AUTH` flow of `InitiateAuth`, whose answer has the
 * same shape, so sessions refresh locally the way they do against Cognito.
 *
 * It forwards only the calls the SPA makes (each one a public Cognito call that the user's own
 * credentials or tokens authorise); everything else, the Admin* calls above all, is refused with a
 * 403 and never reaches cognito-local, which would otherwise let anyone reaching the port make
 * themselves admin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkPasswordPolicy } from './password-policy.js';

export const COGNITO_PROXY_PATH = '/__cognito';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The Cognito operations Amplify calls for the SPA: sign-up, sign-in, sessions, passwords, e-mail, TOTP. */
export const SPA_COGNITO_OPERATIONS: readonly string[] = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'DeleteUser',
  'GlobalSignOut',
  'RevokeToken',
  // Staff two-step verification: adding an authenticator app with the user's own access token.
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
];

/** True when the `X-Amz-Target` names a call the SPA makes. */
export function isSpaCognitoCall(target: string): boolean {
  return (
    target.startsWith(TARGET_PREFIX) && SPA_COGNITO_OPERATIONS.includes(target.slice(TARGET_PREFIX.length))
  );
}

function refuse(response: ServerResponse, statusCode: number, type: string, message: string): void {
  response.writeHead(statusCode, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
  response.end(JSON.stringify({ __type: type, message }));
}

/** Rewrites a refresh call into the flow cognito-local knows; other calls pass unchanged. */
export function translateCognitoCall(target: string, body: string): { target: string; body: string } {
  if (target !== `${TARGET_PREFIX}GetTokensFromRefreshToken`) return { target, body };
  let parsed: { RefreshToken?: unknown; ClientId?: unknown } | null;
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    parsed = null;
  }
  const { RefreshToken, ClientId } = parsed ?? {};
  return {
    target: `${TARGET_PREFIX}InitiateAuth`,
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId,
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    }),
  };
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function createCognitoProxy(cognitoPort: number) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const body = await readText(request);
    if (!isSpaCognitoCall(target)) {
      return refuse(response, 403, 'AccessDeniedException', 'This call is not available through the shop.');
    }
    const call = translateCognitoCall(target, body);
    const refusal = checkPasswordPolicy(call.target, call.body);
    if (refusal) return refuse(response, 400, refusal.__type, refusal.message);
    const upstream = await fetch(`http://127.0.0.1:${cognitoPort}/`, {
      method: 'POST',
      headers: {
        'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'),
        'x-amz-target': call.target,
      },
      body: call.body,
    });
    const headers: Record<string, string> = {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    };
    const errorType = upstream.headers.get('x-amzn-errortype');
    if (errorType) headers['x-amzn-errortype'] = errorType;
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  };
}
