/** Every word of the order e-mails, in one place: subjects, headings and sentences per mail kind. */
import { FULFILMENT } from '../checkout/delivery-options.js';
import { SHOP_TERMS } from '../shop-terms.js';
import type { OrderMailKind } from './plan-order-mails.js';

export interface OrderMailWords {
  subject: (orderNumber: string) => string;
  heading: string;
  /**
   * Paragraphs under the heading; `reason` is the staff's reason for a rejected proof, `amount` the
   * formatted amount of a card refund.
   */
  intro: (input: { firstName: string; orderNumber: string; reason?: string; amount?: string }) => string[];
  /** Whether the mail repeats the order's lines and totals. */
  showSummary: boolean;
  /** Whether the mail repeats how to pay. */
  showPayment: boolean;
}

export const orderMailWords: Record<OrderMailKind, OrderMailWords> = {
  order_received: {
    subject: (n) => `We received your order ${n}`,
    heading: 'Thank you for your order',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `We received your order ${orderNumber}. Here is what you ordered and how to pay.`,
    ],
    showSummary: true,
    showPayment: true,
  },
  new_order: {
    subject: (n) => `New order ${n}`,
    heading: 'New order',
    intro: ({ orderNumber }) => [`Order ${orderNumber} was just placed on the shop.`],
    showSummary: true,
    showPayment: true,
  },
  payment_received: {
    subject: (n) => `Payment received for order ${n}`,
    heading: 'Payment received',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `We received your payment for order ${orderNumber}. Thank you! We are preparing your order now.`,
    ],
    showSummary: true,
    showPayment: false,
  },
  proof_rejected: {
    subject: (n) => `Your proof of payment for order ${n} was not accepted`,
    heading: 'Proof of payment not accepted',
    intro: ({ firstName, orderNumber, reason }) => [
      `Hi ${firstName},`,
      `We could not accept the proof of payment you uploaded for order ${orderNumber}.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      'Please upload a new proof of payment on your order page, or reply to this e-mail if you need help.',
    ],
    showSummary: false,
    showPayment: true,
  },
  status_processed: {
    subject: (n) => `Order ${n} is processed`,
    heading: 'Your order is processed',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `Order ${orderNumber} is processed: we have packed it, and we will e-mail you again at its next step.`,
    ],
    showSummary: false,
    showPayment: false,
  },
  status_in_transit: {
    subject: (n) => `Order ${n} is in transit`,
    heading: 'Your order is in transit',
    intro: ({ firstName, orderNumber }) => [`Hi ${firstName},`, `Order ${orderNumber} is on its way to you.`],
    showSummary: false,
    showPayment: false,
  },
  status_delivered: {
    subject: (n) => `Order ${n} is delivered`,
    heading: 'Your order is delivered',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `Order ${orderNumber} is delivered. Thank you for shopping with us!`,
    ],
    showSummary: false,
    showPayment: false,
  },
  status_ready_for_pickup: {
    subject: (n) => `Order ${n} is ready for pickup`,
    heading: 'Your order is ready for pickup',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `Order ${orderNumber} is ready for pickup at our store in ${FULFILMENT.pickupLocation}.`,
      'Please bring your order number when you come to collect it.',
    ],
    showSummary: false,
    showPayment: false,
  },
  status_collected: {
    subject: (n) => `Order ${n} is collected`,
    heading: 'Your order is collected',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `Order ${orderNumber} was collected from our store in ${FULFILMENT.pickupLocation}. Thank you for shopping with us!`,
    ],
    showSummary: false,
    showPayment: false,
  },
  proof_received: {
    subject: (n) => `Proof of payment received for order ${n}`,
    heading: 'Proof of payment received',
    intro: ({ orderNumber }) => [
      `The customer uploaded a proof of payment for order ${orderNumber}.`,
      'Check that the money has arrived, then mark the order paid, or reject the proof with a reason.',
    ],
    showSummary: true,
    showPayment: false,
  },
  approval_requested: {
    subject: (n) => `Order ${n} awaits your approval`,
    heading: 'An order awaits your approval',
    intro: ({ firstName, orderNumber }) => [
      `${firstName}'s order ${orderNumber} is above their spending limit, so it waits for your approval.`,
      'Approve or decline it in your business account.',
    ],
    showSummary: true,
    showPayment: false,
  },
  approval_approved: {
    subject: (n) => `Order ${n} is approved`,
    heading: 'Your order is approved',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `Your company admin approved order ${orderNumber}. It is now confirmed.`,
    ],
    showSummary: false,
    showPayment: true,
  },
  approval_declined: {
    subject: (n) => `Order ${n} was declined`,
    heading: 'Your order was declined',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `Your company admin declined order ${orderNumber}, so it is cancelled and the items returned to stock.`,
    ],
    showSummary: true,
    showPayment: false,
  },
  cancelled: {
    subject: (n) => `Order ${n} is cancelled`,
    heading: 'Your order is cancelled',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `Order ${orderNumber} is cancelled. If you did not expect this, please contact us.`,
    ],
    showSummary: true,
    showPayment: false,
  },
  lapsed: {
    subject: (n) => `Order ${n} is cancelled: payment not received in time`,
    heading: 'Your order lapsed',
    intro: ({ firstName, orderNumber }) => [
      `Hi ${firstName},`,
      `We did not receive payment for order ${orderNumber} in time, so it has been cancelled and the items returned to stock.`,
      'If you still want these items, you are welcome to place a new order.',
    ],
    showSummary: true,
    showPayment: false,
  },
  card_refunded: {
    subject: (n) => `Refund issued for order ${n}`,
    heading: 'Refund issued',
    intro: ({ firstName, orderNumber, amount }) => [
      `Hi ${firstName},`,
      `We refunded ${amount ?? ''} of order ${orderNumber} to the card you paid with. Your bank usually shows it on your statement within a few business days.`,
    ],
    showSummary: false,
    showPayment: false,
  },
};

export const orderMailLabels = {
  orderNumber: 'Order number',
  status: 'Status',
  quantity: 'Qty',
  /** Around a line's list price in the plain-text part, where nothing is struck through: "(list $10,000)". */
  listPricePlain: { prefix: ' (list ', suffix: ')' },
  subtotal: 'Subtotal',
  gct: SHOP_TERMS.gctLabel,
  /** A GCT-exempt buyer's row: the rate, the reason and the exemption letter's reference. */
  gctExempt: (reason: string, reference: string) => `GCT (0%, exempt: ${reason}, ref. ${reference})`,
  delivery: 'Delivery',
  pickup: 'Pickup',
  free: 'Free',
  total: 'Total',
  viewOrder: 'View your order',
  viewInvoice: 'View the tax invoice',
  viewOrderStaff: 'Open the order in the admin area',
  customer: 'Customer',
  shipTo: 'Deliver to',
  pickupAt: 'Pickup',
  notes: 'Order notes',
  footer: (shopName: string) => `${shopName}: technology for home and business, delivered across Jamaica.`,
  contact: (phone: string, email: string) => `Questions? Call ${phone} or write to ${email}.`,
} as const;
