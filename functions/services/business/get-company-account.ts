/**
 * A member's view of their company (GET /api/me/business): nothing for someone who belongs to no
 * company; the company, its people and statement otherwise. Only members ever reach a company. The
 * company admin also sees the buyers' orders waiting for their approval (read from each buyer's
 * orders: a company has a handful of buyers).
 */
import { listWaitingOrders, type WaitingOrder } from '../../core/business/approvals.js';
import { toCompanyView, type CompanyView } from '../../core/business/company-view.js';
import { requireMember } from '../../core/business/company.js';
import { getCompanyRecords, getMembership } from '../../data/companies.js';
import { listOrdersOfUser } from '../../data/orders.js';

type CompanyAccount = CompanyView & { awaiting_approval: WaitingOrder[] };

export async function getCompanyAccount(userId: string, companyId?: string): Promise<CompanyAccount | null> {
  const membership = await getMembership(userId);
  if (companyId !== undefined) requireMember(membership, companyId);
  if (!membership) return null;
  const records = await getCompanyRecords(membership.company_id);
  if (!records) return null;
  const buyers = membership.role === 'company_admin' ? records.members.filter((m) => m.role === 'buyer') : [];
  const orders = (await Promise.all(buyers.map((buyer) => listOrdersOfUser(buyer.user_id)))).flat();
  return {
    ...toCompanyView(records, membership.role, new Date().toISOString()),
    awaiting_approval: listWaitingOrders(orders, membership.company_id, buyers),
  };
}
