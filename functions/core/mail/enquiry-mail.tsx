/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handlers.
/**
 * The mails of an enquiry: the sender's acknowledgement (with a copy of what they sent) and the
 * staff notification (with the sender's details and a link to the staff area), rendered to HTML
 * and plain text like the order mails.
 */
import { Column, Row, Section, Text } from '@react-email/components';
import { describeQuoteLines, type InboxMessage } from '../inbox/message.js';
import { enquiryMailWords as words } from './enquiry-mail-strings.js';
import { BRAND, MailButton, MailLayout, TEXT_LABEL_CLASS } from './mail-layout.js';
import { renderMail, type RenderedMail } from './render-mail.js';

function detailsOf(message: InboxMessage, forStaff: boolean): [string, string][] {
  const { labels } = words;
  const rows: [string, string][] = [[labels.subject, message.subject]];
  if (forStaff) {
    rows.push([labels.from, `${message.sender.name} <${message.sender.email}>`]);
    rows.push([labels.phone, message.sender.phone ?? labels.none]);
  }
  if (message.kind === 'support') {
    rows.push([labels.productService, message.details.product_service]);
    rows.push([labels.issueType, message.details.issue_type]);
  }
  if (message.kind === 'quote') {
    rows.push([labels.company, message.details.company]);
    rows.push([labels.trn, message.details.trn ?? labels.none]);
    rows.push([labels.lines, describeQuoteLines(message.details.lines)]);
  }
  return rows;
}

function EnquiryDetails({ message, forStaff }: { message: InboxMessage; forStaff: boolean }) {
  return (
    <Section style={{ padding: '0 24px 8px' }}>
      {detailsOf(message, forStaff).map(([label, value]) => (
        <Row key={label}>
          <Column
            className={TEXT_LABEL_CLASS}
            style={{
              fontSize: '14px',
              color: BRAND.muted,
              width: '35%',
              padding: '2px 0',
              verticalAlign: 'top',
            }}
          >
            {label}
          </Column>
          <Column style={{ fontSize: '14px', padding: '2px 0', whiteSpace: 'pre-line' }}>{value}</Column>
        </Row>
      ))}
      {message.body ? (
        <Text
          style={{
            fontSize: '14px',
            lineHeight: '20px',
            whiteSpace: 'pre-line',
            borderLeft: `4px solid ${BRAND.amber}`,
            paddingLeft: '12px',
          }}
        >
          {message.body}
        </Text>
      ) : null}
    </Section>
  );
}

export function renderAcknowledgement(message: InboxMessage): Promise<RenderedMail> {
  const subject = words.acknowledgement.subject(message.kind);
  return renderMail(
    subject,
    <MailLayout
      preview={subject}
      heading={words.acknowledgement.heading}
      paragraphs={words.acknowledgement.intro(message.sender.name, message.kind)}
    >
      <EnquiryDetails message={message} forStaff={false} />
    </MailLayout>,
  );
}

export function renderStaffNotification(message: InboxMessage, siteUrl: string): Promise<RenderedMail> {
  const subject = words.staff.subject(message.kind, message.subject);
  return renderMail(
    subject,
    <MailLayout
      preview={subject}
      heading={words.staff.heading}
      paragraphs={words.staff.intro(message.kind, message.sender.name)}
    >
      <EnquiryDetails message={message} forStaff />
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={`${siteUrl.replace(/\/+$/, '')}/admin/dashboard`}>
          {words.staff.openInbox}
        </MailButton>
      </Section>
    </MailLayout>,
  );
}
