/**
 * Staff's decision on a business account application: approve (payment terms, credit limit and the
 * price list its buyers buy at, if any) or decline with a reason. The applicant's e-mail follows from the stream (events/send-company-mail).
 */
import { businessMessages } from '../../core/business/business-strings.js';
import { requirePending, type Company, type CompanyDecision } from '../../core/business/company.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCompany, writeCompanyDecision } from '../../data/companies.js';
import { requirePriceList } from '../pricing/require-price-list.js';

export async function decideCompanyApplication(input: {
  companyId: string;
  decision: CompanyDecision;
  by: string;
}): Promise<Company> {
  const company = await getCompany(input.companyId);
  if (!company) throw new RuleViolation('not-found', businessMessages.notFound);
  requirePending(company);
  if (input.decision.decision === 'approve') await requirePriceList(input.decision.price_list_id);
  const written = await writeCompanyDecision(company.id, input.decision, input.by, new Date().toISOString());
  if (!written) throw new RuleViolation('conflict', businessMessages.alreadyDecided);
  return (await getCompany(company.id))!;
}
