/**
 * A signed-in person follows an invitation link: the token must match (constant time), the
 * invitation must not have expired and must be for the caller's e-mail; they join as a buyer.
 */
import { businessMessages } from '../../core/business/business-strings.js';
import type { CompanyMember } from '../../core/business/company.js';
import { normaliseEmail } from '../../core/auth/email-address.js';
import { isLinkExpired } from '../../core/link-token.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCompanyInvite, writeInviteAccepted } from '../../data/companies.js';
import { secretsMatch } from '../../shared/secrets-match.js';

export async function acceptCompanyInvite(input: {
  userId: string;
  email: string;
  companyId: string;
  inviteId: string;
  token: string;
}): Promise<CompanyMember> {
  const invite = await getCompanyInvite(input.companyId, input.inviteId);
  if (!invite || !secretsMatch(input.token, invite.token)) {
    throw new RuleViolation('not-found', businessMessages.inviteInvalid);
  }
  const now = new Date().toISOString();
  if (isLinkExpired(invite, now)) throw new RuleViolation('conflict', businessMessages.inviteExpired);
  if (normaliseEmail(invite.email) !== normaliseEmail(input.email)) {
    throw new RuleViolation('forbidden', businessMessages.inviteOtherEmail);
  }
  const member: CompanyMember = {
    company_id: invite.company_id,
    user_id: input.userId,
    email: input.email,
    role: invite.role,
    added_at: now,
  };
  const outcome = await writeInviteAccepted(invite, member);
  if (outcome === 'member-elsewhere') throw new RuleViolation('conflict', businessMessages.alreadyMember);
  if (outcome === 'gone') throw new RuleViolation('not-found', businessMessages.inviteInvalid);
  return member;
}
