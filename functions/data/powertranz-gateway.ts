/**
 * The card gateway: PowerTranz's SPI API over HTTPS (the local stand-in on loopback). Every answer is
 * parsed against the fields the shop reads; an answer that does not arrive, or arrives garbled, is
 * never taken for a decline: `completePayment` then says the outcome is unknown, and the attempt
 * stays recorded for the reconciler, so an approved payment is never lost.
 *
 * The merchant's PowerTranzId and password are read at first use and kept for the container's life:
 * on AWS stages from the Secrets Manager secret the stage names, through the Parameters and Secrets
 * Lambda extension on loopback (no SDK client in the bundle); locally from the environment, as the
 * local adapter passes the stand-in's. They are never logged, and no error names them.
 */
import {
  type HostedPageSettings,
  gatewayAnswerSchema,
  gatewayInquirySchema,
  type GatewayInquiry,
  isSpiReady,
  spiStartAnswerSchema,
  type GatewayAnswer,
} from '../core/payments/card-payment.js';
import { CARD_PAYMENT } from '../core/payments/card-attempts.js';
import { cardPaymentMessages } from '../core/payments/card-attempts.js';
import { RuleViolation } from '../core/rule-violation.js';
import { ENV, optionalEnv, requireEnv } from '../shared/env.js';
import { getSiteUrl } from './site-address.js';

export interface GatewayCredentials {
  merchantId: string;
  password: string;
}

/** Read once per container. */
let credentials: Promise<GatewayCredentials> | undefined;

/** The extension's default port; CDK's binding sets the variable when it changes it. */
const SECRETS_EXTENSION_PORT = '2773';

/**
 * The secret's JSON as the README tells whoever stores it to write it. JSON.parse's own error quotes
 * the text, so it is never passed on.
 */
function parseSecret(secretString: unknown): GatewayCredentials {
  let value: unknown;
  try {
    value = typeof secretString === 'string' ? JSON.parse(secretString) : undefined;
  } catch {
    value = undefined;
  }
  const { PowerTranzId: id, PowerTranzPassword: password } = (value ?? {}) as Record<string, unknown>;
  if (typeof id === 'string' && id && typeof password === 'string' && password) {
    return { merchantId: id, password };
  }
  throw new Error('The card gateway secret must be JSON with PowerTranzId and PowerTranzPassword.');
}

async function readSecret(secretId: string): Promise<GatewayCredentials> {
  const port = optionalEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT') ?? SECRETS_EXTENSION_PORT;
  const response = await fetch(
    `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`,
    {
      headers: { 'X-Aws-Parameters-Secrets-Token': requireEnv('AWS_SESSION_TOKEN') },
      signal: AbortSignal.timeout(CARD_PAYMENT.secretReadTimeoutMs),
    },
  );
  // The status alone: the body of a refusal could echo what was asked for.
  if (!response.ok) throw new Error(`The card gateway secret could not be read (HTTP ${response.status}).`);
  return parseSecret(((await response.json()) as { SecretString?: unknown }).SecretString);
}

async function loadCredentials(): Promise<GatewayCredentials> {
  const secretId = optionalEnv(ENV.powertranzCredentialsSecret);
  if (secretId) return readSecret(secretId);
  const merchantId = optionalEnv(ENV.powertranzMerchantId);
  const password = optionalEnv(ENV.powertranzPassword);
  if (merchantId && password) return { merchantId, password };
  throw new Error(
    `The card gateway has no credentials: set ${ENV.powertranzMerchantId} and ${ENV.powertranzPassword}.`,
  );
}

function getCredentials(): Promise<GatewayCredentials> {
  credentials ??= loadCredentials().catch((error: unknown) => {
    credentials = undefined;
    throw error;
  });
  return credentials;
}

/** The stage's hosted page at PowerTranz. */
export function getHostedPageSettings(): HostedPageSettings {
  return { pageSet: requireEnv(ENV.powertranzPageSet), pageName: requireEnv(ENV.powertranzPageName) };
}

/**
 * The shop's own route the hosted page posts its `Response` to (`functions/routes.ts`), on the shop's
 * public address: the custom domain, or on a stage without one the CloudFront name the deployment
 * writes to the table (data/site-address.ts), so a fresh deployment takes cards.
 */
export async function getMerchantResponseUrl(): Promise<string> {
  const siteUrl = await getSiteUrl();
  if (!siteUrl) throw new Error('The shop has no public address yet: the deployment writes it.');
  return `${siteUrl}/api/payments/card/response`;
}

const unavailable = () => new RuleViolation('unavailable', cardPaymentMessages.gatewayUnavailable);

type Outcome<T> = { kind: 'answered'; answer: T } | { kind: 'unknown'; reason: string };

