/**
 * The card gateway's credentials on AWS stages: read from the stage's Secrets Manager secret through
 * the Parameters and Secrets Lambda extension (its loopback HTTP API, stood in for here by a server
 * speaking the same request and answer), once per container, and never quoted in an error.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENV } from '../../../functions/shared/env.js';

const SESSION_TOKEN = 'session-token-of-the-function';
const SECRET_NAME = 'storefront/test/powertranz';

let secretString = '';
const secretReads: { url: string; token: string | undefined }[] = [];
const gatewayCalls: IncomingMessage['headers'][] = [];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const extension = createServer((request, response) => {
  const token = request.headers['x-aws-parameters-secrets-token'];
  secretReads.push({ url: request.url ?? '', token: typeof token === 'string' ? token : undefined });
  if (token !== SESSION_TOKEN) {
    response.writeHead(401).end('unauthorized');
    return;
  }
  const secretId = new URL(request.url ?? '', 'http://localhost').searchParams.get('secretId');
  if (secretId !== SECRET_NAME) {
    response.writeHead(400).end(`ResourceNotFoundException: ${secretId}`);
    return;
  }
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ Name: SECRET_NAME, SecretString: secretString }));
});

const gateway = createServer((request, response) => {
  gatewayCalls.push(request.headers);
  request.resume();
  request.on('end', () =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ Approved: true, IsoResponseCode: '00', ResponseMessage: 'Approved' })),
  );
});

beforeAll(async () => {
  const [extensionPort, gatewayPort] = await Promise.all([listen(extension), listen(gateway)]);
  vi.stubEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', String(extensionPort));
  vi.stubEnv('AWS_SESSION_TOKEN', SESSION_TOKEN);
  vi.stubEnv(ENV.powertranzBaseUrl, `http://127.0.0.1:${gatewayPort}`);
  vi.stubEnv(ENV.powertranzCredentialsSecret, SECRET_NAME);
  // Variables an AWS stage never sets: the secret must win even if someone did.
  vi.stubEnv(ENV.powertranzMerchantId, 'from-the-environment');
  vi.stubEnv(ENV.powertranzPassword, 'from-the-environment');
});

afterEach(() => {
  secretReads.length = 0;
  gatewayCalls.length = 0;
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([
    new Promise((resolve) => extension.close(resolve)),
    new Promise((resolve) => gateway.close(resolve)),
  ]);
});

/** A fresh module: a new container. */
const loadGateway = () => import('../../../functions/data/powertranz-gateway.js');

describe('card gateway credentials from Secrets Manager', () => {
  it('reads the secret once per container, with the session token, and sends its values as the headers', async () => {
    secretString = JSON.stringify({ PowerTranzId: '88801234', PowerTranzPassword: 'pw-from-secret' });
    const { voidPayment, capturePayment } = await loadGateway();

    await voidPayment('tx-1');
    await capturePayment('tx-2', 10, 'step-2');

    expect(secretReads).toEqual([
      { url: `/secretsmanager/get?secretId=${encodeURIComponent(SECRET_NAME)}`, token: SESSION_TOKEN },
    ]);
    expect(gatewayCalls).toHaveLength(2);
    for (const headers of gatewayCalls) {
      expect(headers['powertranz-powertranzid']).toBe('88801234');
      expect(headers['powertranz-powertranzpassword']).toBe('pw-from-secret');
    }
  });

  it('refuses a secret without both values, without quoting it, and reads again on the next call', async () => {
    secretString = 'PowerTranzPassword=not-json-secret';
    const { voidPayment } = await loadGateway();

    const error = await voidPayment('tx-3').then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/PowerTranzId and PowerTranzPassword/);
    expect(error?.message).not.toContain('not-json-secret');
    expect(gatewayCalls).toHaveLength(0);

    secretString = JSON.stringify({ PowerTranzId: '88801234', PowerTranzPassword: 'fixed' });
    await voidPayment('tx-3');
    expect(secretReads).toHaveLength(2);
    expect(gatewayCalls[0]?.['powertranz-powertranzpassword']).toBe('fixed');
  });

  it('says only the status when the extension refuses', async () => {
    vi.stubEnv('AWS_SESSION_TOKEN', 'another-token');
    try {
      const { voidPayment } = await loadGateway();
      await expect(voidPayment('tx-4')).rejects.toThrow(
        'The card gateway secret could not be read (HTTP 401).',
      );
      expect(gatewayCalls).toHaveLength(0);
    } finally {
      vi.stubEnv('AWS_SESSION_TOKEN', SESSION_TOKEN);
    }
  });
});
