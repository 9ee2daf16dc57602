/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handler.
/**
 * Renders one planned order mail to what SES sends: the subject, the HTML and a plain-text part
 * from the same React tree. Links are absolute, on the stage's site address.
 */
import { render, toPlainText } from '@react-email/components';
import type { Order } from '../orders/order.js';
import { getPaymentInstructions, type BankDetails } from '../orders/payment.js';
import { OrderMail, TEXT_LABEL_CLASS, type OrderMailLinks } from './order-mail.js';
import { orderMailWords } from './order-mail-strings.js';
import type { PlannedMail } from './plan-order-mails.js';

/** Headings as written (html-to-text shouts them by default); a space between label and value. */
export const PLAIN_TEXT_OPTIONS = {
  selectors: [
    ...['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: `td.${TEXT_LABEL_CLASS}`, format: 'inlineSurround', options: { suffix: '  ' } },
  ],
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The order page, its tax invoice and the staff view, on the shop's public address. */
export function getOrderMailLinks(siteUrl: string, orderNumber: string): OrderMailLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const number = encodeURIComponent(orderNumber);
  return {
    order: `${base}/order/${number}`,
    invoice: `${base}/orders/${number}/invoice`,
    admin: `${base}/admin/dashboard`,
  };
}

export async function renderOrderMail(input: {
  mail: PlannedMail;
  order: Order;
  siteUrl: string;
  bank: BankDetails;
}): Promise<RenderedMail> {
  const { mail, order } = input;
  const element = (
    <OrderMail
      mail={mail}
      order={order}
      links={getOrderMailLinks(input.siteUrl, order.order_number)}
      payment={order.payment_method ? getPaymentInstructions(order, input.bank) : undefined}
    />
  );
  // One React render; the plain-text part is converted from its HTML (what `plainText: true` does).
  const html = await render(element);
  return {
    subject: orderMailWords[mail.kind].subject(order.order_number),
    html,
    text: toPlainText(html, PLAIN_TEXT_OPTIONS),
  };
}
