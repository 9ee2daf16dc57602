/** An API Gateway (HTTP API, payload 2.0) event and a Lambda context, for handlers called in-process. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../functions/shared/http-handler.js';

export function httpEvent(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): HttpEvent {
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: init.query ? new URLSearchParams(init.query).toString() : '',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.query ? { queryStringParameters: init.query } : {}),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    isBase64Encoded: false,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: '' },
      requestId: randomUUID(),
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
  } as unknown as HttpEvent;
}

/** A Lambda context with `remainingMs` left (a stream consumer's whole timeout, for a big batch). */
export function lambdaContext(functionName: string, remainingMs = 10_000): Context {
  return {
    functionName,
    awsRequestId: functionName,
    getRemainingTimeInMillis: () => remainingMs,
  } as unknown as Context;
}
