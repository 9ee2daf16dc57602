/**
 * A PowerTranz (First Atlantic Commerce) gateway on this machine, speaking the SPI API's wire format
 * with the hosted payment page and 3-D Secure 2, so the shop talks to it exactly as to the real
 * gateway: `GET /api/alive`; `POST /api/spi/auth` and `/api/spi/sale` (credentials in the
 * `PowerTranz-PowerTranzId` and `PowerTranz-PowerTranzPassword` headers) answer IsoResponseCode SP4
 * with a single-use SpiToken valid 5 minutes and RedirectData; the hosted page collects the card, runs
 * the challenge of the test cards (password "3ds2") and posts the `Response` field (HP0) to the
 * merchant's MerchantResponseUrl; `POST /api/spi/payment` (the SpiToken as a JSON string, no
 * credentials) completes it with PowerTranz's test-card outcomes; `/api/capture`, `/api/void` and
 * `/api/refund` follow the gateway's rules (capture at most what was authorised, once; void only
 * before capture; refunds up to what was captured). Each of those three may carry the merchant's own
 * `ExternalIdentifier` (a GUID per step), and `GET /api/transactions/{TransactionIdentifier}`
 * (credentials) answers the transaction as the gateway holds it with every capture, void and refund
 * it received (`Adjustments`, each with its ExternalIdentifier and the answer given): the status
 * inquiry the shop's reconciler settles an unanswered step with.
 *
 * For tests, faults can be switched on (`POST /local/faults`, a `PowerTranzFaultRequest`): an HTTP 500
 * (nothing done), an HTTP 500 after the call was applied (`http-500-applied`), a timeout or a
 * malformed answer (done, the answer lost), a late answer, or a
 * `Response` posted twice. Each is armed for one order (`orderIdentifier`, the OrderIdentifier of its
 * auth) and/or one `transactionIdentifier`, and only that order's calls take it (payment finds the
 * order through its SpiToken, capture/void/refund through their TransactionIdentifier), so tests
 * running side by side on one stand-in never take each other's faults.
 * `GET /local/transactions/{TransactionIdentifier}` shows the gateway's own view of a transaction.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  CHALLENGE_PASSWORD,
  ISO_MESSAGES,
  outcomeOf,
  passesLuhn,
  TEST_CARDS,
  type TestCardOutcome,
} from './powertranz-cards.js';
import {
  challengePage,
  hostedPage,
  merchantResponsePost,
  messagePage,
  redirectData,
  type CardFormErrors,
} from './powertranz-pages.js';
import { superviseInProcessServer, type InProcessService } from './in-process-server.js';
import { LocalStackError } from './local-stack-error.js';

export const POWERTRANZ_NAME = 'the PowerTranz stand-in';
export const POWERTRANZ_FAULTS_PATH = '/local/faults';

/** How long an SpiToken may be used, as PowerTranz documents. */
const SPI_TOKEN_LIFETIME_MS = 5 * 60_000;
/** A "timeout" fault holds the answer longer than any client should wait. */
const TIMEOUT_FAULT_DELAY_MS = 35_000;
const LATE_FAULT_DELAY_MS = 3_000;
const MAX_BODY_BYTES = 64 * 1024;

const ENDPOINTS = ['auth', 'sale', 'payment', 'capture', 'void', 'refund', 'hpp'] as const;
type Endpoint = (typeof ENDPOINTS)[number];
const FAULTS = [
  'http-500',
  'http-500-applied',
  'timeout',
  'malformed-json',
  'late',
  'duplicate-response',
] as const;
type PowerTranzFault = (typeof FAULTS)[number];

/** Whose calls a fault is for: one order, one transaction, or both (at least one of them). */
type FaultOwner =
  | { orderIdentifier: string; transactionIdentifier?: string }
  | { orderIdentifier?: string; transactionIdentifier: string };

/**
 * The body of `POST /local/faults`: `fault` for the owner's next `times` (default 1) calls of
 * `endpoint` (default any).
 */
export type PowerTranzFaultRequest = FaultOwner & {
  fault: PowerTranzFault;
  endpoint?: Endpoint;
  times?: number;
  /** How long a `timeout` or `late` fault holds the answer. */
  delayMs?: number;
};

