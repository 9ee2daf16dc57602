/**
 * The one gate every public form passes (contact, support, quote, newsletter): a body size limit,
 * the honeypot (a filled one is answered like a success and nothing is stored or sent), the form's
 * zod schema (a 400 naming the field), then the rate limits of the sender's address and of the
 * network address. Only then does the form's own work run. Every accepted form gets the same answer.
 * The back-in-stock sign-up, a public route that leads to an e-mail too, counts against the same
 * limits (`enforceRateLimits`).
 */
import type * as z from 'zod';
import { HONEYPOT_FIELD } from '../core/inbox/forms.js';
import { enquiryAnswers } from '../core/inbox/inbox-strings.js';
import { ENQUIRY_LIMITS } from '../core/security-limits.js';
import { countRequest } from '../data/rate-limits.js';
import { BadRequestError, PayloadTooLargeError, TooManyRequestsError } from './http-errors.js';
import {
  createHttpHandler,
  describeZodError,
  type Caller,
  type HttpEvent,
  type HttpResult,
} from './http-handler.js';
import { ENV, optionalEnv } from './env.js';
import { getViewerAddress } from './origin-verify.js';
import { logger } from './powertools.js';

/** What every accepted form (and a caught bot) is told. */
export const ACCEPTED: HttpResult = { statusCode: 202, body: { status: 'received' } };

function readBody(event: HttpEvent): unknown {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > ENQUIRY_LIMITS.maxBodyBytes) throw new PayloadTooLargeError(enquiryAnswers.tooLarge);
  if (bytes.byteLength === 0) throw new BadRequestError('body: must be a JSON object.');
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new BadRequestError('body: must be valid JSON.');
  }
}

function filledHoneypot(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

const window = (limit: number) => ({
  limit,
  windowSeconds: ENQUIRY_LIMITS.windowSeconds,
  graceSeconds: ENQUIRY_LIMITS.counterGraceSeconds,
});

/**
 * Counts a public request that leads to an e-mail against the sender's address and the network
 * address (the same counters for every such route, so one budget per address whatever the form);
 * over either limit, a 429 with Retry-After and `refusal`.
 */
export async function enforceRateLimits(
  email: string,
  event: HttpEvent,
  refusal: string = enquiryAnswers.tooManyRequests,
): Promise<void> {
  const networkAddress = getViewerAddress(
    event.headers,
    event.requestContext.http.sourceIp,
    optionalEnv(ENV.originVerifySecret),
  );
  for (const [scope, subject, limit] of [
    ['ip', networkAddress, ENQUIRY_LIMITS.perNetworkAddress],
    ['email', email.toLowerCase(), ENQUIRY_LIMITS.perAddress],
  ] as const) {
    const count = await countRequest(scope, subject, window(limit));
    if (!count.allowed) {
      throw new TooManyRequestsError(refusal, count.retryAfterSeconds);
    }
  }
}

/** A public form's route: `accept` runs with the parsed form once every check passed. */
export function createEnquiryHandler<TSchema extends z.ZodType<{ email: string }>>(
  schema: TSchema,
  accept: (form: z.output<TSchema>, caller: Caller | undefined) => Promise<void>,
) {
  return createHttpHandler({ auth: 'public' }, async ({ event, caller }) => {
    const body = readBody(event);
    if (filledHoneypot(body)) {
      logger.info('Honeypot filled: form dropped', { path: event.rawPath });
      return ACCEPTED;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new BadRequestError(describeZodError(parsed.error, 'body'));
    await enforceRateLimits(parsed.data.email, event);
    await accept(parsed.data, caller);
    return ACCEPTED;
  });
}
