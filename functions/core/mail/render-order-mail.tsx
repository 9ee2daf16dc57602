/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handler.
/**
 * Renders one planned order mail to what SES sends: the subject, the HTML and a plain-text part
 * from the same React tree. Links are absolute, on the stage's site address.
 */
import type { Order } from '../orders/order.js';
import { getPaymentInstructions, type BankDetails } from '../orders/payment.js';
import { OrderMail, type OrderMailLinks } from './order-mail.js';
import { orderMailWords } from './order-mail-strings.js';
import type { PlannedMail } from './plan-order-mails.js';
import { renderMail, type RenderedMail } from './render-mail.js';

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

export function renderOrderMail(input: {
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
  return renderMail(orderMailWords[mail.kind].subject(order.order_number), element);
}
