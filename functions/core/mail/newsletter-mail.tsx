/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handlers.
/**
 * Newsletter mails. Each carries the unsubscribe link of its subscription in the footer, the
 * confirmation mail of a sign-up included.
 */
import { Link, Section } from '@react-email/components';
import { enquiryMailWords } from './enquiry-mail-strings.js';
import { BRAND, MailButton, MailLayout } from './mail-layout.js';
import { renderMail, type RenderedMail } from './render-mail.js';

const words = enquiryMailWords.newsletter;

export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

/** The landing pages of the web app (on the contact page) that follow a subscription's token. */
export function getNewsletterLinks(siteUrl: string, token: string): NewsletterLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const link = (action: string) => `${base}/contact?newsletter=${action}&token=${encodeURIComponent(token)}`;
  return { confirm: link('confirm'), unsubscribe: link('unsubscribe') };
}

export function renderNewsletterConfirmation(links: NewsletterLinks): Promise<RenderedMail> {
  return renderMail(
    words.subject,
    <MailLayout
      preview={words.subject}
      heading={words.heading}
      paragraphs={words.intro}
      footer={
        <>
          {words.unsubscribeNote}{' '}
          <Link href={links.unsubscribe} style={{ color: BRAND.blue }}>
            {words.unsubscribe}
          </Link>
        </>
      }
    >
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={links.confirm}>{words.confirm}</MailButton>
      </Section>
    </MailLayout>,
  );
}
