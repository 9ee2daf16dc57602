/**
 * The local stand-in for CloudFront + API Gateway + Lambda: one HTTP server that serves the SPA,
 * `/config.json`, `/images/*` from the local S3, and every route of the route table by calling the
 * very handler module that CDK deploys, with an API Gateway v2 event and a verified JWT's claims.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { routes as defaultRoutes, type RouteDefinition } from '../../functions/routes.js';
import { buildHttpEvent, buildLambdaContext } from './api-event.js';
import { PROJECT_ROOT } from './config.js';
import type { LocalServices } from './local-services.js';
import { COGNITO_PROXY_PATH, createCognitoProxy } from './cognito-proxy.js';
import { createRouteMatcher } from './route-matcher.js';
import { createStaticFiles, getContentType } from './static-files.js';
import { createTokenVerifier } from './token-verifier.js';
import { findTriggerHandler } from '../../functions/auth-triggers.js';
import { ENV, optionalEnv } from '../../functions/shared/env.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/shared/origin-verify.js';
import { MAILBOX_ROUTE, readMailbox } from './mailbox.js';
import {
  buildCardFrameHeaders,
  buildCardReturnHeaders,
  buildImageHeaders,
  buildSecurityHeaders,
  CARD_RESPONSE_PATH,
  isCardFramePath,
} from '../constructs/security-headers.js';
import { getRouteTimeoutSeconds } from '../constructs/route-timeout.js';

/** The Lambda Invoke API path cognito-local calls for its triggers (AWS SDK v2 `Lambda.invoke`). */
const LAMBDA_INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

type LambdaHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyResultV2>;

export interface ApiAdapterOptions {
  services: LocalServices;
  port: number;
  webDistDir: string;
  routes?: readonly RouteDefinition[];
}

