/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads a handler that renders mail.
/**
 * Staff's reply to an enquiry, in the shop's mail frame: the greeting, the reply as written (its
 * paragraphs kept), and below a rule the sender's own message, so the mail reads on its own.
 */
import { Hr, Section, Text } from '@react-email/components';
import { staffInboxMessages as m } from '../inbox/staff-inbox-strings.js';
import { BRAND, MailLayout } from './mail-layout.js';
import { renderMail, type RenderedMail } from './render-mail.js';

export interface InboxReplyMailInput {
  senderName: string;
  subject: string;
  reply: string;
  original: string;
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The reply as SES sends it: subject, HTML and the plain-text part from the same tree. */
export function renderInboxReplyMail(input: InboxReplyMailInput): Promise<RenderedMail> {
  return renderMail(
    m.replySubject(input.subject),
    <MailLayout
      preview={input.reply.slice(0, 90)}
      heading={m.replySubject(input.subject)}
      paragraphs={[m.replyGreeting(input.senderName), ...paragraphsOf(input.reply)]}
    >
      <Section style={{ padding: '0 24px 16px' }}>
        <Hr style={{ borderColor: BRAND.border }} />
        <Text style={{ fontSize: '13px', color: BRAND.muted }}>{m.replyQuoteIntro}</Text>
        {paragraphsOf(input.original).map((paragraph, index) => (
          <Text key={index} style={{ fontSize: '13px', color: BRAND.muted, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      </Section>
    </MailLayout>,
  );
}
