/** The import route refuses private and unknown addresses before any run starts (production policy). */
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../functions/handlers/scraper/start-scrape.js';
import { ENV } from '../../../functions/shared/env.js';
import type { HttpEvent } from '../../../functions/shared/http-handler.js';

const context = {
  functionName: 'scraper/start-scrape',
  awsRequestId: 'r1',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;

function startImport(url: string): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/admin/scrapes',
    rawPath: '/api/admin/scrapes',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, maxPages: 5, activeOnImport: false }),
    isBase64Encoded: false,
    requestContext: {
      authorizer: { jwt: { claims: { sub: 'admin-1', 'cognito:groups': '[admin]' }, scopes: [] } },
    } as never,
  } as HttpEvent;
}

describe('starting an import', () => {
  beforeEach(() => {
    // The production policy, whatever the integration shop exported into this process; and a table
    // that does not exist, so a refusal that regressed could never start a real run.
    vi.stubEnv(ENV.scraperAllowPrivateTargets, 'false');
    vi.stubEnv(ENV.tableName, 'no-such-table');
    return () => vi.unstubAllEnvs();
  });

  it('answers 400 naming the url for loopback, private and metadata addresses', async () => {
    for (const url of [
      'http://127.0.0.1:8080/catalogue',
      'http://localhost/catalogue',
      'http://10.0.0.5/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::7f00:1]/',
      'http://[::a9fe:a9fe]/latest/meta-data/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[64:ff9b::7f00:1]:8080/',
    ]) {
      const response = (await handler(startImport(url), context)) as { statusCode: number; body: string };
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({
        message: 'url: That address is not a public web site.',
      });
    }
  });

  it('answers 400 for a host that does not exist', async () => {
    const response = (await handler(startImport('https://no-such-store.invalid/'), context)) as {
      statusCode: number;
      body: string;
    };
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'url: That address could not be found.' });
  });

  it('answers 400 naming the url for an address longer than 2,048 characters', async () => {
    const url = `https://store.example/${'x'.repeat(2100)}`;
    const response = (await handler(startImport(url), context)) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/^url: /);
  });
});
