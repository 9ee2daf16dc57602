/**
 * Staff put an account on hold by hand, or lift its hold (automatic or manual), with a reason kept
 * with who and when: the hold on the company item, the lift as `hold_lifted`.
 */
import { buildManualHold } from '../../core/business/account-holds.js';
import { businessMessages, holdMessages } from '../../core/business/business-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCompany } from '../../data/companies.js';
import { liftCompanyHold, putCompanyHold } from '../../data/company-holds.js';

export async function setCompanyHold(input: {
  companyId: string;
  action: 'hold' | 'lift';
  reason: string;
  by: string;
}): Promise<void> {
  const company = await getCompany(input.companyId);
  if (!company) throw new RuleViolation('not-found', businessMessages.notFound);
  const at = new Date().toISOString();
  if (input.action === 'hold') {
    if (company.status !== 'approved') throw new RuleViolation('conflict', businessMessages.notApproved);
    if (!(await putCompanyHold(company.id, buildManualHold(input.reason, input.by, at))))
      throw new RuleViolation('conflict', holdMessages.alreadyOnHold);
    return;
  }
  if (!(await liftCompanyHold(company.id, { by: input.by, at, reason: input.reason })))
    throw new RuleViolation('conflict', holdMessages.notOnHold);
}
