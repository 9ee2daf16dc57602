/**
 * Renders one planned order mail to what SES sends: the subject, the HTML and a plain-text part
 * from the same React tree. Links are absolute, on the stage's site address.
 */
import { render } from '@react-email/components';
import type { Order } from '../orders/order.js';
import { getPaymentInstructions, type BankDetails } from '../orders/payment.js';
import { OrderMail, type OrderMailLinks } from './order-mail.js';
import { orderMailWords } from './order-mail-strings.js';
import type { PlannedMail } from './plan-order-mails.js';

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
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: orderMailWords[mail.kind].subject(order.order_number), html, text };
}
