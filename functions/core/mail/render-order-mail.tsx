/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handler.
/**
 * Renders one planned order mail to what SES sends: the subject, the HTML and a plain-text part
 * from the same React tree. Links are absolute, on the stage's site address.
 */
import { orderPagePath } from '../orders/order-link.js';
import type { Order } from '../orders/order.js';
import { describeOrderProgress } from '../orders/order-progress.js';
import { getPaymentInstructions, type BankDetails } from '../orders/payment.js';
import { OrderMail, type OrderMailLinks } from './order-mail.js';
import { orderMailWords } from './order-mail-strings.js';
import type { PlannedMail } from './plan-order-mails.js';
import { renderMail, type RenderedMail } from './render-mail.js';

/**
 * The order page, its tax invoice and the staff view, on the shop's public address. The shopper's
 * links carry the order's link token, so they open on any device (not only the one that ordered);
 * staff's carry none (staff open orders signed in: the invoice through the admin route).
 */
export function getOrderMailLinks(
  siteUrl: string,
  order: Pick<Order, 'order_number' | 'link'>,
  to: PlannedMail['to'],
): OrderMailLinks {
  const base = siteUrl.replace(/\/+$/, '');
  // The company admin decides signed in, in their business account (no token: a forwarded mail decides nothing).
  if (to === 'company_admin') {
    const approvals = `${base}/account/business#approvals`;
    return { order: approvals, invoice: approvals, admin: approvals };
  }
  const number = encodeURIComponent(order.order_number);
  const token = to === 'shopper' && order.link ? `?token=${encodeURIComponent(order.link.token)}` : '';
  return {
    order: `${base}${orderPagePath(order.order_number, to === 'shopper' ? order.link : null)}`,
    invoice: `${base}/orders/${number}/invoice${to === 'staff' ? '?staff=1' : token}`,
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
      links={getOrderMailLinks(input.siteUrl, order, mail.to)}
      payment={order.payment_method ? getPaymentInstructions(order, input.bank) : undefined}
      // The shopper's mails say where the order stands in the order page's words; orders from before
      // payments were tracked have no payment state to read.
      status={
        mail.to === 'shopper' && order.payment_method && order.payment_events
          ? describeOrderProgress(order).title
          : undefined
      }
    />
  );
  return renderMail(orderMailWords[mail.kind].subject(order.order_number), element);
}
