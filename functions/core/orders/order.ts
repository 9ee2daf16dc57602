/**
 * Orders: payment methods that need no card processor,
 * readable order numbers, the status flow Confirmed -> Processed -> In Transit -> Delivered (or
 * Cancelled), building an order from the cart at stored prices, and the views each audience may see.
 */
import * as z from 'zod';
import { ORDERS } from './order-limits.js';
import type { CartOwner, CartProductFacts, StoredCartLine } from '../cart/cart.js';
import { confirmedCartLinesSchema, getLineImage, getLinePrice } from '../cart/cart.js';
import { emailSchema } from '../auth/credentials.js';
import { orderMessages } from '../cart/cart-messages.js';
import {
  backOrderStrings,
  getBackOrder,
  MAX_BACK_ORDER_QUANTITY,
  type BackOrder,
} from '../catalogue/back-order.js';
import { normaliseEmail } from '../auth/email-address.js';
import { computeOrderTotals, type CheckoutSession, type OrderTotals } from '../checkout/checkout.js';
import { describeFulfilment, type Fulfilment, type FulfilmentMethod } from '../checkout/fulfilment.js';
import { RuleViolation } from '../rule-violation.js';
import {
  getInitialPaymentStatus,
  getPaymentDueAt,
  getPaymentInstructions,
  getPaymentStatusLabel,
  PAYMENT_METHODS,
  type BankDetails,
  type PaymentEvent,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseOrder,
  type StoredDocument,
} from './payment.js';
import { buildOrderLink, type OrderLink } from './order-link.js';
import { trnSchema } from './payment-schemas.js';
import type { Company, CompanyMember } from '../business/company.js';
import {
  getApprovalNeeded,
  getGctTreatment,
  requireOnAccount,
  type GctTreatment,
  type OrderAccount,
  type OrderApproval,
} from '../business/order-terms.js';
import { CHECKOUT } from '../checkout/checkout-charges.js';
import type { CardPaymentRecord } from '../payments/card-payment.js';
import type { CardAttempt } from '../payments/card-attempts.js';

export { PAYMENT_METHODS, type PaymentMethod } from './payment.js';

/** The delivery timeline of the track-order page, in order. */
export const ORDER_FLOW = ['confirmed', 'processed', 'in_transit', 'delivered'] as const;
/** A pickup order's own steps: it is never in transit; the shopper collects it at the store. */
const PICKUP_FLOW = ['confirmed', 'processed', 'ready_for_pickup', 'collected'] as const;
/** `awaiting_approval`: a buyer's order above their spending limit, until the company admin decides. */
export const ORDER_STATUSES = [
  ...ORDER_FLOW,
  'ready_for_pickup',
  'collected',
  'cancelled',
  'awaiting_approval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  confirmed: 'Confirmed',
  processed: 'Processed',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
  awaiting_approval: 'Awaiting approval',
};

/** The steps an order goes through, by how it reaches the shopper. */
export function getOrderFlow(method: FulfilmentMethod): readonly OrderStatus[] {
  return method === 'pickup' ? PICKUP_FLOW : ORDER_FLOW;
}

const groupLength = 4;
const orderNumberPattern = new RegExp(
  `^${ORDERS.orderNumberPrefix}-[${ORDERS.orderNumberAlphabet}]{${groupLength}}-[${ORDERS.orderNumberAlphabet}]{${groupLength}}$`,
);

/**
 * A new order number such as `SHG-7K4M-2Q9P`: no 0/O, 1/I/L, so it reads well on the phone. Eight
 * characters of a 31-letter alphabet give about 8.5e11 numbers; the order's conditional put catches
 * the rare repeat and a new number is drawn.
 */
