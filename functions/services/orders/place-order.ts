/**
 * Placing an order: reads the caller's cart and checkout session, builds the order at stored prices
 * (core), and writes it in one transaction (orders.ts) that touches only the order's own items and
 * the products it buys, so orders of different products never collide.
 *
 * A lost race (another order took the last units, a price or the cart moved in between) is not
 * retried blindly: the cart is read once more, which answers the precise reason (out of stock, price
 * changed) when there is one; otherwise a 409 ConcurrentChange tells the client nothing was written
 * and the same request may be sent again. The conditional stock update keeps stock from going below
 * zero either way.
 *
 * Idempotency: the `Idempotency-Key` is written as a conditional item in that same transaction, so
 * "order exists" and "key used" can never disagree; a retry with the same key answers the first
 * order and never places a second one. The key is looked up only when the transaction says it is
 * taken (or the cart is already empty): a first request, the common case, pays no extra read.
 */
import { createHash, randomInt } from 'node:crypto';
import { isSameCart, type CartOwner } from '../../core/cart/cart.js';
import { orderMessages } from '../../core/cart/cart-messages.js';
import type { OrderTotals } from '../../core/checkout/checkout.js';
import {
  buildOrder,
  generateOrderNumber,
  type Order,
  type OrderSettings,
  type PlaceOrderInput,
} from '../../core/orders/order.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { orderTermsMessages } from '../../core/business/order-terms-messages.js';
import { readCartWithProducts } from '../../data/carts.js';
import { getCheckoutSession } from '../../data/checkout-sessions.js';
import { createLinkToken } from '../../data/link-tokens.js';
import { SHOP_METRICS, recordMetric } from '../../shared/powertools.js';
import { getIdempotencyRecord, getOrder, writePlacedOrder } from '../../data/orders.js';

export type PlaceOrderResult =
  | { kind: 'placed'; order: Order }
  /** The key was used before for this very request: the first order. */
  | { kind: 'replayed'; order: Order }
  /** The total differs from the one the shopper confirmed: nothing written. */
  | { kind: 'total-changed'; totals: OrderTotals }
  /** The cart's lines differ from the ones the shopper confirmed (another tab changed it): nothing written. */
  | { kind: 'cart-changed' };

export async function placeOrder(request: {
  owner: CartOwner;
  idempotencyKey: string;
  body: PlaceOrderInput;
  settings: OrderSettings;
}): Promise<PlaceOrderResult> {
  const { owner, idempotencyKey, body } = request;
  const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');

  const findReplay = async (): Promise<Order | undefined> => {
    const record = await getIdempotencyRecord(owner, idempotencyKey);
    if (!record) return undefined;
    if (record.fingerprint !== fingerprint)
      throw new RuleViolation('conflict', orderMessages.idempotencyKeyReused);
    return getOrder(record.order_number);
  };

  /** The order as the cart and session stand now, or the answer when there is nothing to write. */
  const prepare = async (): Promise<
    PlaceOrderResult | { kind: 'ready'; order: Order; cartVersion: number }
  > => {
    // With the cart, a business buyer's company and membership: its price list, GCT exemption,
    // account terms and their spending limit apply to the order.
    const [{ cart, products, buyer }, session] = await Promise.all([
      readCartWithProducts(owner),
      getCheckoutSession(owner),
    ]);
    const { company, member } = buyer;
    const sessionMissing = !session || session.id !== body.checkout_session_id;
    if (cart.lines.length === 0 || sessionMissing) {
      // A concurrent retry of this request (same key) may have just placed the order, emptying the
      // cart and the session: answer that order rather than an error.
      const replay = await findReplay();
      if (replay) return { kind: 'replayed', order: replay };
    }
    if (sessionMissing) throw new RuleViolation('conflict', orderMessages.checkoutSessionMissing);
    // An empty cart is not "changed": building the order names that rule itself.
    const changed = body.expected_lines && !isSameCart(cart.lines, body.expected_lines);
    if (changed && cart.lines.length > 0) return { kind: 'cart-changed' };
    const order = buildOrder({
      orderNumber: generateOrderNumber(randomInt),
      owner,
      cartLines: cart.lines,
      products,
      session,
      payment: body,
      settings: request.settings,
      linkToken: createLinkToken(),
      company,
      member,
      now: new Date().toISOString(),
    });
    if (body.expected_total !== undefined && body.expected_total !== order.total) {
      const { subtotal, gct, shipping, total } = order;
      return { kind: 'total-changed', totals: { subtotal, gct, shipping, total } };
    }
    return { kind: 'ready', order, cartVersion: cart.version };
  };

  const prepared = await prepare();
  if (prepared.kind !== 'ready') return prepared;
  const outcome = await writePlacedOrder({
    order: prepared.order,
    owner,
    idempotencyKey,
    fingerprint,
    cartVersion: prepared.cartVersion,
  });
  if (outcome.kind === 'placed') return { kind: 'placed', order: prepared.order };
  // The company's balance item refused it: concurrent orders took the credit this one needed.
  if (outcome.kind === 'over-credit-limit')
    throw new RuleViolation('conflict', orderTermsMessages.overCreditLimit);
  if (outcome.kind === 'replay') {
    const replay = await findReplay();
    if (replay) return { kind: 'replayed', order: replay };
  }
  // Lost: a second look names what moved (stock, price, cart) by throwing or answering it.
  recordMetric(SHOP_METRICS.orderConflictRetry);
  const again = await prepare();
  if (again.kind !== 'ready') return again;
  throw new RuleViolation('concurrent-change', orderMessages.busy);
}
