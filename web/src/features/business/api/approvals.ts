/** The company admin's calls for buyers' spending limits and the orders waiting above them. */
import type { ApprovalDecision } from '@core/business/approvals';
import { authedApi } from '@web/lib/auth/authed-api';

/** A buyer's per-order limit, or none (null). */
export const setSpendingLimit = (companyId: string, userId: string, limit: number | null) =>
  authedApi.put(`/me/business/${companyId}/members/${encodeURIComponent(userId)}/spending-limit`, {
    body: { spending_limit: limit },
  });

export const decideApproval = (companyId: string, orderNumber: string, decision: ApprovalDecision) =>
  authedApi.post(`/me/business/${companyId}/approvals/${orderNumber}`, { body: { decision } });