interface ArmedFault {
  fault: PowerTranzFault;
  endpoint?: Endpoint;
  orderIdentifier?: string;
  transactionIdentifier?: string;
  remaining: number;
  delayMs?: number;
}

/** The order and transaction a call belongs to, as far as the stand-in can tell. */
interface Caller {
  orderIdentifier?: string;
  transactionIdentifier?: string;
}

const TRANSACTION_TYPE = { auth: 1, sale: 2, capture: 3, void: 4, refund: 5 } as const;

interface Transaction {
  id: string;
  kind: 'auth' | 'sale';
  orderIdentifier: string;
  /** Cents, so refunds add up exactly. */
  amountCents: number;
  currencyCode: string;
  merchantResponseUrl: string;
  spiToken: string;
  tokenExpiresAt: number;
  tokenUsed: boolean;
  card?: { outcome: TestCardOutcome; lastFour: string };
  /** 3-D Secure authentication status once the hosted page is done. */
  authentication?: 'Y' | 'A' | 'N';
  approved: boolean;
  authorizationCode?: string;
  capturedCents: number;
  refundedCents: number;
  voided: boolean;
  /** Every answer the gateway gave for this transaction, for `GET /local/transactions/{id}`. */
  history: {
    endpoint: Endpoint;
    isoResponseCode: string;
    approved: boolean;
    amountCents?: number;
    externalIdentifier?: string;
    responseMessage?: string;
  }[];
}

export interface StartPowerTranzOptions {
  port: number;
  merchantId: string;
  password: string;
  onUnexpectedExit: (description: string) => void;
}

export type PowerTranzService = InProcessService;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: { Code: string; Message: string }[],
  ) {
    super(errors.map((e) => e.Message).join('; '));
  }
}

const fieldError = (code: string, message: string) =>
  new RequestError(400, [{ Code: code, Message: message }]);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(fieldError('413', 'Request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw fieldError('400', 'The request body is not valid JSON');
  }
}

function toCents(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw fieldError('400', `${field} must be a positive amount`);
  }
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) throw fieldError('400', `${field} has more than 2 decimals`);
  return cents;
}

/** A JSON object body with a GUID `TransactionIdentifier`, as every financial call carries. */
function readIdentifiedBody(input: unknown): { body: Record<string, unknown>; id: string } {
  if (typeof input !== 'object' || input === null)
    throw fieldError('400', 'The request body must be an object');
  const body = input as Record<string, unknown>;
  const id = body.TransactionIdentifier;
  if (typeof id !== 'string' || !GUID.test(id))
    throw fieldError('400', 'TransactionIdentifier must be a GUID');
  return { body, id };
}

const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A fault as `POST /local/faults` arms it, or a 400 naming what is wrong. */
function readFaultRequest(input: unknown): ArmedFault {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const fault = FAULTS.find((f) => f === body.fault);
  if (!fault) throw fieldError('400', `fault must be one of ${FAULTS.join(', ')}`);
  const endpoint = ENDPOINTS.find((e) => e === body.endpoint);
  if (body.endpoint !== undefined && !endpoint)
    throw fieldError('400', `endpoint must be one of ${ENDPOINTS.join(', ')}`);
  const orderIdentifier = optionalText(body.orderIdentifier);
  const transactionIdentifier = optionalText(body.transactionIdentifier)?.toLowerCase();
  if (!orderIdentifier && !transactionIdentifier) {
    // A fault for whoever calls next is taken by another test's payment.
    throw fieldError('400', 'orderIdentifier or transactionIdentifier is required');
  }
  const times = body.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    throw fieldError('400', 'times must be a positive whole number');
  if (body.delayMs !== undefined && (typeof body.delayMs !== 'number' || body.delayMs < 0))
    throw fieldError('400', 'delayMs must be a number of milliseconds');
  return {
    fault,
    ...(endpoint ? { endpoint } : {}),
    ...(orderIdentifier ? { orderIdentifier } : {}),
    ...(transactionIdentifier ? { transactionIdentifier } : {}),
    remaining: times,
    ...(body.delayMs !== undefined ? { delayMs: body.delayMs } : {}),
  };
}

