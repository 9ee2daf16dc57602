/** The company admin's calls for buyers' spending limits and the orders waiting above them. */
import type { ApprovalDecision } from '@core/business/approvals';
import { authedApi } from '@web/lib/auth/authed-api';

/** `limit` as typed when it is no number, for the server to refuse naming the field. */
export const setSpendingLimit = (companyId: string, userId: string, limit: number | string | null) =>
  authedApi.put(`/me/business/${companyId}/members/${encodeURIComponent(userId)}/spending-limit`, {
    body: { spending_limit: limit },
  });

export const decideApproval = (companyId: string, orderNumber: string, decision: ApprovalDecision) =>
  authedApi.post(`/me/business/${companyId}/approvals/${orderNumber}`, { body: { decision } });
