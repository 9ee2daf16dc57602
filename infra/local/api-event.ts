/**
 * Builds API Gateway HTTP API (payload format 2.0) events and Lambda contexts from Node requests, so
 * the local adapter hands the handlers exactly what API Gateway would.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';

export interface EventInput {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
  claims: Record<string, unknown> | undefined;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

/** API Gateway hands claims to Lambda as strings; arrays look like `[a b]`. */
function toGatewayClaims(
  claims: Record<string, unknown>,
): Record<string, string | number | boolean | string[]> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(claims)) {
    out[name] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return out;
}

function readHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function readQuery(url: URL): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const name of new Set(url.searchParams.keys())) {
    query[name] = url.searchParams.getAll(name).join(',');
  }
  return Object.keys(query).length > 0 ? query : undefined;
}

export function buildHttpEvent(input: EventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { request, url, body } = input;
  const headers = readHeaders(request);
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = Date.now();
  const cookies = headers.cookie?.split(';').map((c) => c.trim());
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies ? { cookies } : {}),
    headers,
    queryStringParameters: readQuery(url),
    pathParameters: input.pathParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: input.claims
        ? {
            principalId: '',
            integrationLatency: 0,
            jwt: { claims: toGatewayClaims(input.claims), scopes: [] },
          }
        : (undefined as never),
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length > 0 ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** A Lambda context good enough for middy and Powertools. */
export function buildLambdaContext(functionName: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
