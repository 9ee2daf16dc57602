/**
 * Payment, tracked apart from fulfilment: the payment status and its events, the proof of payment
 * and purchase order document, the TRN, and the instructions a shopper needs to pay.
 */
import type { PAYMENT } from './payment-limits.js';
import { CARD_PAYMENT } from '../payments/card-attempts.js';
import { getPayeeName, SHOP_IDENTITY } from '../shop-identity.js';
import { toShopDay } from '../shop-time.js';
import { isAwaitingApproval } from './payable.js';
import { awaitingApprovalMessage } from './payment-messages.js';

/**
 * The ways to pay that the Support FAQ names; a card is paid on the order's page through PowerTranz;
 * `on_account` is only for buyers of an approved business account with payment terms
 * (core/business/company.ts).
 */
export const PAYMENT_METHODS = [
  'bank_transfer',
  'cash_in_store',
  'purchase_order',
  'card',
  'on_account',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['awaiting_payment', 'paid', 'lapsed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_EVENT_KINDS = ['proof_uploaded', 'paid', 'rejected', 'lapsed', 'refunded'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export interface PaymentEvent {
  kind: PaymentEventKind;
  at: string;
  /** Who acted: the staff member's e-mail (or id), null for the shopper or the system. */
  by: string | null;
  /** Why a proof was rejected; null otherwise. */
  reason: string | null;
}

/** An uploaded file kept under a private key; it is only ever read through a short-lived link. */
export interface StoredDocument {
  file_key: string;
  content_type: string;
  file_name: string;
  uploaded_at: string;
}

export interface PurchaseOrder {
  company_name: string;
  trn: string;
  po_number: string;
  document: StoredDocument | null;
}

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  lapsed: 'Lapsed',
  refunded: 'Refunded',
};

/** What a cancelled order that was never paid says: nothing is awaited any more. */
const NOT_PAID_LABEL = 'Not paid';

/**
 * The label shown beside the fulfilment status, from the payment status and the order's status
 * together: cash is paid at the counter, and a cancelled order no longer awaits anything.
 */
export function getPaymentStatusLabel(order: {
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  status: string;
}): string {
  if (order.payment_status === 'awaiting_payment' && order.status === 'cancelled') return NOT_PAID_LABEL;
  if (order.payment_status === 'awaiting_payment' && order.payment_method === 'cash_in_store') {
    return 'Awaiting payment at pickup';
  }
  return PAYMENT_STATUS_LABELS[order.payment_status];
}

/**
 * Does a proof of payment wait for staff to check it? The order still awaits payment, is not
 * cancelled, and its latest proof event is an upload (not a rejection).
 */
export function hasProofToCheck(order: {
  payment_status: PaymentStatus;
  status: string;
  payment_events: readonly PaymentEvent[];
}): boolean {
  if (order.payment_status !== 'awaiting_payment' || order.status === 'cancelled') return false;
  const latest = order.payment_events.findLast(
    (event) => event.kind === 'proof_uploaded' || event.kind === 'rejected',
  );
  return latest?.kind === 'proof_uploaded';
}

export type PaymentBadgeKind =
  'awaiting_payment' | 'proof_received' | 'paid' | 'not_paid' | 'lapsed' | 'refunded';

/**
 * The one payment badge of an order in the admin, derived from its status and payment together:
 * "Proof received" while a proof waits to be checked, "Not paid" once an unpaid order is
 * cancelled, otherwise the payment status's own label.
 */
export function getPaymentBadge(order: {
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  status: string;
  payment_events: readonly PaymentEvent[];
}): { kind: PaymentBadgeKind; label: string } {
  if (hasProofToCheck(order)) return { kind: 'proof_received', label: 'Proof received' };
  const label = getPaymentStatusLabel(order);
  if (order.payment_status === 'awaiting_payment' && order.status === 'cancelled') {
    return { kind: 'not_paid', label };
  }
  return { kind: order.payment_status, label };
}

