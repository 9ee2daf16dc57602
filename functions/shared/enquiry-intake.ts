/**
 * The one gate every public form passes (contact, support, quote, newsletter): a body size limit,
 * the honeypot (a filled one is answered like a success and nothing is stored or sent), the form's
 * zod schema (a 400 naming the field), then the rate limits of the sender's address and of the
 * network address (services/inbox/enforce-rate-limits.ts, which the route passes in: plumbing reads
 * no table). Only then does the form's own work run. Every accepted form gets the same answer.
 */
import type * as z from 'zod';
import { HONEYPOT_FIELD } from '../core/inbox/forms.js';
import { enquiryAnswers } from '../core/inbox/inbox-strings.js';
import { ENQUIRY_LIMITS } from '../core/security-limits.js';
import { BadRequestError, PayloadTooLargeError } from './http-errors.js';
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

/** The network address a public request came from, as the shop's CDN saw it. */
export function getNetworkAddress(event: HttpEvent): string {
  return getViewerAddress(
    event.headers,
    event.requestContext.http.sourceIp,
    optionalEnv(ENV.originVerifySecret),
  );
}

/** What a public form's route does once the form passed the gate. */
interface EnquiryRoute<TForm> {
  /** The rate limits of the sender and the network address (throws when over either). */
  limit: (email: string, networkAddress: string) => Promise<void>;
  accept: (form: TForm, caller: Caller | undefined) => Promise<void>;
}

/** A public form's route: `accept` runs with the parsed form once every check passed. */
export function createEnquiryHandler<TSchema extends z.ZodType<{ email: string }>>(
  schema: TSchema,
  { limit, accept }: EnquiryRoute<z.output<TSchema>>,
) {
  return createHttpHandler({ auth: 'public' }, async ({ event, caller }) => {
    const body = readBody(event);
    if (filledHoneypot(body)) {
      logger.info('Honeypot filled: form dropped', { path: event.rawPath });
      return ACCEPTED;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new BadRequestError(describeZodError(parsed.error, 'body'));
    await limit(parsed.data.email, getNetworkAddress(event));
    await accept(parsed.data, caller);
    return ACCEPTED;
  });
}
