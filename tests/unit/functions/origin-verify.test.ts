import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV } from '../../../functions/shared/env.js';
import { createHttpHandler, type HttpEvent } from '../../../functions/shared/http-handler.js';
import {
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
  getViewerAddress,
  isFromTrustedOrigin,
  originMessages,
} from '../../../functions/shared/origin-verify.js';

const context = {
  functionName: 'test',
  awsRequestId: 'r1',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;

const request = (headers: Record<string, string>): HttpEvent =>
  ({
    version: '2.0',
    routeKey: 'GET /api/categories',
    rawPath: '/api/categories',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {} as never,
  }) as HttpEvent;

const handler = createHttpHandler({ auth: 'public' }, () => Promise.resolve({ categories: [] }));

describe('origin secret of the API', () => {
  afterEach(() => {
    delete process.env[ENV.originVerifySecret];
  });

  it('answers a request without the secret with a 403 when a secret is configured (as in AWS)', async () => {
    process.env[ENV.originVerifySecret] = 'edge-secret-1';
    const direct = await handler(request({}), context);
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body as string)).toMatchObject({ message: originMessages.notThroughShop });

    const wrong = await handler(request({ [ORIGIN_VERIFY_HEADER]: 'edge-secret-2' }), context);
    expect(wrong.statusCode).toBe(403);

    const viaCdn = await handler(request({ [ORIGIN_VERIFY_HEADER]: 'edge-secret-1' }), context);
    expect(viaCdn.statusCode).toBe(200);
    expect(JSON.parse(viaCdn.body as string)).toEqual({ categories: [] });
  });

  it('lets every request through when no secret is configured (local runs)', async () => {
    const local = await handler(request({}), context);
    expect(local.statusCode).toBe(200);
  });

  it('compares whole values only', () => {
    expect(isFromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: 'abc' }, 'abcd')).toBe(false);
    expect(isFromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: 'abcd' }, 'abcd')).toBe(true);
    expect(isFromTrustedOrigin(undefined, 'abcd')).toBe(false);
    expect(isFromTrustedOrigin(undefined, undefined)).toBe(true);
  });
});

describe('the shopper network address', () => {
  const edge = '130.176.1.1';

  it('is the address the distribution passes when requests come through it (a secret is configured)', () => {
    expect(getViewerAddress({ [VIEWER_ADDRESS_HEADER]: '198.51.100.7' }, edge, 'edge-secret-1')).toBe(
      '198.51.100.7',
    );
  });

  it("is the request's source without a configured secret, whatever a client claims", () => {
    expect(getViewerAddress({ [VIEWER_ADDRESS_HEADER]: '198.51.100.7' }, '127.0.0.1', undefined)).toBe(
      '127.0.0.1',
    );
    expect(getViewerAddress({}, edge, 'edge-secret-1')).toBe(edge);
  });
});
