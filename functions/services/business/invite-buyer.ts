/**
 * The company admin invites a buyer by e-mail: an invitation with a link token (the shop's one kind
 * of link secret), mailed from the stream; it expires after `BUSINESS.inviteValidDays`.
 */
import { randomUUID } from 'node:crypto';
import { businessMessages } from '../../core/business/business-strings.js';
import { BUSINESS, requireCompanyAdmin, type CompanyInvite } from '../../core/business/company.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCompany, getMembership, putCompanyInvite } from '../../data/companies.js';
import { createLinkToken } from '../../data/link-tokens.js';

export async function inviteBuyer(input: {
  userId: string;
  companyId: string;
  email: string;
}): Promise<CompanyInvite> {
  requireCompanyAdmin(await getMembership(input.userId), input.companyId);
  const company = await getCompany(input.companyId);
  if (company?.status !== 'approved') throw new RuleViolation('conflict', businessMessages.notApproved);
  const now = new Date();
  const invite: CompanyInvite = {
    company_id: company.id,
    id: randomUUID(),
    email: input.email,
    role: 'buyer',
    token: createLinkToken(),
    invited_by: input.userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + BUSINESS.inviteValidDays * 86_400_000).toISOString(),
  };
  await putCompanyInvite(invite);
  return invite;
}
