/**
 * Spending limits and approvals: the company admin sets a buyer's per-order limit; a buyer's order
 * above it is placed "Awaiting approval" (stock and credit held as for any order) until the company
 * admin approves it (it goes on as a confirmed order) or declines it (cancelled, stock and credit
 * given back). The rule itself (`getApprovalNeeded`) lives in company.ts beside the order's other
 * company rules; the routes' schemas and words are here, out of the place-order bundle.
 */
import * as z from 'zod';
import { orderNumberSchema, type Order } from '../orders/order.js';
import { BUSINESS, companyIdSchema, moneySchema, type CompanyMember } from './company.js';

/** The company admin sets (or clears, null) a buyer's per-order spending limit. */
export const spendingLimitSchema = z.strictObject({
  spending_limit: moneySchema(BUSINESS.maxCreditLimit).nullable(),
});

const APPROVAL_DECISIONS = ['approve', 'decline'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** The company admin's answer to an order waiting above a buyer's limit. */
export const approvalDecisionSchema = z.strictObject({
  decision: z.enum(APPROVAL_DECISIONS, 'must be approve or decline'),
});

export const approvalParamsSchema = z.object({ companyId: companyIdSchema, orderNumber: orderNumberSchema });

export const approvalMessages = {
  notBuyer: 'A spending limit is set for a buyer, not for the company admin.',
  alreadyDecided: 'This order has already been decided.',
} as const;

/** An order waiting for the company admin, as My Account lists it. */
export interface WaitingOrder {
  order_number: string;
  buyer_email: string;
  total: number;
  spending_limit: number;
  created_at: string;
}

/** The orders of `companyId` waiting for its admin, oldest first, from its buyers' orders (named by their member e-mail). */
export function listWaitingOrders(
  orders: readonly Order[],
  companyId: string,
  members: readonly CompanyMember[],
): WaitingOrder[] {
  const emails = new Map(members.map((member) => [member.user_id, member.email]));
  return orders
    .filter((order) => order.status === 'awaiting_approval' && order.approval?.company_id === companyId)
    .map((order) => ({
      order_number: order.order_number,
      buyer_email: emails.get(order.user_id ?? '') ?? order.customer_info.email,
      total: order.total,
      spending_limit: order.approval!.spending_limit,
      created_at: order.created_at,
    }))
    .toSorted((a, b) => a.created_at.localeCompare(b.created_at));
}
