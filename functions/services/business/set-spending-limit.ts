/** The company admin sets or clears a buyer's per-order spending limit (never their own: they approve). */
import { approvalMessages } from '../../core/business/approvals.js';
import { businessMessages } from '../../core/business/business-strings.js';
import { requireCompanyAdmin } from '../../core/business/company.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getMembership } from '../../data/companies.js';
import { writeSpendingLimit } from '../../data/company-approvals.js';

export async function setSpendingLimit(input: {
  userId: string;
  companyId: string;
  memberId: string;
  limit: number | null;
}): Promise<void> {
  requireCompanyAdmin(await getMembership(input.userId), input.companyId);
  if (input.memberId === input.userId) throw new RuleViolation('conflict', approvalMessages.notBuyer);
  const written = await writeSpendingLimit(input.companyId, input.memberId, input.limit);
  if (!written) throw new RuleViolation('not-found', businessMessages.notFound);
}
