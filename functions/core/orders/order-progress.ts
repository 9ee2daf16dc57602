/**
 * Where an order stands, in the shopper's words: one reading of its fulfilment status and its
 * payment state, used by the order page, track order and the shopper's e-mails, so none of them
 * can say "confirmed" while the money is still awaited, hide a proof that arrived, or promise a
 * delivery time once the order is delivered.
 *
 * An unpaid bank transfer is not confirmed: it awaits payment (what to do), or its proof is being
 * checked, or the proof was not accepted (upload a new one). Once paid it moves on: processing,
 * shipped, delivered. Cash at pickup and purchase orders are paid later, so their fulfilment steps
 * lead, with what is still to pay beside them. Cancelled says why (lapsed unpaid, refunded).
 */
import { formatPrice } from '../format-price.js';
import {
  getOrderFlow,
  ORDER_STATUS_LABELS,
  toOrderView,
  type Order,
  type OrderStatus,
  type OrderView,
} from './order.js';
import { describeCardPayment, type CardPaymentStatus } from '../payments/card-attempts.js';
import {
  getPaymentInstructions,
  getPaymentStatusLabel,
  type BankDetails,
  type PaymentInstructions,
} from './payment.js';
import { SHOP_IDENTITY } from '../shop-identity.js';
import { canTakePayment } from './payable.js';

export type OrderProgressState =
  | 'awaiting_payment'
  | 'proof_received'
  | 'proof_rejected'
  | 'confirmed'
  | 'paid'
  | 'processing'
  | 'shipped'
  | 'ready_for_pickup'
  | 'delivered'
  | 'refunded'
  | 'cancelled'
  | 'awaiting_approval';

/** The fulfilment steps after the order is confirmed. */
type FlowStep = Exclude<OrderStatus, 'confirmed' | 'cancelled' | 'awaiting_approval'>;

