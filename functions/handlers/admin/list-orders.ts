/**
 * GET /api/admin/orders (staff): every order newest first, with search, a status filter, and the
 * orders whose proof of payment waits to be checked, or whose card payment needs review (read from
 * the staff queue's sparse index: data/staff-queue.ts).
 */
import { adminOrderListQuerySchema, toOrderView } from '../../core/orders/order.js';
import { hasProofToCheck } from '../../core/orders/payment.js';
import { needsCardReview } from '../../core/payments/card-attempts.js';
import type { StaffNeed } from '../../core/orders/staff-needs.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { listOrders } from '../../data/orders.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'reports', query: adminOrderListQuerySchema },
  async ({ query }) => {
    const { proof, card, ...rest } = query;
    // The staff queue's index holds only the orders needing staff; its exact rules are read after.
    const needs: StaffNeed[] = [
      ...(proof === 'received' ? (['proof_received'] as const) : []),
      ...(card === 'needs_review' ? (['card_review'] as const) : []),
    ];
    try {
      const page = await listOrders({
        ...rest,
        ...(proof || card
          ? {
              needs,
              matches: (order) =>
                (proof !== 'received' || hasProofToCheck(order)) &&
                (card !== 'needs_review' || needsCardReview(order)),
            }
          : {}),
      });
      return {
        orders: page.orders.map((order) => toOrderView(order, getBankDetails())),
        cursor: page.cursor,
      };
    } catch (error) {
      if (query.cursor && error instanceof SyntaxError)
        throw new RuleViolation('invalid', 'cursor: is not valid.');
      throw error;
    }
  },
);
