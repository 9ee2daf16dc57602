/**
 * The one middy chain every HTTP handler uses: Powertools logger, tracer and metrics, the origin
 * check, auth check, JSON body and zod parsing, then a single error handler that maps typed errors to
 * HTTP responses.
 */
import { gzipSync } from 'node:zlib';
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from 'zod';
import {
  ADMIN_ROUTE_GROUPS,
  hasAnyGroup,
  parseGroupsClaim,
  REPORT_ROUTE_GROUPS,
  STAFF_ROUTE_GROUPS,
} from '../core/auth/groups.js';
import {
  callerStandingMessages,
  judgeCallerStanding,
  type StoredAccount,
} from '../core/auth/caller-standing.js';
import { getStoredAccount } from '../data/caller-accounts.js';
import type { RouteAuth } from '../routes.js';
import { RuleViolation } from '../core/rule-violation.js';
import { lacksStaffMfa, staffMfaMessages } from '../core/auth/staff-mfa.js';
import {
  BadRequestError,
  ConcurrentChangeError,
  ConflictError,
  ForbiddenError,
  GoneError,
  ServiceUnavailableError,
  TooManyRequestsError,
  MfaRequiredError,
  HttpError,
  NotFoundError,
  UnauthorizedError,
} from './http-errors.js';
import { ENV, optionalEnv } from './env.js';
import { isFromTrustedOrigin, originMessages } from './origin-verify.js';
import { logger, metrics, traceInvocation } from './powertools.js';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** The signed-in caller, read from the claims the JWT authorizer verified. */
export interface Caller {
  userId: string;
  email: string | undefined;
  groups: string[];
  claims: Record<string, unknown>;
}

export interface HttpRequest<TBody, TQuery, TParams, TEarly = undefined> {
  event: HttpEvent;
  body: TBody;
  query: TQuery;
  params: TParams;
  caller: Caller | undefined;
  /** What `HandlerOptions.early` started for a signed-in caller (undefined for anonymous requests). */
  early: Promise<TEarly> | undefined;
}

export interface HandlerOptions<
  TBody extends z.ZodType,
  TQuery extends z.ZodType,
  TParams extends z.ZodType,
  TEarly = undefined,
> {
  auth: RouteAuth;
  /** Groups required beyond the route's auth level (for example the scraper needs `admin` itself). */
  groups?: readonly string[];
  /**
   * What a still-valid token of a deleted account gets: 401 by default; deleting the account again
   * is a 404 (the account is not there), so a repeated delete never looks like an expired session.
   */
  deletedAccount?: 'unauthorized' | 'not-found';
  body?: TBody;
  /** `form`: the body is `application/x-www-form-urlencoded` (a page's form post), read as its fields. */
  bodyFormat?: 'json' | 'form';
  query?: TQuery;
  params?: TParams;
  /**
   * Reads a signed-in caller's request needs, started beside the check of the caller's standing
   * instead of after it (reads of single items through `getItemSoon` go to the table in one
   * BatchGetItem with the standing's, when it is read and not kept): the handler
   * awaits them as `early` once the caller is confirmed; a refused caller's are never used.
   */
  early?: (claimed: Caller) => Promise<TEarly>;
}