/**
 * May staff mark an order of this method paid by hand? Not a card order (only the gateway's approval
 * pays it) and not an order on account (the company pays its statement: staff record that payment
 * against the company, and marking the order paid too would count the money twice).
 */
export function canStaffMarkPaid(method: PaymentMethod): boolean {
  return method !== 'card' && method !== 'on_account';
}

/**
 * Does an order of this method take a proof of payment (uploaded by the shopper, checked or rejected
 * by staff)? Not an order on account: the company pays it against its statement, where staff record
 * the payment received.
 */
export function takesProofOfPayment(method: PaymentMethod): boolean {
  return method !== 'on_account';
}

/** Bank transfers wait for the money; cash waits for the pickup; a purchase order waits for the invoice's payment. */
export function getInitialPaymentStatus(): PaymentStatus {
  return 'awaiting_payment';
}

/**
 * When an unpaid order lapses, counted from `placedAt` (or from the company admin's approval of an
 * order that waited for it): a bank transfer after the stage's days, a card order after
 * `CARD_PAYMENT.lapseMinutes` (its stock is held only while the shopper pays); other methods do not lapse.
 */
export function getPaymentDueAt(method: PaymentMethod, placedAt: string, lapseDays: number): string | null {
  if (method === 'card')
    return new Date(Date.parse(placedAt) + CARD_PAYMENT.lapseMinutes * 60_000).toISOString();
  if (method !== 'bank_transfer') return null;
  return new Date(Date.parse(placedAt) + lapseDays * 24 * 60 * 60 * 1000).toISOString();
}

/** Does the lapse still apply? Only to an order that still awaits payment and is not cancelled. */
export function isLapseDue(order: { payment_status: PaymentStatus; status: string }): boolean {
  return order.payment_status === 'awaiting_payment' && order.status !== 'cancelled';
}

/**
 * When the time to pay started: at placing, or, for a buyer's order that waited above their spending
 * limit, when their company admin approved it (its first status after `awaiting_approval`).
 */
function getPaymentClockStart(order: {
  created_at: string;
  status_history: readonly { status: string; at: string }[];
}): string {
  return order.status_history.find((entry) => entry.status !== 'awaiting_approval')?.at ?? order.created_at;
}

/**
 * The lapse to start on a change of an order (`before` absent: just placed), as the time the lapse
 * machine acts: the order's due time, or `waitSeconds` after the time to pay started where the stage
 * sets a short wait (local runs, tests). The clock starts at placing, or for an order awaiting its
 * company admin's approval at the approval: none while it waits (it cannot lapse before they decide),
 * none once declined (cancelled). Null when this change starts nothing. Derived from the order alone,
 * so a retried start is the same.
 */
export function getLapseToStart(
  before: { status: string } | undefined,
  after: {
    status: string;
    payment_status: PaymentStatus;
    payment_due_at: string | null;
    created_at: string;
    status_history: readonly { status: string; at: string }[];
  },
  waitSeconds?: number,
): string | null {
  if (after.status === 'awaiting_approval' || !isLapseDue(after) || !after.payment_due_at) return null;
  if (before && before.status !== 'awaiting_approval') return null;
  if (waitSeconds === undefined) return after.payment_due_at;
  return new Date(Date.parse(getPaymentClockStart(after)) + waitSeconds * 1000).toISOString();
}

/** A proof of payment's file type (the schema that checks one is in `payment-schemas.ts`). */
export type ProofContentType = (typeof PAYMENT.proofContentTypes)[number];

/** The file's own first bytes, so a renamed file of another type is refused after upload. */
export function detectProofContentType(head: Uint8Array): ProofContentType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return undefined;
}

/**
 * The bank account shoppers pay into; set per stage. The account's name is the shop's payee
 * (`getPayeeName` of `shop-identity.ts`), not a second copy here.
 */
export interface BankDetails {
  bank: string;
  branch: string;
  account_number: string;
  account_type: string;
  currency: string;
}

/** The seller's registration as the tax invoice prints it; set per stage (its name is the shop's payee). */
export interface SellerDetails {
  address: string;
  trn: string;
  gct_registration_number: string;
}