/** Every word of the order's progress but the fulfilment labels (`ORDER_STATUS_LABELS`), in one place. */
export const orderProgressWords = {
  title: {
    awaiting_payment: 'Awaiting payment',
    proof_received: 'Proof of payment received',
    proof_rejected: 'Proof of payment not accepted',
    paid: 'Paid',
    refunded: 'Refunded',
  },
  transferToDo: (total: string, orderNumber: string) =>
    `Transfer ${total} to our bank account with ${orderNumber} as the payment reference, then upload your proof of payment. We confirm your order once the transfer arrives.`,
  proofChecking: (fileName: string) =>
    `We have your proof of payment (${fileName}). Our team is checking it and confirms your order once the transfer arrives.`,
  proofRejected: 'We could not accept the proof of payment you uploaded.',
  rejectedReason: (reason: string) => `Reason: ${reason}`,
  uploadAgain: 'Please upload a new proof of payment, or contact us if you need help.',
  transferStillAwaited: (total: string) => `We have not yet received your transfer of ${total}.`,
  cardToDo: (total: string) =>
    `Pay ${total} by card on this page. We confirm your order as soon as your bank approves the payment.`,
  cardStillAwaited: (total: string) => `We have not yet received your card payment of ${total}.`,
  payAtPickup: (total: string, orderNumber: string) =>
    `Pay ${total} in cash at our store in ${SHOP_IDENTITY.address.locality}, ${SHOP_IDENTITY.address.region}, when you collect order ${orderNumber}.`,
  purchaseOrderInvoiced: (total: string, poNumber: string) =>
    `We invoice ${total} to your company against purchase order ${poNumber}.`,
  purchaseOrderToUpload: 'Please upload the signed purchase order.',
  onAccountInvoiced: (total: string, dueOn: string) =>
    `We invoiced ${total} to your company's account, due by ${dueOn}.`,
  paid: 'We received your payment and your order is confirmed. We are preparing it now.',
  processed: 'We have packed your order; it will be on its way soon.',
  processedPickup: `We have packed your order; it will be ready for pickup in ${SHOP_IDENTITY.address.locality} soon.`,
  inTransit: 'Your order is on its way to you.',
  delivered: 'Your order was delivered. Thank you for shopping with us!',
  collected: 'You collected your order. Thank you for shopping with us!',
  readyForPickup: `Your order is ready for pickup at our store in ${SHOP_IDENTITY.address.locality}, ${SHOP_IDENTITY.address.region}. Please bring your order number.`,
  refunded: 'Your payment for this order was refunded.',
  lapsed:
    'We did not receive payment in time, so the order was cancelled and the items returned to stock. You are welcome to place a new order.',
  cancelledRefunded: 'This order was cancelled and your payment refunded.',
  cancelled: 'This order was cancelled. If you did not expect this, please contact us.',
  awaitingApproval: (limit: string) =>
    `This order is above your spending limit of ${limit}, so it waits for your company admin's approval. We will e-mail you when they decide.`,
  step: {
    placed: {
      label: 'Order placed',
      text: 'We received your order. It is confirmed once your transfer arrives.',
    },
    confirmed: { label: ORDER_STATUS_LABELS.confirmed, text: 'Your order has been confirmed.' },
    confirmedByTransfer: {
      label: ORDER_STATUS_LABELS.confirmed,
      text: 'Your transfer arrived and your order is confirmed.',
    },
    placedByCard: {
      label: 'Order placed',
      text: 'We received your order. It is confirmed once your card payment is approved.',
    },
    confirmedByCard: {
      label: ORDER_STATUS_LABELS.confirmed,
      text: 'Your card payment was approved and your order is confirmed.',
    },
    processed: { label: ORDER_STATUS_LABELS.processed, text: 'Your order has been packed.' },
    in_transit: { label: ORDER_STATUS_LABELS.in_transit, text: 'Your order is on its way.' },
    delivered: { label: ORDER_STATUS_LABELS.delivered, text: 'Your order has been delivered.' },
    ready_for_pickup: {
      label: ORDER_STATUS_LABELS.ready_for_pickup,
      text: 'Your order is ready for pickup at our store.',
    },
    collected: { label: ORDER_STATUS_LABELS.collected, text: 'You collected your order.' },
  },
} as const;

const w = orderProgressWords;

export interface ProgressStep {
  key: 'placed' | 'confirmed' | FlowStep;
  label: string;
  reached: boolean;
  at: string | null;
  /** What the step means, once reached. */
  text: string;
}

/** A file the shop has for the step the shopper can act on (a proof being checked, the signed PO). */
interface ReceivedDocument {
  file_name: string;
  uploaded_at: string;
}

export interface OrderProgress {
  state: OrderProgressState;
  title: string;
  /** Paragraphs: what happens now, and what the shopper should do, if anything. */
  messages: string[];
  /** What the shopper may upload now: a proof of payment, the signed purchase order, or nothing. */
  upload: 'payment_proof' | 'purchase_order' | null;
  /** The file already received for that upload (a proof being checked, the signed PO), if any. */
  received_document: ReceivedDocument | null;
  /** The promised pickup or delivery time while it still lies ahead; null once delivered or cancelled. */
  lead_time: string | null;
  /**
   * The timeline: Confirmed (a bank transfer: Order placed, then Confirmed when the transfer
   * arrives), Processed, then In Transit and Delivered, or for a pickup Ready for pickup and
   * Collected.
   */
  steps: ProgressStep[];
}

export type OrderProgressFacts = Pick<
  Order,
  | 'order_number'
  | 'status'
  | 'status_history'
  | 'payment_method'
  | 'payment_status'
  | 'payment_events'
  | 'payment_proof'
  | 'purchase_order'
  | 'account'
  | 'approval'
  | 'total'
  | 'fulfilment'
  | 'created_at'
>;

