import { describe, expect, it } from 'vitest';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from '../../../../web/src/config/runtime-config';

const validConfig = {
  apiBase: 'https://shop.example.com/api/',
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc123',
  userPoolClientId: 'client123',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('runtime config', () => {
  it('accepts a deployed config and drops the trailing slash of the API base', () => {
    expect(parseRuntimeConfig(validConfig)).toEqual({
      ...validConfig,
      apiBase: 'https://shop.example.com/api',
    });
  });

  it('accepts the local user pool endpoint', () => {
    const config = parseRuntimeConfig({ ...validConfig, userPoolEndpoint: 'http://localhost:9229' });

    expect(config.userPoolEndpoint).toBe('http://localhost:9229');
  });

  it('accepts the same-origin API base that CloudFront and the local adapter use', () => {
    expect(parseRuntimeConfig({ ...validConfig, apiBase: '/api' }).apiBase).toBe('/api');
  });

  it('rejects a config without a user pool and names the field', () => {
    const { userPoolId: _omitted, ...withoutPool } = validConfig;

    expect(() => parseRuntimeConfig(withoutPool)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(withoutPool)).toThrow(/userPoolId/);
  });

  it('rejects something that is not an object', () => {
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError);
  });

  it('loads /config.json once and keeps it for the API client', async () => {
    const requested: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return jsonResponse(validConfig);
    }) as typeof fetch;

    await loadRuntimeConfig(fakeFetch);

    expect(requested).toEqual(['/config.json']);
    expect((await getRuntimeConfig()).region).toBe('us-east-1');
  });

  it('fails with the HTTP status when /config.json is missing', async () => {
    const fakeFetch = (async () => jsonResponse('Not found', 404)) as typeof fetch;

    await expect(loadRuntimeConfig(fakeFetch)).rejects.toThrow(/HTTP 404/);
  });

  it('fails clearly when /config.json is not JSON', async () => {
    const fakeFetch = (async () => jsonResponse('<!doctype html>')) as typeof fetch;

    await expect(loadRuntimeConfig(fakeFetch)).rejects.toThrow(/not valid JSON/);
  });
});
