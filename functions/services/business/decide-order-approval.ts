/**
 * The company admin approves or declines a buyer's order waiting above their spending limit (from
 * the mailed link, which opens My Account, or from My Account itself). Only the admin of the order's
 * company reaches it (anyone else: 404; a buyer of that company: 403), and only once: the write is
 * conditional on the order still waiting, so of two clicks one wins and the other answers 409.
 * Approving makes it a confirmed order, whose time to pay (a bank transfer's or a card's lapse, an
 * invoice's terms on account) runs from now; nothing is paid on it before (`canTakePayment`).
 * Declining cancels it and gives back its stock and, on account, the company's credit. The buyer
 * hears either way from the order's mails.
 */
import { approvalMessages, type ApprovalDecision } from '../../core/business/approvals.js';
import { requireCompanyAdmin } from '../../core/business/company.js';
import { getInvoiceDueOn } from '../../core/business/order-terms.js';
import type { Order } from '../../core/orders/order.js';
import { orderMessages } from '../../core/cart/cart-messages.js';
import { getPaymentDueAt } from '../../core/orders/payment.js';
import { isCardVoidDue } from '../../core/payments/card-attempts.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCartProducts } from '../../data/carts.js';
import { getMembership } from '../../data/companies.js';
import { writeApproval, writeDecline } from '../../data/company-approvals.js';
import { getOrder } from '../../data/orders.js';
import { voidCardPayment } from '../payments/card-payment-steps.js';

export async function decideOrderApproval(input: {
  userId: string;
  companyId: string;
  orderNumber: string;
  decision: ApprovalDecision;
  /** The stage's days before an unpaid bank transfer lapses, counted from the approval. */
  paymentLapseDays: number;
}): Promise<Order> {
  requireCompanyAdmin(await getMembership(input.userId), input.companyId);
  const order = await getOrder(input.orderNumber);
  if (!order?.approval || order.approval.company_id !== input.companyId)
    throw new RuleViolation('not-found', orderMessages.orderNotFound);
  if (order.status !== 'awaiting_approval')
    throw new RuleViolation('conflict', approvalMessages.alreadyDecided);
  const now = new Date();
  let written: boolean;
  if (input.decision === 'approve') {
    const at = now.toISOString();
    written = await writeApproval(order, input.userId, now, {
      paymentDueAt: getPaymentDueAt(order.payment_method, at, input.paymentLapseDays),
      dueOn: order.account ? getInvoiceDueOn(at, order.account.payment_terms_days) : null,
    });
  } else {
    // No card payment starts while the order waits (`canTakePayment`); one started before that rule
    // and approved is voided first, as when staff cancel a paid card order.
    if (isCardVoidDue(order)) await voidCardPayment(order, input.userId);
    const existing = await getCartProducts(order.lines.map((line) => line.product_id));
    written = await writeDecline(order, new Set(existing.keys()), now);
  }
  if (!written) throw new RuleViolation('conflict', approvalMessages.alreadyDecided);
  return (await getOrder(order.order_number))!;
}