export interface PaymentInstructions {
  method: PaymentMethod;
  heading: string;
  /** Label and value pairs, e.g. the bank account; empty when there is nothing to copy. */
  details: { label: string; value: string }[];
  /** Sentences shown under the details. */
  notes: string[];
}

type InstructedOrder = {
  order_number: string;
  payment_method: PaymentMethod;
  total: number;
  payment_due_at: string | null;
  purchase_order: PurchaseOrder | null;
  /** `due_on` is null while the order waits for its company admin's approval (terms run from it). */
  account?: { company_name: string; payment_terms_days: number; due_on: string | null } | null;
};

/**
 * What the shopper is told to do to pay: on the confirmation page, the order API and the e-mail.
 * While the order waits for its company admin's approval it takes no payment (`canTakePayment`), so
 * it gives no account to pay into, only why.
 */
export function getPaymentInstructions(
  order: InstructedOrder & { status?: string },
  bank: BankDetails,
): PaymentInstructions {
  const instructions = getMethodInstructions(order, bank);
  if (order.status !== undefined && isAwaitingApproval({ status: order.status })) {
    return { ...instructions, details: [], notes: [awaitingApprovalMessage] };
  }
  return instructions;
}

function getMethodInstructions(order: InstructedOrder, bank: BankDetails): PaymentInstructions {
  if (order.payment_method === 'on_account') {
    return {
      method: 'on_account',
      heading: `Pay on account (Net ${order.account?.payment_terms_days ?? ''})`,
      details: order.account
        ? [
            { label: 'Company', value: order.account.company_name },
            ...(order.account.due_on ? [{ label: 'Due date', value: order.account.due_on }] : []),
            { label: 'Payment reference', value: order.order_number },
          ]
        : [],
      notes: [
        `This order is invoiced to your company's account, due by ${order.account?.due_on ?? ''}.`,
        'Pay by bank transfer or cheque, quoting the order number.',
      ],
    };
  }
  if (order.payment_method === 'bank_transfer') {
    return {
      method: 'bank_transfer',
      heading: 'Pay by bank transfer',
      details: [
        { label: 'Bank', value: bank.bank },
        { label: 'Branch', value: bank.branch },
        { label: 'Account name', value: getPayeeName() },
        { label: 'Account number', value: bank.account_number },
        { label: 'Account type', value: bank.account_type },
        { label: 'Currency', value: bank.currency },
        { label: 'Payment reference', value: order.order_number },
      ],
      notes: [
        `Please use your order number ${order.order_number} as the payment reference.`,
        ...(order.payment_due_at
          ? [
              `Unpaid orders are cancelled if payment has not reached us by ${toShopDay(order.payment_due_at)}.`,
            ]
          : []),
        'Upload your proof of payment on your order page so we can confirm it sooner.',
      ],
    };
  }
  if (order.payment_method === 'card') {
    return {
      method: 'card',
      heading: 'Pay by card',
      details: [],
      notes: [
        'Pay with your Visa or Mastercard on this page. Your bank may ask you to confirm the payment.',
        ...(order.payment_due_at
          ? [
              `Unpaid card orders are cancelled after ${CARD_PAYMENT.lapseMinutes} minutes and the items returned to stock.`,
            ]
          : []),
      ],
    };
  }
  if (order.payment_method === 'cash_in_store') {
    return {
      method: 'cash_in_store',
      heading: 'Pay at pickup',
      details: [],
      notes: [`Pay in cash when you collect your order at our ${SHOP_IDENTITY.address.locality} store.`],
    };
  }
  return {
    method: 'purchase_order',
    heading: 'Purchase order',
    details: order.purchase_order
      ? [
          { label: 'Company', value: order.purchase_order.company_name },
          { label: 'TRN', value: order.purchase_order.trn },
          { label: 'PO number', value: order.purchase_order.po_number },
        ]
      : [],
    notes: [
      'We will invoice your company against this purchase order.',
      ...(order.purchase_order?.document
        ? []
        : ['Please upload the signed purchase order on your order page.']),
    ],
  };
}