/** The latest word on the bank transfer's proof: received (being checked) or rejected (with why). */
function getProofState(order: OrderProgressFacts) {
  const last = order.payment_events.findLast(
    (event) => event.kind === 'proof_uploaded' || event.kind === 'rejected',
  );
  if (last?.kind === 'rejected') return { kind: 'rejected' as const, reason: last.reason };
  if (order.payment_proof) return { kind: 'received' as const, document: order.payment_proof };
  return undefined;
}

function getSteps(order: OrderProgressFacts): ProgressStep[] {
  const steps = getOrderFlow(order.fulfilment.method);
  const flow = steps
    .filter((status): status is FlowStep => status !== 'confirmed')
    .map((status): ProgressStep => {
      const change = order.status_history.find((entry) => entry.status === status);
      return { key: status, ...w.step[status], reached: change !== undefined, at: change?.at ?? null };
    });
  if (order.payment_method !== 'bank_transfer' && order.payment_method !== 'card') {
    return [{ key: 'confirmed', ...w.step.confirmed, reached: true, at: order.created_at }, ...flow];
  }
  // A transfer (or a card payment) confirms the order when it arrives; until then it is only placed.
  const card = order.payment_method === 'card';
  const paid = order.payment_events.find((event) => event.kind === 'paid');
  return [
    { key: 'placed', ...(card ? w.step.placedByCard : w.step.placed), reached: true, at: order.created_at },
    {
      key: 'confirmed',
      ...(card ? w.step.confirmedByCard : w.step.confirmedByTransfer),
      reached: paid !== undefined,
      at: paid?.at ?? null,
    },
    ...flow,
  ];
}

/** What is still to pay, said beside a fulfilment step that went ahead of the payment. */
function getOutstandingPayment(order: OrderProgressFacts, total: string): string[] {
  if (order.payment_status !== 'awaiting_payment') return [];
  if (order.payment_method === 'cash_in_store') return [w.payAtPickup(total, order.order_number)];
  if (order.payment_method === 'on_account') return [w.onAccountInvoiced(total, order.account?.due_on ?? '')];
  if (order.payment_method === 'purchase_order') {
    return [w.purchaseOrderInvoiced(total, order.purchase_order?.po_number ?? '')];
  }
  if (order.payment_method === 'card') return [w.cardStillAwaited(total)];
  return [w.transferStillAwaited(total)];
}

type Reading = Pick<OrderProgress, 'state' | 'title' | 'messages'>;

function read(order: OrderProgressFacts): Reading {
  const total = formatPrice(order.total);
  const pickup = order.fulfilment.method === 'pickup';
  const still = getOutstandingPayment(order, total);
  const label = ORDER_STATUS_LABELS[order.status];

  if (order.status === 'cancelled') {
    const why =
      order.payment_status === 'lapsed'
        ? w.lapsed
        : order.payment_status === 'refunded'
          ? w.cancelledRefunded
          : w.cancelled;
    return { state: 'cancelled', title: label, messages: [why] };
  }
  if (order.status === 'awaiting_approval') {
    const limit = formatPrice(order.approval?.spending_limit ?? 0);
    return { state: 'awaiting_approval', title: label, messages: [w.awaitingApproval(limit)] };
  }
  if (order.payment_status === 'refunded') {
    return { state: 'refunded', title: w.title.refunded, messages: [w.refunded] };
  }
  if (order.status === 'delivered' || order.status === 'collected') {
    return { state: 'delivered', title: label, messages: [pickup ? w.collected : w.delivered, ...still] };
  }
  if (order.status === 'ready_for_pickup') {
    return { state: 'ready_for_pickup', title: label, messages: [w.readyForPickup, ...still] };
  }
  if (order.status === 'in_transit')
    return { state: 'shipped', title: label, messages: [w.inTransit, ...still] };
  if (order.status === 'processed') {
    return {
      state: 'processing',
      title: label,
      messages: [pickup ? w.processedPickup : w.processed, ...still],
    };
  }
  // Confirmed, nothing packed yet: the payment is the news.
  if (order.payment_status !== 'awaiting_payment') {
    return { state: 'paid', title: w.title.paid, messages: [w.paid] };
  }
  if (order.payment_method === 'cash_in_store' || order.payment_method === 'on_account') {
    return { state: 'confirmed', title: label, messages: still };
  }
  if (order.payment_method === 'card') {
    return { state: 'awaiting_payment', title: w.title.awaiting_payment, messages: [w.cardToDo(total)] };
  }
  if (order.payment_method === 'purchase_order') {
    return {
      state: 'awaiting_payment',
      title: w.title.awaiting_payment,
      messages: [...still, ...(order.purchase_order?.document ? [] : [w.purchaseOrderToUpload])],
    };
  }
  const proof = getProofState(order);
  if (proof?.kind === 'received') {
    return {
      state: 'proof_received',
      title: w.title.proof_received,
      messages: [w.proofChecking(proof.document.file_name)],
    };
  }
  if (proof?.kind === 'rejected') {
    return {
      state: 'proof_rejected',
      title: w.title.proof_rejected,
      messages: [w.proofRejected, ...(proof.reason ? [w.rejectedReason(proof.reason)] : []), w.uploadAgain],
    };
  }
  return {
    state: 'awaiting_payment',
    title: w.title.awaiting_payment,
    messages: [w.transferToDo(total, order.order_number)],
  };
}

