/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads a handler that renders mail.
/**
 * Staff's reply to an enquiry, in the shop's mail colours: the reply as written (line breaks kept),
 * the shop's signature, and below a rule the sender's own message, so the thread reads on its own.
 */
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/components';
import { staffInboxMessages as m } from '../inbox/staff-inbox-strings.js';
import { SHOP_IDENTITY } from '../shop-identity.js';
import type { RenderedMail } from './render-order-mail.js';

const COLOURS = { navy: '#0f2a4a', amber: '#fbbf24', text: '#1f2937', muted: '#6b7280' } as const;

export interface InboxReplyMailInput {
  senderName: string;
  subject: string;
  reply: string;
  original: string;
}

function Paragraphs({ text, color }: { text: string; color: string }) {
  return text.split(/\n{2,}/).map((paragraph, index) => (
    <Text key={index} style={{ color, fontSize: '15px', lineHeight: '22px', whiteSpace: 'pre-line' }}>
      {paragraph}
    </Text>
  ));
}

function InboxReplyMail({ senderName, reply, original, subject }: InboxReplyMailInput) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{reply.slice(0, 90)}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto' }}>
          <Section style={{ backgroundColor: COLOURS.navy, borderBottom: `4px solid ${COLOURS.amber}` }}>
            <Text style={{ color: '#ffffff', fontSize: '18px', fontWeight: 700, padding: '0 24px' }}>
              {SHOP_IDENTITY.name}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>
            <Text style={{ color: COLOURS.text, fontSize: '15px' }}>{m.replyGreeting(senderName)}</Text>
            <Paragraphs text={reply} color={COLOURS.text} />
            <Text style={{ color: COLOURS.text, fontSize: '15px' }}>
              {SHOP_IDENTITY.name}
              <br />
              {SHOP_IDENTITY.phone}
            </Text>
            <Hr />
            <Text style={{ color: COLOURS.muted, fontSize: '13px' }}>
              {m.replyQuoteIntro} {subject}
            </Text>
            <Paragraphs text={original} color={COLOURS.muted} />
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The reply as SES sends it: subject, HTML and the plain-text part from the same tree. */
export async function renderInboxReplyMail(input: InboxReplyMailInput): Promise<RenderedMail> {
  const html = await render(<InboxReplyMail {...input} />);
  return { subject: m.replySubject(input.subject), html, text: toPlainText(html) };
}