export interface ApiAdapter {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const HANDLERS_DIR = path.join(PROJECT_ROOT, 'functions', 'handlers');
const MAX_BODY_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit.

/** The path of a request, or `undefined` when it is not a URL or holds a malformed %-escape. */
export function parseRequestPath(rawUrl: string | undefined): URL | undefined {
  try {
    const url = new URL(rawUrl ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

/** Lambda's answer to an invoke whose payload is not JSON (cognito-local reads the error type). */
function sendInvalidPayload(response: ServerResponse): void {
  response.writeHead(400, {
    'content-type': 'application/json',
    'x-amzn-errortype': 'InvalidRequestContentException',
  });
  response.end(JSON.stringify({ message: 'Could not parse request body into json' }));
}

const TIMED_OUT = Symbol('timed out');

/** The result, or TIMED_OUT when the function's timeout passes first, as Lambda cuts it off. */
async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function writeLambdaResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  // Payload 2.0: a result without statusCode is a 200 JSON body, as API Gateway infers it.
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    sendJson(response, 200, result);
    return;
  }
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

export async function startApiAdapter(options: ApiAdapterOptions): Promise<ApiAdapter> {
  const { services } = options;
  // Handlers read their configuration from the environment, as in Lambda.
  Object.assign(process.env, services.functionEnv);

  const matcher = createRouteMatcher(options.routes ?? defaultRoutes);
  const verifier = createTokenVerifier({ issuer: services.issuer, clientId: services.userPoolClientId });
  const staticFiles = createStaticFiles(options.webDistDir);
  const s3 = new S3Client({
    region: services.functionEnv.AWS_REGION,
    endpoint: `http://127.0.0.1:${services.ports.s3}`,
    forcePathStyle: true,
    credentials: {
      accessKeyId: services.functionEnv.AWS_ACCESS_KEY_ID ?? 'local',
      secretAccessKey: services.functionEnv.AWS_SECRET_ACCESS_KEY ?? 'local',
    },
  });
  const handlers = new Map<string, Promise<LambdaHandler>>();

  const loadHandler = (name: string): Promise<LambdaHandler> => {
    let loaded = handlers.get(name);
    if (!loaded) {
      const file = pathToFileURL(path.join(HANDLERS_DIR, `${name}.ts`)).href;
      loaded = import(file).then((module: { handler: LambdaHandler }) => module.handler);
      handlers.set(name, loaded);
    }
    return loaded;
  };

  // The SPA reaches cognito-local through this origin (see cognito-proxy.ts), so the endpoint is
  // built from the Host the browser used.
  const getRuntimeConfig = (request: IncomingMessage) => ({
    apiBase: '/api',
    region: services.functionEnv.AWS_REGION,
    userPoolId: services.userPoolId,
    userPoolClientId: services.userPoolClientId,
    userPoolEndpoint: `http://${request.headers.host ?? `localhost:${options.port}`}${COGNITO_PROXY_PATH}`,
  });
  const cognitoProxy = createCognitoProxy(services.ports.cognito);

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const found = matcher.match(method, url.pathname);
    if (found === undefined) return sendJson(response, 404, { message: 'Not Found' });
    if (found === 'methodNotAllowed') return sendJson(response, 405, { message: 'Method Not Allowed' });

    let claims: Record<string, unknown> | undefined;
    if (found.route.auth !== 'public') {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      claims = token ? await verifier.verify(token) : undefined;
      // Like the API Gateway JWT authorizer: no valid token, no call to the handler.
      if (!claims) return sendJson(response, 401, { message: 'Unauthorized' });
    }

    let body: Buffer;
    try {
      body = await readBody(request);
    } catch {
      return sendJson(response, 413, { message: 'Request Entity Too Large' });
    }
    const event = buildHttpEvent({
      request,
      url,
      body,
      routeKey: `${found.route.method} ${found.route.path}`,
      pathParameters: found.pathParameters,
      claims,
    });
    // As CloudFront does in AWS: the origin secret, when this run configures one.
    const originSecret = optionalEnv(ENV.originVerifySecret);
    if (originSecret) event.headers[ORIGIN_VERIFY_HEADER] = originSecret;
    const handler = await loadHandler(found.route.handler);
    const timeoutMs = getRouteTimeoutSeconds(found.route) * 1_000;
    const result = await withinTimeout(
      handler(event, buildLambdaContext(found.route.handler, timeoutMs)),
      timeoutMs,
    );
    // As API Gateway answers when the function times out (here the handler runs on, unseen).
    if (result === TIMED_OUT) return sendJson(response, 503, { message: 'Service Unavailable' });
    writeLambdaResult(response, result);
  }

  /**
   * cognito-local's trigger calls: the Lambda Invoke API, answered by the trigger's handler module
   * (functions/auth-triggers.ts). A thrown error is reported the way Lambda does, which makes
   * cognito-local fail the user's call as Cognito would.
   */
  async function handleTriggerInvoke(
    request: IncomingMessage,
    response: ServerResponse,
    functionName: string,
  ): Promise<void> {
    const handlerName = findTriggerHandler(functionName);
    if (!handlerName) {
      response.writeHead(404, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'ResourceNotFoundException',
      });
      response.end(JSON.stringify({ message: `Function not found: ${functionName}` }));
      return;
    }
    let event: unknown;
    try {
      event = JSON.parse((await readBody(request)).toString('utf8')) as unknown;
    } catch {
      return sendInvalidPayload(response);
    }
    const handler = await loadHandler(handlerName);
    try {
      const result = await handler(event, buildLambdaContext(handlerName));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    } catch (error) {
      console.error(`[trigger] ${handlerName} failed:`, error);
      response.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      response.end(
        JSON.stringify({ errorType: (error as Error).name, errorMessage: (error as Error).message }),
      );
    }
  }

  async function handleImage(request: IncomingMessage, response: ServerResponse, key: string): Promise<void> {
    try {
      const object = await s3.send(
        new GetObjectCommand({ Bucket: services.functionEnv.IMAGES_BUCKET, Key: key }),
      );
      const bytes = await object.Body!.transformToByteArray();
      response.writeHead(200, {
        ...imageHeaders,
        'content-type': object.ContentType ?? getContentType(key),
        'content-length': bytes.length,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(request.method === 'HEAD' ? undefined : Buffer.from(bytes));
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
    }
  }

  // As CloudFront's response headers policies; no HSTS and no upgrade of requests over plain HTTP.
  const securityHeaders = buildSecurityHeaders(
    [`http://127.0.0.1:${services.ports.s3}`, `http://localhost:${services.ports.s3}`],
    { https: false, paymentGateway: services.powertranzEndpoint },
  );
  const imageHeaders = buildImageHeaders({ https: false });
  const cardReturnHeaders = buildCardReturnHeaders({ https: false });
  const cardFrameHeaders = buildCardFrameHeaders({ https: false });

  /** `/product/{id}` and `/products`: the pages whose HTML carries link-preview tags. */
  const isPreviewPagePath = (pathname: string) => /^\/product\/[^/]+$|^\/products$/.test(pathname);

  const server = createServer((request, response) => {
    const url = parseRequestPath(request.url);
    // As CloudFront's behaviours of the MerchantResponseUrl and of the payment frame's document: both
    // show in the shop's payment frame.
    const headers =
      url?.pathname === CARD_RESPONSE_PATH
        ? cardReturnHeaders
        : url && isCardFramePath(url.pathname)
          ? cardFrameHeaders
          : securityHeaders;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    // API Gateway and CloudFront refuse such a path before any code runs.
    if (!url) return sendJson(response, 400, { message: 'Bad Request' });
    // CloudFront sends these two files to the API the same way (see the web stack).
    if (url.pathname === '/sitemap.xml' || url.pathname === '/robots.txt')
      url.pathname = `/api${url.pathname}`;
    // Product and catalogue pages come with their head filled in, as CloudFront sends them to the API.
    if (request.method === 'GET' && isPreviewPagePath(url.pathname))
      url.pathname = `/api/pages${url.pathname}`;
    const work = (async () => {
      if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
        return handleApi(request, response, url);
      if (url.pathname.startsWith('/images/'))
        return handleImage(request, response, url.pathname.slice('/images/'.length));
      if (url.pathname === '/config.json') return sendJson(response, 200, getRuntimeConfig(request));
      if (url.pathname.replace(/\/$/, '') === COGNITO_PROXY_PATH && request.method === 'POST')
        return cognitoProxy(request, response);
      const invoked = request.method === 'POST' ? LAMBDA_INVOKE_PATH.exec(url.pathname) : null;
      if (invoked) return handleTriggerInvoke(request, response, decodeURIComponent(invoked[1]!));
      if (url.pathname === MAILBOX_ROUTE && request.method === 'GET') {
        return sendJson(response, 200, {
          messages: await readMailbox(
            services.dataDir,
            url.searchParams.get('to') ?? undefined,
            services.sesEndpoint,
          ),
        });
      }
      return staticFiles.serve(request, response, url.pathname);
    })();
    work.catch((error: unknown) => {
      console.error(`[api] ${request.method} ${url.pathname} failed:`, error);
      if (!response.headersSent) sendJson(response, 502, { message: 'Internal server error' });
      else response.end();
    });
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Links in e-mails (the password reset) point at this shop, as SITE_URL does in AWS.
  process.env[ENV.siteUrl] = `http://localhost:${port}`;

  return {
    url: `http://localhost:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
