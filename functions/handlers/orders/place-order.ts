/**
 * POST /api/orders (guest) and /api/me/orders (customer): places the order of the caller's cart and
 * latest checkout session, in one transaction (see data/orders.ts), at stored prices.
 *
 * Idempotency: the `Idempotency-Key` header is written as a conditional item in that same
 * transaction, so "order exists" and "key used" can never disagree; a retry with the same key
 * answers with the first order and never places a second one.
 */
import { createHash, randomInt } from 'node:crypto';
import { orderMessages } from '../../core/cart/cart-messages.js';
import {
  buildOrder,
  generateOrderNumber,
  idempotencyKeySchema,
  placeOrderSchema,
  toOrderView,
  type Order,
} from '../../core/orders/order.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { readCartWithProducts } from '../../data/carts.js';
import { getCheckoutSession } from '../../data/checkout-sessions.js';
import { getIdempotencyRecord, getOrder, writePlacedOrder } from '../../data/orders.js';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../shared/http-errors.js';
import { createHttpHandler, type HttpResult } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';
import { getBankDetails, getOrderSettings } from '../../shared/shop-settings.js';

/** Contention on a popular product makes transactions collide; each try re-reads stock and cart. */
const MAX_ATTEMPTS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoffMs = (attempt: number) => Math.random() * Math.min(400, 15 * 2 ** attempt);

function replayed(order: Order): HttpResult {
  return {
    statusCode: 200,
    body: { order: toOrderView(order, getBankDetails()) },
    headers: { 'idempotent-replayed': 'true' },
  };
}

export const handler = createHttpHandler(
  { auth: 'public', body: placeOrderSchema },
  async ({ event, caller, body }) => {
    const owner = getRequestOwner(event, caller);
    const key = idempotencyKeySchema.safeParse(event.headers?.['idempotency-key']);
    if (!key.success) throw new BadRequestError(key.error.issues[0]!.message);
    const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');

    const answerReplay = async (): Promise<HttpResult | undefined> => {
      const record = await getIdempotencyRecord(owner, key.data);
      if (!record) return undefined;
      if (record.fingerprint !== fingerprint) throw new ConflictError(orderMessages.idempotencyKeyReused);
      const order = await getOrder(record.order_number);
      return order ? replayed(order) : undefined;
    };

    const earlier = await answerReplay();
    if (earlier) return earlier;

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const [{ cart, products }, session] = await Promise.all([
        readCartWithProducts(owner),
        getCheckoutSession(owner),
      ]);
      const sessionMissing = !session || session.id !== body.checkout_session_id;
      if (cart.lines.length === 0 || sessionMissing) {
        // A concurrent retry of this request (same key) may have just placed the order, emptying the
        // cart and the session: answer that order rather than an error.
        const replay = await answerReplay();
        if (replay) return replay;
      }
      if (sessionMissing) {
        throw new RuleViolation('conflict', orderMessages.checkoutSessionMissing);
      }
      const order = buildOrder({
        orderNumber: generateOrderNumber(randomInt),
        owner,
        cartLines: cart.lines,
        products,
        session,
        payment: body,
        settings: getOrderSettings(),
        now: new Date().toISOString(),
      });
      const outcome = await writePlacedOrder({
        order,
        owner,
        idempotencyKey: key.data,
        fingerprint,
        cartVersion: cart.version,
      });
      if (outcome.kind === 'placed')
        return { statusCode: 201, body: { order: toOrderView(order, getBankDetails()) } };
      if (outcome.kind === 'replay') {
        const replay = await answerReplay();
        if (replay) return replay;
      }
      if (outcome.kind === 'retry') await sleep(backoffMs(attempt));
    }
    throw new TooManyRequestsError(orderMessages.busy, 1);
  },
);