export function generateOrderNumber(randomInt: (max: number) => number): string {
  const alphabet = ORDERS.orderNumberAlphabet;
  const group = () =>
    Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${ORDERS.orderNumberPrefix}-${group()}-${group()}`;
}

/** Accepts what people type (lowercase, spaces, missing dashes) and returns the stored form. */
export function normalizeOrderNumber(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const prefix = ORDERS.orderNumberPrefix;
  const body = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return body.length === groupLength * 2
    ? `${prefix}-${body.slice(0, groupLength)}-${body.slice(groupLength)}`
    : input.trim().toUpperCase();
}

/** An order number as typed (any case, spaces or dashes), normalised; `invalid` is the message. */
const orderNumberField = (invalid: string) =>
  z
    .string()
    .max(40, invalid)
    .transform(normalizeOrderNumber)
    .pipe(z.string().regex(orderNumberPattern, invalid));

export const orderNumberSchema = orderNumberField('must be an order number like SHG-7K4M-2Q9P');

const purchaseOrderInputSchema = z.strictObject({
  company_name: z
    .string('is required for a purchase order')
    .trim()
    .min(1, 'is required for a purchase order')
    .max(200),
  trn: trnSchema,
  po_number: z
    .string('is required for a purchase order')
    .trim()
    .min(1, 'is required for a purchase order')
    .max(60),
});

/**
 * Body of "place order": which checkout session and how to pay; prices and quantities come from the
 * server. `expected_total` is the total the shopper confirmed: when the server's differs (a price
 * changed) the order is refused with the new total so the shopper can confirm it.
 */
export const placeOrderSchema = z
  .strictObject({
    checkout_session_id: z.uuid('must be the id of the saved checkout session'),
    payment_method: z.enum(PAYMENT_METHODS, `must be one of ${PAYMENT_METHODS.join(', ')}`),
    purchase_order: purchaseOrderInputSchema.nullable().default(null),
    buyer_trn: trnSchema.nullable().default(null),
    expected_total: z.number('must be a number').nonnegative('must be a number').optional(),
    /** The lines of the summary the shopper confirmed: a cart changed since (another tab) is refused. */
    expected_lines: confirmedCartLinesSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.payment_method === 'purchase_order' && !input.purchase_order) {
      context.addIssue({
        code: 'custom',
        path: ['purchase_order'],
        message: 'company_name, trn and po_number are required for a purchase order',
      });
    }
    if (input.payment_method !== 'purchase_order' && input.purchase_order) {
      context.addIssue({
        code: 'custom',
        path: ['purchase_order'],
        message: 'is only for payment_method purchase_order',
      });
    }
  });
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** The `Idempotency-Key` header: one per order attempt; a retry sends the same one. */
export const idempotencyKeySchema = z
  .string('Idempotency-Key: header is required')
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key: must be 8 to 100 letters, digits, - or _');

/**
 * Track-order lookup: number and e-mail must both match. The page's form checks with this schema
 * too, so its messages are worded for the shopper.
 */
export const trackOrderSchema = z.strictObject({
  order_number: z
    .string()
    .trim()
    .min(1, { message: orderMessages.orderNumberRequired, abort: true })
    .pipe(orderNumberField(orderMessages.orderNumberInvalid)),
  email: emailSchema,
});
export type TrackOrderValues = z.input<typeof trackOrderSchema>;

export const orderParamsSchema = z.object({ orderNumber: orderNumberSchema });

/** Per-stage settings the order rules need. */
export interface OrderSettings {
  paymentLapseDays: number;
  pickupHoldDays: number;
}

export interface OrderLine {
  product_id: string;
  name: string;
  sku: string;
  image_url: string | null;
  /** The price charged: the stored selling price when the order was placed, or a draft order's line price. */
  price: number;
  quantity: number;
  line_total: number;
  /** Set when `price` is staff's price from a draft order: which one, and the shop's price it replaced. */
  quote?: { draft_order_id: string; list_price: number };
  /** Set when the buyer's company price list made `price` lower: the shop's price it replaced. */
  list_price?: number;
  /**
   * Set when the product was sold to order: the wait stated when the order was placed. Such a line
   * took nothing from stock and gives nothing back when the order is cancelled.
   */
  back_order?: BackOrder;
}

export interface StatusChange {
  status: OrderStatus;
  at: string;
  /** The staff member who moved it (absent on older entries and on the system's own moves). */
  by?: string | null;
  /** Why it moved on before it was paid (required then), or null. */
  reason?: string | null;
}

export interface Order extends OrderTotals {
  order_number: string;
  /** Fulfilment status: confirmed -> processed -> in_transit -> delivered, or cancelled. */
  status: OrderStatus;
  status_history: StatusChange[];
  user_id: string | null;
  session_id: string | null;
  customer_info: CheckoutSession['customer_info'];
  /** Null for pickup. */
  shipping_address: CheckoutSession['shipping_address'];
  billing_address: CheckoutSession['billing_address'];
  notes: string;
  /** Pickup or delivery; `shipping` equals `fulfilment.fee`. */
  fulfilment: Fulfilment;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /** Oldest first. */
  payment_events: PaymentEvent[];
  /**
   * Bank transfer and card only: when the unpaid order lapses; null while it awaits its company
   * admin's approval (the time to pay runs from the approval).
   */
  payment_due_at: string | null;
  /** The latest proof of payment (also the last of `payment_proofs`). */
  payment_proof: StoredDocument | null;
  /** Every proof uploaded, oldest first; absent on orders placed before each one was kept. */
  payment_proofs?: StoredDocument[];
  purchase_order: PurchaseOrder | null;
  /** On account: the company invoiced, its terms and the invoice's due date; absent otherwise. */
  account?: OrderAccount | null;
  /** Above the buyer's spending limit: whose company admin decides (status `awaiting_approval` until then). */
  approval?: OrderApproval;
  /** The GCT exemption the order was zero-rated under (reason, reference); absent at the standard rate. */
  gct_exemption?: GctTreatment['exemption'];
  buyer_trn: string | null;
  lines: OrderLine[];
  /** The secret of the links in the shopper's mails; absent on orders placed before links had one. */
  link?: OrderLink;
  /** Card orders: every payment attempt by its TransactionIdentifier, recorded before the gateway is called. */
  card_attempts?: Record<string, CardAttempt>;
  /** Card orders: the approved authorisation once paid. */
  card_payment?: CardPaymentRecord | null;
  created_at: string;
  updated_at: string;
}

/**
 * Builds an order from the cart at the stored selling prices (or a line's quoted price, `getLinePrice`). Refuses products no longer sold and
 * quantities above stock (409 naming the product); the transaction checks stock again atomically.
 */
export function buildOrder(input: {
  orderNumber: string;
  owner: CartOwner;
  cartLines: readonly StoredCartLine[];
  products: ReadonlyMap<string, CartProductFacts>;
  session: CheckoutSession;
  payment: Pick<PlaceOrderInput, 'payment_method' | 'purchase_order' | 'buyer_trn'>;
  /** Stage settings: days before an unpaid bank transfer lapses, days a pickup is held. */
  settings: OrderSettings;
  /** The secret of the order's mailed links (`createLinkToken`). */
  linkToken: string;
  /** The buyer's company, if they belong to one: its GCT exemption and its account terms apply. */
  company?: Company;
  /** The buyer's membership of that company: their spending limit applies. */
  member?: CompanyMember;
  now: string;
}): Order {
  if (input.cartLines.length === 0) {
    throw new RuleViolation('invalid', 'Your cart is empty. Please add items before checkout.');
  }
  if (input.payment.payment_method === 'cash_in_store' && input.session.fulfilment.method !== 'pickup') {
    throw new RuleViolation('invalid', orderMessages.cashNeedsPickup);
  }
  // An order on account writes two more items (the company's balance, its invoice): one line less.
  const maxLines = ORDERS.maxLinesPerOrder - (input.payment.payment_method === 'on_account' ? 1 : 0);
  if (input.cartLines.length > maxLines) {
    throw new RuleViolation('conflict', `An order can hold up to ${maxLines} different products.`);
  }
  const lines = input.cartLines.map((cartLine): OrderLine => {
    const product = input.products.get(cartLine.product_id);
    if (!product?.is_active) {
      throw new RuleViolation('conflict', orderMessages.productUnavailable(product?.name ?? 'A product'));
    }
    const backOrder = getBackOrder(product);
    if (backOrder) {
      if (cartLine.quantity > MAX_BACK_ORDER_QUANTITY) {
        throw new RuleViolation('conflict', backOrderStrings.tooMany(product.name));
      }
    } else if (product.stock_quantity < cartLine.quantity) {
      throw new RuleViolation('conflict', orderMessages.notEnoughStock(product.name, product.stock_quantity));
    }
    const price = getLinePrice(cartLine, product);
    const { quote } = cartLine;
    return {
      product_id: product.id,
      name: product.name,
      sku: product.sku,
      image_url: getLineImage(product.images),
      price,
      quantity: cartLine.quantity,
      line_total: price * cartLine.quantity,
      ...(quote &&
        price < product.selling_price && {
          quote: { draft_order_id: quote.draft_order_id, list_price: product.selling_price },
        }),
      ...(!quote && price < product.selling_price && { list_price: product.selling_price }),
      ...(backOrder && { back_order: backOrder }),
    };
  });
  const gct = getGctTreatment(input.company, CHECKOUT.gctRate, input.now);
  const totals = computeOrderTotals(
    lines.reduce((sum, line) => sum + line.line_total, 0),
    input.session.fulfilment,
    gct.rate,
  );
  const { payment } = input;
  const approval = getApprovalNeeded(input.member, input.company, totals.total);
  // An order awaiting approval gets its due date when approved (decide-order-approval.ts).
  const account =
    payment.payment_method === 'on_account'
      ? requireOnAccount(input.company, totals.total, approval ? null : input.now)
      : null;
  const status = approval ? 'awaiting_approval' : 'confirmed';
  return {
    order_number: input.orderNumber,
    status,
    status_history: [{ status, at: input.now }],
    user_id: input.owner.kind === 'user' ? input.owner.userId : null,
    session_id: input.owner.kind === 'guest' ? input.owner.sessionId : null,
    customer_info: input.session.customer_info,
    shipping_address: input.session.shipping_address,
    billing_address: input.session.billing_address,
    notes: input.session.notes,
    fulfilment: describeFulfilment(totals.subtotal, input.session.fulfilment, input.settings.pickupHoldDays),
    payment_method: payment.payment_method,
    payment_status: getInitialPaymentStatus(),
    payment_events: [],
    // An order awaiting approval gets its time to pay when approved (decide-order-approval.ts).
    payment_due_at: approval
      ? null
      : getPaymentDueAt(payment.payment_method, input.now, input.settings.paymentLapseDays),
    payment_proof: null,
    payment_proofs: [],
    purchase_order: payment.purchase_order ? { ...payment.purchase_order, document: null } : null,
    ...(account ? { account } : {}),
    ...(approval ? { approval } : {}),
    ...(gct.exemption ? { gct_exemption: gct.exemption } : {}),
    buyer_trn: payment.buyer_trn ?? payment.purchase_order?.trn ?? null,
    lines,
    ...totals,
    link: buildOrderLink(input.linkToken, input.now),
    ...(payment.payment_method === 'card' ? { card_attempts: {}, card_payment: null } : {}),
    created_at: input.now,
    updated_at: input.now,
  };
}

/**
 * The next status of the order's flow (delivery unless `method` says pickup), or `undefined` when
 * the order cannot move forward.
 */
export function getNextStatus(
  status: OrderStatus,
  method: FulfilmentMethod = 'delivery',
): OrderStatus | undefined {
  const flow = getOrderFlow(method);
  const index = flow.indexOf(status);
  return index >= 0 && index < flow.length - 1 ? flow[index + 1] : undefined;
}

/** Orders can be cancelled until they are delivered (or collected). */
export function canCancel(status: OrderStatus): boolean {
  return status !== 'delivered' && status !== 'collected' && status !== 'cancelled';
}

/** Every proof of payment of the order, oldest first (older orders kept only the latest). */
export function listPaymentProofs(order: Pick<Order, 'payment_proof' | 'payment_proofs'>): StoredDocument[] {
  if (order.payment_proofs && order.payment_proofs.length > 0) return order.payment_proofs;
  return order.payment_proof ? [order.payment_proof] : [];
}

/** The web page of an order's tax invoice. */
export function getInvoicePath(orderNumber: string): string {
  return `/orders/${orderNumber}/invoice`;
}

/**
 * The order as its owner (and staff) sees it; the guest or user ids and the link's secret stay on
 * the server.
 */
export type OrderView = Omit<Order, 'user_id' | 'session_id' | 'link'> & {
  status_label: string;
  item_count: number;
  payment_status_label: string;
  payment_instructions: PaymentInstructions;
  /** Site-relative path of the printable invoice page. */
  invoice_url: string;
};

export function toOrderView(order: Order, bank: BankDetails): OrderView {
  const { user_id: _user, session_id: _session, link: _link, ...rest } = order;
  return {
    ...rest,
    status_label: ORDER_STATUS_LABELS[order.status],
    item_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    payment_status_label: getPaymentStatusLabel(order),
    payment_instructions: getPaymentInstructions(order, bank),
    invoice_url: getInvoicePath(order.order_number),
  };
}

/**
 * Who asks for an order: a signed-in customer (their own orders only) or a guest, who proves the
 * order is theirs with the guest session that placed it, the order's e-mail or a link's token.
 */
export type OrderViewer =
  { kind: 'customer'; userId: string } | { kind: 'guest'; guestSessionId: string | undefined };

/** Does the e-mail given to track-order match the order's? (case and spaces do not matter) */
export function matchesOrderEmail(order: Pick<Order, 'customer_info'>, email: string): boolean {
  return normaliseEmail(order.customer_info.email) === normaliseEmail(email);
}

/** Staff order list: search by number, e-mail or name; filter by status; newest first, paged. */
export const adminOrderListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** `received`: only orders whose proof of payment waits for staff to check it. */
  proof: z.enum(['received'], 'must be received').optional(),
  /** `needs_review`: only card orders with a payment attempt the reconciler handed to staff. */
  card: z.enum(['needs_review'], 'must be needs_review').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});