/** A handler may return a plain value (sent as 200 JSON) or a full result. */
export interface HttpResult {
  statusCode: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, for non-JSON answers such as the sitemap (set the content-type header). */
  text?: string;
  headers?: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** Reads the caller from the authorizer claims; `undefined` for anonymous requests. */
export function getCaller(event: HttpEvent): Caller | undefined {
  const claims = event.requestContext.authorizer?.jwt?.claims as Record<string, unknown> | undefined;
  if (!claims || typeof claims.sub !== 'string') return undefined;
  return {
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    groups: parseGroupsClaim(claims['cognito:groups']),
    claims,
  };
}

/** Enforces the route's auth level on the server, whatever the gateway in front of it did. */
export function authorize(auth: RouteAuth, caller: Caller | undefined, groups?: readonly string[]): void {
  if (auth === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (auth === 'admin' && !hasAnyGroup(caller.groups, ADMIN_ROUTE_GROUPS)) throw new ForbiddenError();
  if (auth === 'staff' && !hasAnyGroup(caller.groups, STAFF_ROUTE_GROUPS)) throw new ForbiddenError();
  if (auth === 'reports' && !hasAnyGroup(caller.groups, REPORT_ROUTE_GROUPS)) throw new ForbiddenError();
  if (groups && !hasAnyGroup(caller.groups, groups)) throw new ForbiddenError();
}

/**
 * Where the stage requires it, staff routes refuse an admin's or super_admin's token that was not
 * issued after a TOTP sign-in (the claim the pre-token trigger adds). Shoppers' routes never ask.
 */
export function requireStaffMfa(auth: RouteAuth, caller: Caller | undefined): void {
  if (auth === 'public' || auth === 'customer' || !caller) return;
  if (optionalEnv(ENV.staffMfaRequired) !== 'true') return;
  if (lacksStaffMfa(caller.groups, caller.claims)) throw new MfaRequiredError(staffMfaMessages.required);
}

/**
 * The caller as the account stands now: a token outlives a removed role, a deactivation or the
 * account's deletion by up to an hour, so every signed-in request is checked against the stored
 * account (cached a few seconds per container) before any group check. The groups that count are
 * the token's that the account still holds.
 */
export async function confirmCallerStanding(
  caller: Caller,
  deletedAccount: HandlerOptions<z.ZodType, z.ZodType, z.ZodType>['deletedAccount'] = 'unauthorized',
): Promise<Caller> {
  let account: StoredAccount;
  try {
    account = await getStoredAccount(caller.userId);
  } catch (error) {
    // As in the pre-token trigger: a database blip must not turn every signed-in request into an
    // error; the verified token stands until the account can be read again (nothing is cached).
    logger.error('Could not read the caller account', { userId: caller.userId, error: error as Error });
    account = { state: 'unmirrored' };
  }
  const standing = judgeCallerStanding(caller.groups, account);
  if (standing.allowed) return { ...caller, groups: standing.groups };
  const message = callerStandingMessages[standing.reason];
  if (standing.reason === 'deleted' && deletedAccount === 'not-found') throw new NotFoundError(message);
  throw new UnauthorizedError(message);
}

/** Formats the first zod issue as `name: problem`, so a 400 says which parameter is wrong. */
export function describeZodError(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}.`;
  const field = issue.path.length > 0 ? issue.path.join('.') : where;
  return `${field}: ${issue.message}`;
}

function parseWith<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(describeZodError(result.error, where));
  return result.data;
}

function readJsonBody(event: HttpEvent, format: 'json' | 'form' = 'json'): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (format === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('body: must be valid JSON.');
  }
}

function toResponse(result: unknown): HttpResponse {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const { statusCode, body, text, headers } = result as HttpResult;
    if (text !== undefined) return { statusCode, headers: headers ?? {}, body: text };
    return body === undefined
      ? { statusCode, headers: headers ?? {} }
      : json(statusCode, body, headers ?? {});
  }
  return json(200, result);
}

/** A broken business rule from core, as the HTTP error of its kind. */
function toHttpError(violation: RuleViolation): HttpError {
  if (violation.kind === 'conflict') return new ConflictError(violation.message);
  if (violation.kind === 'concurrent-change') return new ConcurrentChangeError(violation.message);
  if (violation.kind === 'not-found') return new NotFoundError(violation.message);
  if (violation.kind === 'forbidden') return new ForbiddenError(violation.message);
  if (violation.kind === 'unavailable') return new ServiceUnavailableError(violation.message);
  if (violation.kind === 'gone') return new GoneError(violation.message);
  if (violation.kind === 'rate-limited') {
    return new TooManyRequestsError(violation.message, violation.retryAfterSeconds ?? 1);
  }
  return new BadRequestError(violation.message);
}

/** Bodies smaller than this are sent as they are: compressing them saves nothing worth the CPU. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * zlib's level 3, its fastest family's best: a catalogue page of 50 cards (26 to 34 KB of JSON) in
 * about half the CPU of the default level 6 (0.2 against 0.4 ms), 4 to 8 % larger (3.1 to 3.5 KB
 * against 3.0 to 3.2; docs/benchmarks.md).
 */
const GZIP_LEVEL = 3;

/**
 * Gzips a large body when the browser accepts it. API Gateway does not compress and CloudFront
 * does not compress uncached `/api/*` answers, so a catalogue page (about 25 KB of JSON) would
 * otherwise cross a shopper's mobile connection whole.
 */
export function compressResponse(response: HttpResponse, acceptEncoding: string | undefined): HttpResponse {
  const { body } = response;
  if (typeof body !== 'string' || response.isBase64Encoded || !/\bgzip\b/.test(acceptEncoding ?? '')) {
    return response;
  }
  if (Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return response;
  return {
    ...response,
    headers: { ...response.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(body, { level: GZIP_LEVEL }).toString('base64'),
    isBase64Encoded: true,
  };
}

/** Maps any thrown value to a response: typed errors keep their status, the rest become a logged 500. */
export function errorToResponse(error: unknown): HttpResponse {
  if (error instanceof RuleViolation) return errorToResponse(toHttpError(error));
  if (error instanceof HttpError) {
    const headers: Record<string, string> =
      'retryAfterSeconds' in error ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    return json(error.statusCode, error.toJSON(), headers);
  }
  logger.error('Unhandled error', { error: error as Error });
  return json(500, { error: 'InternalServerError', message: 'Something went wrong. Please try again.' });
}

/**
 * Wraps a route's business function in the shared middy chain.
 * @example export const handler = createHttpHandler({ auth: 'public' }, async () => listCategories());
 */
export function createHttpHandler<
  TBody extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TParams extends z.ZodType = z.ZodUndefined,
  TEarly = undefined,
>(
  options: HandlerOptions<TBody, TQuery, TParams, TEarly>,
  fn: (request: HttpRequest<z.infer<TBody>, z.infer<TQuery>, z.infer<TParams>, TEarly>) => Promise<unknown>,
) {
  const base = async (event: HttpEvent, _context: Context): Promise<HttpResponse> => {
    try {
      if (!isFromTrustedOrigin(event.headers, optionalEnv(ENV.originVerifySecret))) {
        throw new ForbiddenError(originMessages.notThroughShop);
      }
      const claimed = getCaller(event);
      const early = claimed && options.early?.(claimed);
      // Awaited by the handler only once the caller stands; a refused caller's reads fail unheard.
      early?.catch(() => undefined);
      const caller = claimed && (await confirmCallerStanding(claimed, options.deletedAccount));
      authorize(options.auth, caller, options.groups);
      requireStaffMfa(options.auth, caller);
      const request = {
        event,
        caller,
        body: parseWith(options.body, readJsonBody(event, options.bodyFormat), 'body'),
        query: parseWith(options.query, event.queryStringParameters ?? {}, 'query'),
        params: parseWith(options.params, event.pathParameters ?? {}, 'path'),
        early,
      };
      return compressResponse(toResponse(await fn(request)), event.headers?.['accept-encoding']);
    } catch (error) {
      return errorToResponse(error);
    }
  };
  return middy(base)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceInvocation())
    .use(publishMetrics());
}

/**
 * Flushes the metrics a request recorded. Most requests record none: publishing an empty set would
 * only log Powertools' "no metrics" warning, so there is nothing to publish and nothing to hide.
 */
function publishMetrics(): middy.MiddlewareObj {
  const publish = () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: publish, onError: publish };
}
