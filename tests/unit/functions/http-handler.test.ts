import { gunzipSync } from 'node:zlib';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  authorize,
  compressResponse,
  createHttpHandler,
  type HttpEvent,
} from '../../../functions/shared/http-handler.js';
import { NotFoundError } from '../../../functions/shared/http-errors.js';
import { parseGroupsClaim } from '../../../functions/core/auth/groups.js';

const context = {
  functionName: 'test',
  awsRequestId: 'r1',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;

function event(overrides: Partial<HttpEvent> = {}, claims?: Record<string, string>): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'GET /x',
    rawPath: '/x',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined } as never,
    ...overrides,
  } as HttpEvent;
}

describe('group claims', () => {
  it('reads the API Gateway string form and the plain array form', () => {
    expect(parseGroupsClaim('[admin customer]')).toEqual(['admin', 'customer']);
    expect(parseGroupsClaim(['super_admin'])).toEqual(['super_admin']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });
});

describe('authorize', () => {
  const customer = { userId: 'u1', email: 'a@b.c', groups: ['customer'], claims: {} };
  const admin = { ...customer, groups: ['admin'] };

  it('lets anyone call a public route', () => {
    expect(() => authorize('public', undefined)).not.toThrow();
  });

  it('asks for sign-in on customer and admin routes', () => {
    expect(() => authorize('customer', undefined)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => authorize('admin', undefined)).toThrow(expect.objectContaining({ statusCode: 401 }));
  });

  it('refuses a customer on an admin route and accepts an admin or super admin', () => {
    expect(() => authorize('admin', customer)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => authorize('admin', admin)).not.toThrow();
    expect(() => authorize('admin', { ...customer, groups: ['super_admin'] })).not.toThrow();
  });

  it('lets moderators and the admin groups onto staff routes, and keeps moderators off admin routes', () => {
    const moderator = { ...customer, groups: ['customer', 'moderator'] };
    expect(() => authorize('staff', undefined)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => authorize('staff', customer)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => authorize('staff', moderator)).not.toThrow();
    expect(() => authorize('staff', admin)).not.toThrow();
    expect(() => authorize('staff', { ...customer, groups: ['super_admin'] })).not.toThrow();
    expect(() => authorize('admin', moderator)).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('lets accountants and the admin groups onto report routes, and keeps accountants off every other staff route', () => {
    const accountant = { ...customer, groups: ['customer', 'accountant'] };
    const moderator = { ...customer, groups: ['customer', 'moderator'] };
    expect(() => authorize('reports', undefined)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => authorize('reports', customer)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => authorize('reports', moderator)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => authorize('reports', accountant)).not.toThrow();
    expect(() => authorize('reports', admin)).not.toThrow();
    expect(() => authorize('reports', { ...customer, groups: ['super_admin'] })).not.toThrow();
    expect(() => authorize('admin', accountant)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => authorize('staff', accountant)).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('applies extra group requirements such as admin-only', () => {
    expect(() => authorize('admin', { ...customer, groups: ['super_admin'] }, ['admin'])).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});

describe('createHttpHandler', () => {
  const handler = createHttpHandler(
    { auth: 'public', query: z.object({ limit: z.coerce.number().int().max(100).optional() }) },
    async ({ query }) => ({ limit: query.limit ?? 50 }),
  );

  it('returns the result as JSON with status 200', async () => {
    const response = await handler(event({ queryStringParameters: { limit: '10' } }), context);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body as string)).toEqual({ limit: 10 });
  });

  it('answers invalid input with a 400 that names the parameter', async () => {
    const response = await handler(event({ queryStringParameters: { limit: '5000' } }), context);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body as string).message).toMatch(/^limit: /);
  });

  it('answers malformed JSON bodies with a 400', async () => {
    const withBody = createHttpHandler(
      { auth: 'public', body: z.object({ a: z.string() }) },
      async () => 'ok',
    );
    const response = await withBody(event({ body: '{not json' }), context);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body as string).message).toBe('body: must be valid JSON.');
  });

  it('maps typed errors to their status and hides unknown errors behind a generic 500', async () => {
    const notFound = createHttpHandler({ auth: 'public' }, async () => {
      throw new NotFoundError('Product not found');
    });
    const broken = createHttpHandler({ auth: 'public' }, async () => {
      throw new Error('secret table name in stack');
    });
    const a = await notFound(event(), context);
    expect(a.statusCode).toBe(404);
    expect(JSON.parse(a.body as string)).toEqual({ error: 'NotFound', message: 'Product not found' });
    const b = await broken(event(), context);
    expect(b.statusCode).toBe(500);
    expect(b.body).not.toContain('secret');
  });
});

describe('response compression', () => {
  const big = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: 'x'.repeat(5000) };

  it('gzips a large body for a browser that accepts it', () => {
    const response = compressResponse(big, 'gzip, deflate, br');
    expect(response.isBase64Encoded).toBe(true);
    expect(response.headers).toMatchObject({ 'content-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(response.body as string, 'base64')).toString()).toBe(big.body);
  });

  it('leaves small bodies and clients without gzip alone', () => {
    expect(compressResponse({ ...big, body: '{"ok":true}' }, 'gzip')).toEqual({
      ...big,
      body: '{"ok":true}',
    });
    expect(compressResponse(big, undefined)).toBe(big);
  });
});
