/**
 * Business account mails from the table's stream: the applicant hears of staff's decision once (when
 * `decided_at` is first set), the company admin of staff's decision on an exemption letter, and an invited buyer gets the invitation's link when it is written.
 */
import type { Company, CompanyInvite } from '../../core/business/company.js';
import {
  getBusinessLinks,
  renderCompanyDecisionMail,
  renderCompanyInviteMail,
  renderGctLetterMail,
} from '../../core/mail/business-mail.js';
import { getCompany } from '../../data/companies.js';
import { sendMail } from '../../data/mailer.js';
import { readStreamImages } from '../../data/stream-images.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  const links = getBusinessLinks(requireEnv(ENV.siteUrl));
  if (images.entity === 'company') {
    const after = images.after as unknown as Company | undefined;
    const before = images.before as unknown as Company | undefined;
    if (after?.decided_at && !before?.decided_at) {
      await sendMail({
        to: after.applicant_email,
        ...(await renderCompanyDecisionMail(after, links.account)),
      });
    }
    // Staff's decision on an exemption letter, to the company admin who uploaded it.
    const letter = after?.gct_exemption_letter;
    if (after && letter?.decided_at && letter.decided_at !== before?.gct_exemption_letter?.decided_at) {
      await sendMail({ to: letter.uploaded_by_email, ...(await renderGctLetterMail(after, links.account)) });
    }
    return;
  }
  if (images.entity === 'company-invite' && images.after && !images.before) {
    const invite = images.after as unknown as CompanyInvite;
    const company = await getCompany(invite.company_id);
    if (!company) return;
    await sendMail({
      to: invite.email,
      ...(await renderCompanyInviteMail(company.name, links.invite(invite))),
    });
  }
});
