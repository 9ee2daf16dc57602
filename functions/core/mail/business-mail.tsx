/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig (see newsletter-mail.tsx).
/** Business account mails: the application's decision and a buyer's invitation. */
import { Section } from '@react-email/components';
import { ACCOUNT_JOB, type AccountReminder, type CompanyHold } from '../business/account-holds.js';
import { businessMailWords as words } from '../business/business-strings.js';
import { getOnAccountLabel, type Company, type CompanyInvite } from '../business/company.js';
import { formatPrice } from '../format-price.js';
import { MailButton, MailLayout } from './mail-layout.js';
import { renderMail, type RenderedMail } from './render-mail.js';

/** The web app's pages the mails link to. */
export function getBusinessLinks(siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    account: `${base}/account/business`,
    invite: (invite: Pick<CompanyInvite, 'company_id' | 'id' | 'token'>) =>
      `${base}/account/business?company=${invite.company_id}&invite=${invite.id}&token=${encodeURIComponent(invite.token)}`,
  };
}

export function renderCompanyDecisionMail(company: Company, accountUrl: string): Promise<RenderedMail> {
  if (company.status === 'declined') {
    return renderMail(
      words.declined.subject,
      <MailLayout
        preview={words.declined.heading}
        heading={words.declined.heading}
        paragraphs={[
          words.declined.intro(company.name),
          words.declined.reason(company.decline_reason ?? ''),
          words.declined.again,
        ]}
      />,
    );
  }
  const terms =
    company.payment_terms_days === null
      ? words.approved.noTerms
      : words.approved.terms(
          getOnAccountLabel(company.payment_terms_days),
          formatPrice(company.credit_limit),
        );
  return renderMail(
    words.approved.subject,
    <MailLayout
      preview={words.approved.heading}
      heading={words.approved.heading}
      paragraphs={[words.approved.intro(company.name), terms]}
    >
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={accountUrl}>{words.approved.open}</MailButton>
      </Section>
    </MailLayout>,
  );
}

export function renderCompanyInviteMail(companyName: string, inviteUrl: string): Promise<RenderedMail> {
  return renderMail(
    words.invite.subject(companyName),
    <MailLayout
      preview={words.invite.heading(companyName)}
      heading={words.invite.heading(companyName)}
      paragraphs={[words.invite.intro(companyName)]}
    >
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={inviteUrl}>{words.invite.accept}</MailButton>
      </Section>
    </MailLayout>,
  );
}

/** Staff's decision on the company's GCT exemption letter, to the company admin who uploaded it. */
export function renderGctLetterMail(company: Company, accountUrl: string): Promise<RenderedMail> {
  const letter = company.gct_exemption_letter!;
  const approved = letter.status === 'approved' && company.gct_exemption;
  const mail = approved ? words.letterApproved : words.letterDeclined;
  const paragraphs = approved
    ? [words.letterApproved.intro(company.name, letter.reference, company.gct_exemption!.expires_on)]
    : [
        words.letterDeclined.intro(company.name, letter.reference),
        words.letterDeclined.reason(letter.decline_reason ?? ''),
        words.letterDeclined.again,
      ];
  return renderMail(
    mail.subject,
    <MailLayout preview={mail.heading} heading={mail.heading} paragraphs={paragraphs}>
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={accountUrl}>{words.approved.open}</MailButton>
      </Section>
    </MailLayout>,
  );
}

/** A reminder of an invoice due soon or overdue, to the company admin. */
export function renderAccountReminderMail(
  reminder: AccountReminder,
  accountUrl: string,
): Promise<RenderedMail> {
  const amount = formatPrice(reminder.outstanding);
  const overdue = reminder.stage === 'overdue';
  const subject = overdue
    ? words.overdue.subject(reminder.order_number)
    : words.dueSoon.subject(reminder.order_number, reminder.due_on);
  const intro = (overdue ? words.overdue : words.dueSoon).intro(
    reminder.company_name,
    reminder.order_number,
    amount,
    reminder.due_on,
  );
  return renderMail(
    subject,
    <MailLayout
      preview={subject}
      heading={subject}
      paragraphs={overdue ? [intro, words.overdue.holdWarning(ACCOUNT_JOB.holdAfterDaysOverdue)] : [intro]}
    >
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={accountUrl}>{words.statement}</MailButton>
      </Section>
    </MailLayout>,
  );
}

/** The account was put on hold: why, and what to pay to lift it. */
export function renderAccountHoldMail(
  company: Pick<Company, 'name'>,
  hold: CompanyHold,
  accountUrl: string,
): Promise<RenderedMail> {
  const invoices = hold.invoices.map((invoice) => invoice.order_number).join(', ');
  return renderMail(
    words.hold.subject,
    <MailLayout
      preview={words.hold.heading}
      heading={words.hold.heading}
      paragraphs={[
        words.hold.intro(company.name, hold.reason),
        hold.invoices.length > 0
          ? words.hold.pay(formatPrice(hold.amount_due), invoices)
          : words.hold.contact,
      ]}
    >
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={accountUrl}>{words.statement}</MailButton>
      </Section>
    </MailLayout>,
  );
}
