/**
 * A member's view of their company (GET /api/me/business): nothing for someone who belongs to no
 * company; the company, its people and statement otherwise. Only members ever reach a company.
 */
import { toCompanyView, type CompanyView } from '../../core/business/company-view.js';
import { requireMember } from '../../core/business/company.js';
import { getCompanyRecords, getMembership } from '../../data/companies.js';

export async function getCompanyAccount(userId: string, companyId?: string): Promise<CompanyView | null> {
  const membership = await getMembership(userId);
  if (companyId !== undefined) requireMember(membership, companyId);
  if (!membership) return null;
  const records = await getCompanyRecords(membership.company_id);
  if (!records) return null;
  return toCompanyView(records, membership.role, new Date().toISOString());
}