const amountOf = (cents: number) => Number((cents / 100).toFixed(2));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the stand-in on 127.0.0.1 and resolves once `/api/alive` answers. */
export async function startPowerTranz(options: StartPowerTranzOptions): Promise<PowerTranzService> {
  const base = `http://127.0.0.1:${options.port}`;
  const transactions = new Map<string, Transaction>();
  const byToken = new Map<string, Transaction>();
  let faults: ArmedFault[] = [];

  /** Whose call `input` (a parsed request body) is: its stored transaction's, else what it names. */
  function callerOf(input: unknown): Caller {
    const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const named = optionalText(body.TransactionIdentifier)?.toLowerCase();
    const transaction =
      typeof input === 'string' ? byToken.get(input) : named ? transactions.get(named) : undefined;
    if (transaction)
      return { orderIdentifier: transaction.orderIdentifier, transactionIdentifier: transaction.id };
    return { orderIdentifier: optionalText(body.OrderIdentifier), transactionIdentifier: named };
  }

  /** Takes one use of the first fault armed for `caller`'s `endpoint` call (of one of `kinds`). */
  function takeFault(endpoint: Endpoint, caller: Caller, kinds: readonly PowerTranzFault[]) {
    const fault = faults.find(
      (f) =>
        (!f.endpoint || f.endpoint === endpoint) &&
        kinds.includes(f.fault) &&
        (!f.orderIdentifier || f.orderIdentifier === caller.orderIdentifier) &&
        (!f.transactionIdentifier || f.transactionIdentifier === caller.transactionIdentifier),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
    return fault;
  }

  function json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  function html(response: ServerResponse, status: number, body: string): void {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(body);
  }

  function checkCredentials(request: IncomingMessage): void {
    if (
      request.headers['powertranz-powertranzid'] !== options.merchantId ||
      request.headers['powertranz-powertranzpassword'] !== options.password
    ) {
      throw new RequestError(401, [{ Code: '401', Message: 'Invalid PowerTranzId or PowerTranzPassword' }]);
    }
  }

  /** Answers a financial call, through whatever fault is armed for it. */
  async function answer(
    response: ServerResponse,
    endpoint: Endpoint,
    caller: Caller,
    body: unknown,
  ): Promise<void> {
    const fault = takeFault(endpoint, caller, ['timeout', 'late', 'malformed-json', 'http-500-applied']);
    if (fault?.fault === 'http-500-applied') {
      // The call was applied (`body` is its answer); the gateway fails before answering it.
      return json(response, 500, { Errors: [{ Code: '500', Message: 'Internal server error' }] });
    }
    if (fault?.fault === 'timeout' || fault?.fault === 'late') {
      await sleep(
        fault.delayMs ?? (fault.fault === 'timeout' ? TIMEOUT_FAULT_DELAY_MS : LATE_FAULT_DELAY_MS),
      );
    }
    if (response.destroyed) return;
    if (fault?.fault === 'malformed-json') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body).slice(0, 40));
      return;
    }
    json(response, 200, body);
  }

  function record(
    transaction: Transaction,
    endpoint: Endpoint,
    isoResponseCode: string,
    approved: boolean,
    amountCents?: number,
    step?: { externalIdentifier?: string; responseMessage: string },
  ) {
    transaction.history.push({
      endpoint,
      isoResponseCode,
      approved,
      ...(amountCents ? { amountCents } : {}),
      ...(step?.externalIdentifier ? { externalIdentifier: step.externalIdentifier } : {}),
      ...(step ? { responseMessage: step.responseMessage } : {}),
    });
  }

  function startSpi(kind: 'auth' | 'sale', input: unknown): Record<string, unknown> {
    const { body, id } = readIdentifiedBody(input);
    if (transactions.has(id.toLowerCase())) {
      throw fieldError('409', 'TransactionIdentifier has been used before');
    }
    const amountCents = toCents(body.TotalAmount, 'TotalAmount');
    if (typeof body.CurrencyCode !== 'string' || !/^\d{3}$/.test(body.CurrencyCode)) {
      throw fieldError('400', 'CurrencyCode must be a numeric ISO 4217 code');
    }
    if (body.ThreeDSecure !== true) throw fieldError('400', 'ThreeDSecure must be true for the hosted page');
    if (typeof body.OrderIdentifier !== 'string' || !body.OrderIdentifier) {
      throw fieldError('400', 'OrderIdentifier is required');
    }
    const extended = (body.ExtendedData ?? {}) as Record<string, unknown>;
    const merchantResponseUrl = extended.MerchantResponseUrl;
    if (typeof merchantResponseUrl !== 'string' || !/^https?:\/\//.test(merchantResponseUrl)) {
      throw fieldError('400', 'ExtendedData.MerchantResponseUrl must be an http(s) URL');
    }
    const hosted = (extended.HostedPage ?? {}) as Record<string, unknown>;
    if (typeof hosted.PageSet !== 'string' || typeof hosted.PageName !== 'string') {
      throw fieldError('400', 'ExtendedData.HostedPage needs PageSet and PageName');
    }
    const spiToken = `${randomUUID().replace(/-/g, '')}-${randomInt(1e9).toString(36)}`;
    const transaction: Transaction = {
      id: id.toLowerCase(),
      kind,
      orderIdentifier: body.OrderIdentifier,
      amountCents,
      currencyCode: body.CurrencyCode,
      merchantResponseUrl,
      spiToken,
      tokenExpiresAt: Date.now() + SPI_TOKEN_LIFETIME_MS,
      tokenUsed: false,
      approved: false,
      capturedCents: 0,
      refundedCents: 0,
      voided: false,
      history: [],
    };
    transactions.set(transaction.id, transaction);
    byToken.set(spiToken, transaction);
    record(transaction, kind, 'SP4', false);
    return {
      TransactionType: TRANSACTION_TYPE[kind],
      Approved: false,
      TransactionIdentifier: id,
      TotalAmount: amountOf(amountCents),
      CurrencyCode: transaction.currencyCode,
      IsoResponseCode: 'SP4',
      ResponseMessage: ISO_MESSAGES.SP4,
      OrderIdentifier: transaction.orderIdentifier,
      RedirectData: redirectData(`${base}/hpp/${spiToken}`),
      SpiToken: spiToken,
    };
  }

  function baseAnswer(transaction: Transaction, type: number, code: string, approved: boolean, extra = {}) {
    return {
      TransactionType: type,
      Approved: approved,
      TransactionIdentifier: transaction.id,
      TotalAmount: amountOf(transaction.amountCents),
      CurrencyCode: transaction.currencyCode,
      IsoResponseCode: code,
      ResponseMessage: ISO_MESSAGES[code] ?? 'Transaction declined',
      OrderIdentifier: transaction.orderIdentifier,
      ...extra,
    };
  }

  function completePayment(input: unknown): Record<string, unknown> {
    if (typeof input !== 'string') throw fieldError('400', 'The body must be the SpiToken as a JSON string');
    const transaction = byToken.get(input);
    if (!transaction) throw new RequestError(404, [{ Code: '404', Message: 'SpiToken not found' }]);
    if (transaction.tokenUsed) throw fieldError('400', 'SpiToken has already been used');
    if (Date.now() > transaction.tokenExpiresAt) throw fieldError('400', 'SpiToken has expired');
    if (!transaction.card || !transaction.authentication) {
      throw fieldError('400', 'The hosted page has not been completed for this SpiToken');
    }
    transaction.tokenUsed = true;
    const type = TRANSACTION_TYPE[transaction.kind];
    const code = transaction.authentication === 'N' ? '12' : transaction.card.outcome.paymentCode;
    const approved = code === '00';
    transaction.approved = approved;
    if (approved) {
      transaction.authorizationCode = String(randomInt(100000, 999999));
      if (transaction.kind === 'sale') transaction.capturedCents = transaction.amountCents;
    }
    record(transaction, 'payment', code, approved);
    return baseAnswer(transaction, type, code, approved, {
      ...(approved ? { AuthorizationCode: transaction.authorizationCode } : {}),
      RRN: String(randomInt(1e11, 1e12 - 1)),
      CardBrand: transaction.card.outcome.brand,
      CardSuffix: transaction.card.lastFour,
      PanToken: approved ? randomUUID().replace(/-/g, '') : undefined,
      RiskManagement: { ThreeDSecure: { AuthenticationStatus: transaction.authentication } },
    });
  }

  function findForAdjustment(input: unknown): {
    transaction: Transaction;
    body: Record<string, unknown>;
    externalIdentifier?: string;
  } {
    const { body, id } = readIdentifiedBody(input);
    const transaction = transactions.get(id.toLowerCase());
    if (!transaction) throw new RequestError(404, [{ Code: '404', Message: 'Transaction not found' }]);
    const external = body.ExternalIdentifier;
    if (external !== undefined && (typeof external !== 'string' || !GUID.test(external))) {
      throw fieldError('400', 'ExternalIdentifier must be a GUID');
    }
    return { transaction, body, externalIdentifier: external?.toLowerCase() };
  }

  /** The status inquiry: the transaction and every adjustment it received, with the answer given. */
  function inquire(id: string): Record<string, unknown> {
    const transaction = transactions.get(id.toLowerCase());
    if (!transaction) throw new RequestError(404, [{ Code: '404', Message: 'Transaction not found' }]);
    const types = { capture: 3, void: 4, refund: 5 } as Record<string, number>;
    return baseAnswer(
      transaction,
      TRANSACTION_TYPE[transaction.kind],
      transaction.approved ? '00' : 'SP4',
      transaction.approved,
      {
        Adjustments: transaction.history
          .filter((entry) => entry.endpoint in types)
          .map((entry) => ({
            ExternalIdentifier: entry.externalIdentifier ?? null,
            TransactionType: types[entry.endpoint],
            Approved: entry.approved,
            IsoResponseCode: entry.isoResponseCode,
            ResponseMessage: entry.responseMessage,
            ...(entry.amountCents ? { TotalAmount: amountOf(entry.amountCents) } : {}),
          })),
      },
    );
  }

  const refusal = (transaction: Transaction, type: number, message: string, amountCents?: number) =>
    baseAnswer(transaction, type, '12', false, {
      ...(amountCents ? { TotalAmount: amountOf(amountCents) } : {}),
      OriginalTrxnIdentifier: transaction.id,
      ResponseMessage: message,
      Errors: [{ Code: '12', Message: message }],
    });

  /** A capture or refund of `amountCents` refused for `problem`: recorded, and the gateway's refusal. */
  function refuseMoneyMove(
    transaction: Transaction,
    endpoint: 'capture' | 'refund',
    type: number,
    problem: string,
    amountCents: number,
    externalIdentifier: string | undefined,
  ): Record<string, unknown> {
    record(transaction, endpoint, '12', false, amountCents, { externalIdentifier, responseMessage: problem });
    return refusal(transaction, type, problem, amountCents);
  }

  /** A capture or refund of `amountCents` approved: recorded, and the gateway's answer with a new RRN. */
  function approveMoneyMove(
    transaction: Transaction,
    endpoint: 'capture' | 'refund',
    type: number,
    amountCents: number,
    externalIdentifier: string | undefined,
  ): Record<string, unknown> {
    record(transaction, endpoint, '00', true, amountCents, {
      externalIdentifier,
      responseMessage: ISO_MESSAGES['00']!,
    });
    return baseAnswer(transaction, type, '00', true, {
      TotalAmount: amountOf(amountCents),
      OriginalTrxnIdentifier: transaction.id,
      RRN: String(randomInt(1e11, 1e12 - 1)),
    });
  }

  function capture(input: unknown): Record<string, unknown> {
    const { transaction, body, externalIdentifier } = findForAdjustment(input);
    const amountCents = toCents(body.TotalAmount, 'TotalAmount');
    const type = TRANSACTION_TYPE.capture;
    let problem: string | undefined;
    if (transaction.kind !== 'auth' || !transaction.approved)
      problem = 'No approved authorisation to capture';
    else if (transaction.voided) problem = 'The authorisation has been voided';
    else if (transaction.capturedCents > 0) problem = 'The authorisation has already been captured';
    else if (amountCents > transaction.amountCents) problem = 'The capture exceeds the authorised amount';
    if (problem)
      return refuseMoneyMove(transaction, 'capture', type, problem, amountCents, externalIdentifier);
    transaction.capturedCents = amountCents;
    return approveMoneyMove(transaction, 'capture', type, amountCents, externalIdentifier);
  }

  function voidAuthorisation(input: unknown): Record<string, unknown> {
    const { transaction, externalIdentifier } = findForAdjustment(input);
    const type = TRANSACTION_TYPE.void;
    let problem: string | undefined;
    if (!transaction.approved) problem = 'No approved authorisation to void';
    else if (transaction.voided) problem = 'The authorisation has already been voided';
    else if (transaction.capturedCents > 0) problem = 'A captured transaction cannot be voided: refund it';
    if (problem) {
      record(transaction, 'void', '12', false, undefined, { externalIdentifier, responseMessage: problem });
      return refusal(transaction, type, problem);
    }
    transaction.voided = true;
    record(transaction, 'void', '00', true, undefined, {
      externalIdentifier,
      responseMessage: ISO_MESSAGES['00']!,
    });
    return baseAnswer(transaction, type, '00', true, { OriginalTrxnIdentifier: transaction.id });
  }

  function refund(input: unknown): Record<string, unknown> {
    const { transaction, body, externalIdentifier } = findForAdjustment(input);
    if (body.Refund !== true) throw fieldError('400', 'Refund must be true');
    const amountCents = toCents(body.TotalAmount, 'TotalAmount');
    const type = TRANSACTION_TYPE.refund;
    let problem: string | undefined;
    if (transaction.capturedCents === 0) problem = 'Nothing has been captured to refund';
    else if (transaction.refundedCents + amountCents > transaction.capturedCents) {
      problem = 'The refunds would exceed the captured amount';
    }
    if (problem)
      return refuseMoneyMove(transaction, 'refund', type, problem, amountCents, externalIdentifier);
    transaction.refundedCents += amountCents;
    return approveMoneyMove(transaction, 'refund', type, amountCents, externalIdentifier);
  }

  /** The cardholder's side: the hosted page, its card form, the challenge, the post back. */
  async function hostedFlow(request: IncomingMessage, response: ServerResponse, token: string, step: string) {
    const transaction = byToken.get(token);
    if (
      !transaction ||
      transaction.tokenUsed ||
      Date.now() > transaction.tokenExpiresAt ||
      transaction.authentication
    ) {
      return html(
        response,
        410,
        messagePage('This payment page has expired', 'Return to the shop and start the payment again.'),
      );
    }
    const form = new URLSearchParams(request.method === 'POST' ? await readBody(request) : '');
    const action = `${base}/hpp/${token}`;
    const amount = amountOf(transaction.amountCents).toFixed(2);
    if (step === '') {
      return html(
        response,
        200,
        hostedPage({ action: `${action}/card`, amount, orderIdentifier: transaction.orderIdentifier }),
      );
    }
    if (step === 'card') {
      const cardNumber = (form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
      const expiry = (form.get('expiry') ?? '').trim();
      const cvv = (form.get('cvv') ?? '').trim();
      const name = (form.get('name') ?? '').trim();
      const errors: CardFormErrors = {};
      if (!(cardNumber in TEST_CARDS) && !passesLuhn(cardNumber))
        errors.cardNumber = 'Enter a valid card number.';
      const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
      const now = new Date();
      if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
        errors.expiry = 'Enter the expiry as MM/YY.';
      else if (
        2000 + Number(match[2]) < now.getUTCFullYear() ||
        (2000 + Number(match[2]) === now.getUTCFullYear() && Number(match[1]) < now.getUTCMonth() + 1)
      ) {
        errors.expiry = 'This card has expired.';
      }
      if (!/^\d{3,4}$/.test(cvv)) errors.cvv = 'Enter the 3 or 4 digits on the back of the card.';
      if (!name) errors.name = 'Enter the name on the card.';
      if (Object.keys(errors).length) {
        return html(
          response,
          422,
          hostedPage({
            action: `${action}/card`,
            amount,
            orderIdentifier: transaction.orderIdentifier,
            errors,
            name,
          }),
        );
      }
      transaction.card = { outcome: outcomeOf(cardNumber), lastFour: cardNumber.slice(-4) };
      if (transaction.card.outcome.challenge)
        return html(response, 200, challengePage(`${action}/challenge`));
      transaction.authentication = transaction.card.outcome.authentication;
    } else if (step === 'challenge') {
      if (!transaction.card)
        return html(
          response,
          200,
          hostedPage({ action: `${action}/card`, amount, orderIdentifier: transaction.orderIdentifier }),
        );
      transaction.authentication =
        form.get('password') === CHALLENGE_PASSWORD ? transaction.card.outcome.authentication : 'N';
    } else {
      return html(response, 404, messagePage('Not found', 'This page does not exist.'));
    }
    const hp0 = {
      ...baseAnswer(transaction, TRANSACTION_TYPE[transaction.kind], 'HP0', false),
      SpiToken: transaction.spiToken,
      RiskManagement: { ThreeDSecure: { AuthenticationStatus: transaction.authentication } },
    };
    record(transaction, 'hpp', 'HP0', false);
    const caller = { orderIdentifier: transaction.orderIdentifier, transactionIdentifier: transaction.id };
    if (takeFault('hpp', caller, ['duplicate-response'])) {
      // The same Response arrives twice at the merchant: once from here, once from the browser.
      await fetch(transaction.merchantResponseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ Response: JSON.stringify(hp0) }),
      }).catch(() => undefined);
    }
    return html(response, 200, merchantResponsePost(transaction.merchantResponseUrl, hp0));
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
    if (path === '/api/alive' && request.method === 'GET') {
      return json(response, 200, { Name: 'PowerTranz stand-in', Version: '1.0', Status: 'Alive' });
    }
    if (path === POWERTRANZ_FAULTS_PATH) {
      if (request.method === 'DELETE') faults = [];
      if (request.method === 'POST') {
        faults.push(readFaultRequest(parseJson(await readBody(request))));
      }
      return json(response, 200, { faults });
    }
    const local = /^\/local\/transactions\/([^/]+)$/.exec(path);
    if (local && request.method === 'GET') {
      const transaction = transactions.get(local[1]!);
      if (!transaction) return json(response, 404, { message: 'No such transaction' });
      const { card, spiToken: _token, ...rest } = transaction;
      return json(response, 200, { ...rest, cardBrand: card?.outcome.brand, cardSuffix: card?.lastFour });
    }
    const inquiry = /^\/api\/transactions\/([^/]+)$/.exec(path);
    if (inquiry && request.method === 'GET') {
      checkCredentials(request);
      return json(response, 200, inquire(inquiry[1]!));
    }
    const hosted = /^\/hpp\/([^/]+)(?:\/(card|challenge))?$/.exec(url.pathname);
    if (hosted) return hostedFlow(request, response, hosted[1]!, hosted[2] ?? '');

    const endpoints: Record<
      string,
      { endpoint: Endpoint; credentials: boolean; run: (body: unknown) => Record<string, unknown> }
    > = {
      '/api/spi/auth': { endpoint: 'auth', credentials: true, run: (body) => startSpi('auth', body) },
      '/api/spi/sale': { endpoint: 'sale', credentials: true, run: (body) => startSpi('sale', body) },
      '/api/spi/payment': { endpoint: 'payment', credentials: false, run: completePayment },
      '/api/capture': { endpoint: 'capture', credentials: true, run: capture },
      '/api/void': { endpoint: 'void', credentials: true, run: voidAuthorisation },
      '/api/refund': { endpoint: 'refund', credentials: true, run: refund },
    };
    const target = endpoints[path];
    if (!target || request.method !== 'POST')
      return json(response, 404, { Errors: [{ Code: '404', Message: 'Not found' }] });
    if (target.credentials) checkCredentials(request);
    const input = parseJson(await readBody(request));
    const caller = callerOf(input);
    if (takeFault(target.endpoint, caller, ['http-500'])) {
      return json(response, 500, { Errors: [{ Code: '500', Message: 'Internal server error' }] });
    }
    return answer(response, target.endpoint, caller, target.run(input));
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof RequestError) return json(response, error.status, { Errors: error.errors });
      json(response, 500, { Errors: [{ Code: '500', Message: 'Internal server error' }] });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new LocalStackError(`${POWERTRANZ_NAME} could not start: ${error.message}`)),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return superviseInProcessServer({
    name: POWERTRANZ_NAME,
    server,
    port: options.port,
    readyPath: '/api/alive',
    onUnexpectedExit: options.onUnexpectedExit,
  });
}
