/** The company admin removes a member (never themselves): the member loses the company's account at once. */
import { businessMessages } from '../../core/business/business-strings.js';
import { requireCompanyAdmin } from '../../core/business/company.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { deleteCompanyMember, getMembership } from '../../data/companies.js';

export async function removeCompanyMember(input: {
  userId: string;
  companyId: string;
  memberId: string;
}): Promise<void> {
  requireCompanyAdmin(await getMembership(input.userId), input.companyId);
  if (input.memberId === input.userId) throw new RuleViolation('conflict', businessMessages.cannotRemoveSelf);
  const removed = await deleteCompanyMember(input.companyId, input.memberId);
  if (!removed) throw new RuleViolation('not-found', businessMessages.notFound);
}