/**
 * One call (a POST of `body`, or a GET when it is undefined); a timeout, a network failure, a 5xx or
 * an unreadable body is an unknown outcome.
 */
async function call<T>(
  path: string,
  body: unknown,
  parse: (value: unknown) => T,
  withCredentials: boolean,
): Promise<Outcome<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (withCredentials) {
    const { merchantId, password } = await getCredentials();
    headers['PowerTranz-PowerTranzId'] = merchantId;
    headers['PowerTranz-PowerTranzPassword'] = password;
  }
  let response: Response;
  try {
    response = await fetch(`${requireEnv(ENV.powertranzBaseUrl)}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CARD_PAYMENT.gatewayTimeoutMs),
    });
  } catch (error) {
    return { kind: 'unknown', reason: (error as Error).name };
  }
  if (response.status >= 500) return { kind: 'unknown', reason: `HTTP ${response.status}` };
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    return { kind: 'unknown', reason: 'unreadable answer' };
  }
  if (response.status >= 400) {
    // The gateway refused the request itself (bad field, used token): it did nothing.
    throw new RuleViolation('invalid', describeErrors(value) ?? cardPaymentMessages.gatewayUnavailable);
  }
  try {
    return { kind: 'answered', answer: parse(value) };
  } catch {
    return { kind: 'unknown', reason: 'unexpected answer' };
  }
}

function describeErrors(value: unknown): string | undefined {
  const errors = (value as { Errors?: { Message?: string }[] } | null)?.Errors;
  return Array.isArray(errors) && errors.length ? errors.map((e) => e.Message ?? '').join(' ') : undefined;
}

/** Starts an authorisation: the hosted page's HTML and the single-use SpiToken. */
export async function startAuthorisation(
  body: Record<string, unknown>,
): Promise<{ spiToken: string; redirectData: string }> {
  const outcome = await call('/api/spi/auth', body, (v) => spiStartAnswerSchema.parse(v), true);
  if (outcome.kind === 'unknown' || !isSpiReady(outcome.answer)) throw unavailable();
  return { spiToken: outcome.answer.SpiToken!, redirectData: outcome.answer.RedirectData! };
}

/** Completes a payment after the hosted page; `unknown` when no readable answer came back. */
export function completePayment(spiToken: string): Promise<Outcome<GatewayAnswer>> {
  return call('/api/spi/payment', spiToken, (v) => gatewayAnswerSchema.parse(v), false);
}

async function adjust(path: string, body: Record<string, unknown>): Promise<GatewayAnswer> {
  const outcome = await call(path, body, (v) => gatewayAnswerSchema.parse(v), true);
  if (outcome.kind === 'unknown') throw unavailable();
  return outcome.answer;
}

/**
 * Captures `amount` (two decimals) of an approved authorisation; `stepId` is the step's own
 * identifier (`ExternalIdentifier`), recorded on the order before the call.
 */
export function capturePayment(
  transactionIdentifier: string,
  amount: number,
  stepId: string,
): Promise<GatewayAnswer> {
  return adjust('/api/capture', {
    TransactionIdentifier: transactionIdentifier,
    TotalAmount: amount,
    ExternalIdentifier: stepId,
  });
}

/** Voids an authorisation that was never captured (`stepId`: the staff step it is, when one). */
export function voidPayment(transactionIdentifier: string, stepId?: string): Promise<GatewayAnswer> {
  return adjust('/api/void', {
    TransactionIdentifier: transactionIdentifier,
    ...(stepId ? { ExternalIdentifier: stepId } : {}),
  });
}

/** Refunds `amount` of a captured payment, as step `stepId`. */
export function refundPayment(
  transactionIdentifier: string,
  amount: number,
  currencyCode: string,
  stepId: string,
): Promise<GatewayAnswer> {
  return adjust('/api/refund', {
    Refund: true,
    TransactionIdentifier: transactionIdentifier,
    TotalAmount: amount,
    CurrencyCode: currencyCode,
    ExternalIdentifier: stepId,
  });
}

/**
 * The status inquiry: the authorisation as the gateway holds it, with every capture, void and refund
 * it received (by each step's ExternalIdentifier). `GET /api/transactions/{TransactionIdentifier}`
 * is what the local stand-in answers; PowerTranz's published SPI reference names no status call, so
 * its name and shape are to be confirmed with PowerTranz before a stage goes live (until then a
 * refusal or no answer leaves the step to staff). Throws `unavailable` when no readable answer came.
 */
export async function inquireTransaction(transactionIdentifier: string): Promise<GatewayInquiry> {
  const outcome = await call(
    `/api/transactions/${encodeURIComponent(transactionIdentifier)}`,
    undefined,
    (v) => gatewayInquirySchema.parse(v),
    true,
  );
  if (outcome.kind === 'unknown') throw unavailable();
  return outcome.answer;
}
