/**
 * Business account mails from the table's stream: the applicant hears of staff's decision once (when
 * `decided_at` is first set), the company admin of staff's decision on an exemption letter, and an invited buyer gets the invitation's link when it is written.
 * The daily account job's reminders (when their record is written) and a new hold go to the company
 * admin, each claimed in a mail record first so a replayed stream record sends nothing twice.
 */
import type { AccountReminder } from '../../core/business/account-holds.js';
import type { Company, CompanyInvite } from '../../core/business/company.js';
import {
  getBusinessLinks,
  renderAccountHoldMail,
  renderAccountReminderMail,
  renderCompanyDecisionMail,
  renderCompanyInviteMail,
  renderGctLetterMail,
} from '../../core/mail/business-mail.js';
import type { RenderedMail } from '../../core/mail/render-mail.js';
import { getCompany } from '../../data/companies.js';
import { holdMailRecord, reminderMailRecord } from '../../data/company-holds.js';
import { claimMail, markMailSent, releaseMail, type MailRecord } from '../../data/mail-records.js';
import { sendMail } from '../../data/mailer.js';
import { readStreamImages } from '../../data/stream-images.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

/** Sends a mail once: claimed in its record, marked sent, released for the retry when sending fails. */
async function sendOnce(record: MailRecord, to: string, render: () => Promise<RenderedMail>): Promise<void> {
  const claim = await claimMail(record);
  if (claim === 'sent') return;
  if (claim === 'busy') throw new Error(`Mail ${record.key.sk} is being sent by another delivery`);
  try {
    await markMailSent(record, await sendMail({ to, ...(await render()) }));
  } catch (error) {
    await releaseMail(record, (error as Error).message ?? String(error));
    throw error;
  }
}

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
    // A new hold (the daily job's or staff's), to the company admin: why and what to pay.
    const hold = after?.hold;
    if (after && hold && hold.at !== before?.hold?.at) {
      await sendOnce(holdMailRecord(after.id, hold), after.applicant_email, () =>
        renderAccountHoldMail(after, hold, links.account),
      );
    }
    return;
  }
  if (images.entity === 'company-reminder' && images.after && !images.before) {
    const reminder = images.after as unknown as AccountReminder;
    await sendOnce(reminderMailRecord(reminder), reminder.email, () =>
      renderAccountReminderMail(reminder, links.account),
    );
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
