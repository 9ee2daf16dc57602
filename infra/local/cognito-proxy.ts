/**
 * The browser's way to the local Cognito: a same-origin proxy to cognito-local that also answers
 * `GetTokensFromRefreshToken`, the call Amplify v6 uses to refresh a session, which cognito-local
 * lacks. It is translated to the `REFRESH_TOKEN_AUTH` flow of `InitiateAuth`, whose answer has the
 * same shape, so sessions refresh locally the way they do against Cognito.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkPasswordPolicy } from './password-policy.js';

export const COGNITO_PROXY_PATH = '/__cognito';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Rewrites a refresh call into the flow cognito-local knows; other calls pass unchanged. */
export function translateCognitoCall(target: string, body: string): { target: string; body: string } {
  if (target !== `${TARGET_PREFIX}GetTokensFromRefreshToken`) return { target, body };
  const { RefreshToken, ClientId } = JSON.parse(body) as { RefreshToken?: string; ClientId?: string };
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
    const call = translateCognitoCall(String(request.headers['x-amz-target'] ?? ''), await readText(request));
    const refusal = checkPasswordPolicy(call.target, call.body);
    if (refusal) {
      response.writeHead(400, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-errortype': refusal.__type,
      });
      response.end(JSON.stringify(refusal));
      return;
    }
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