/** Where the order stands for its shopper, from its status and payment state alone. */
export function describeOrderProgress(order: OrderProgressFacts): OrderProgress {
  const open = order.status !== 'cancelled';
  // Nothing to upload while the company admin has not approved the order (`canTakePayment`).
  const awaiting = canTakePayment(order);
  const upload =
    awaiting && order.payment_method === 'bank_transfer'
      ? 'payment_proof'
      : awaiting && order.payment_method === 'purchase_order'
        ? 'purchase_order'
        : null;
  const proof = upload === 'payment_proof' ? getProofState(order) : undefined;
  const received =
    upload === 'payment_proof'
      ? proof?.kind === 'received'
        ? proof.document
        : null
      : upload === 'purchase_order'
        ? (order.purchase_order?.document ?? null)
        : null;
  return {
    ...read(order),
    upload,
    received_document: received ? { file_name: received.file_name, uploaded_at: received.uploaded_at } : null,
    lead_time:
      open && order.status !== 'delivered' && order.status !== 'collected'
        ? order.fulfilment.lead_time
        : null,
    steps: getSteps(order),
  };
}

/**
 * The order as its shopper sees it: the owner's view, where it stands and, for a card order, its
 * latest payment attempt (the attempts themselves stay with staff).
 */
export type ShopperOrderView = Omit<OrderView, 'card_attempts'> & {
  progress: OrderProgress;
  card: CardPaymentStatus | null;
};

export function toShopperOrderView(order: Order, bank: BankDetails): ShopperOrderView {
  const { card_attempts: _attempts, ...view } = toOrderView(order, bank);
  return { ...view, progress: describeOrderProgress(order), card: describeCardPayment(order) };
}

/**
 * What track-order returns to anyone who knows number and e-mail: where the order stands, how to
 * pay it (the shop's own bank details) and the file already received, but no address, no lines.
 */
export interface OrderTracking {
  order_number: string;
  status: OrderStatus;
  status_label: string;
  total: number;
  payment_method: Order['payment_method'];
  payment_status: Order['payment_status'];
  payment_status_label: string;
  payment_instructions: PaymentInstructions;
  progress: OrderProgress;
  card: CardPaymentStatus | null;
}

export function toOrderTracking(order: Order, bank: BankDetails): OrderTracking {
  return {
    order_number: order.order_number,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    total: order.total,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    payment_status_label: getPaymentStatusLabel(order),
    payment_instructions: getPaymentInstructions(order, bank),
    progress: describeOrderProgress(order),
    card: describeCardPayment(order),
  };
}
