import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callJson, printFailedAnswers, request } from '../../bench/bench-http.js';

/** A server answering `/ok` 200 with JSON, `/fail` 500 and `/busy` 409. */
const server = http.createServer((incoming, answer) => {
  const status = incoming.url === '/ok' ? 200 : incoming.url === '/busy' ? 409 : 500;
  answer.writeHead(status, { 'content-type': 'application/json' });
  answer.end(JSON.stringify(status === 200 ? { fine: true } : { message: `no ${incoming.url}` }));
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the benches’ HTTP helper', () => {
  it('counts answers that are not 2xx by kind and status and goes on, then prints them and fails the run', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const exitCode = process.exitCode;
    try {
      expect(await callJson('GET /ok', `${origin}/ok`)).toEqual({ fine: true });
      // A refused request does not throw: the run goes on without its answer.
      expect(await callJson('POST /fail', `${origin}/fail`, 'POST', {}, '{}')).toBeNull();
      expect(await callJson('POST /fail', `${origin}/fail`, 'POST', {}, '{}')).toBeNull();
      expect((await request('GET /busy', `${origin}/busy`)).status).toBe(409);
      // No answer at all (nothing listens there) counts too.
      expect((await request('GET /gone', 'http://127.0.0.1:1/gone')).ok).toBe(false);
      expect(await callJson('GET /ok', `${origin}/ok`)).toEqual({ fine: true });

      printFailedAnswers();
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toContain('non-2xx answers: 4');
      expect(printed).toContain('- POST /fail: 2 x 500 ({"message":"no /fail"})');
      expect(printed).toContain('- GET /busy: 1 x 409');
      expect(printed).toContain('- GET /gone: 1 x no answer');
      expect(printed).not.toContain('GET /ok');
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = exitCode;
      log.mockRestore();
    }
  });
});
