/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handlers.
/**
 * The customer's quote e-mail: the draft order's lines at the prices of the moment it is sent, the
 * totals checkout would show for standard delivery, and the secret link to order them.
 */
import { Section, Text } from '@react-email/components';
import { formatPrice } from '../format-price.js';
import type { DraftOrder, PricedDraft } from '../quotes/draft-order.js';
import { draftOrderMessages } from '../quotes/draft-order-strings.js';
import { BRAND, MailButton, MailLayout, PricedLines } from './mail-layout.js';
import { renderMail, type RenderedMail } from './render-mail.js';

const words = draftOrderMessages.mail;

/** The page of the web app a quote link opens (`/quote/<id>?token=`). */
export function getQuoteLink(siteUrl: string, draft: Pick<DraftOrder, 'id' | 'token'>): string {
  return `${siteUrl.replace(/\/+$/, '')}/quote/${encodeURIComponent(draft.id)}?token=${encodeURIComponent(draft.token)}`;
}

function QuoteLines({ priced }: { priced: PricedDraft }) {
  const { totals } = priced;
  const rows: [string, string][] = [
    [words.subtotal, formatPrice(totals.subtotal)],
    [words.gct, formatPrice(totals.gct)],
    [words.shipping, totals.shipping === 0 ? words.free : formatPrice(totals.shipping)],
  ];
  return (
    <Section style={{ padding: '8px 24px' }}>
      <PricedLines
        lines={priced.lines.filter((line) => line.available)}
        rows={rows}
        quantityLabel={words.quantity}
        totalLabel={words.total}
        total={totals.total}
      />
    </Section>
  );
}

export function renderDraftOrderMail(
  draft: DraftOrder,
  priced: PricedDraft,
  link: string,
): Promise<RenderedMail> {
  const subject = words.subject(draft.customer.company);
  return renderMail(
    subject,
    <MailLayout preview={subject} heading={words.heading} paragraphs={words.intro(draft.customer.name)}>
      <QuoteLines priced={priced} />
      {draft.not_found_skus.length > 0 ? (
        <Text style={{ fontSize: '13px', color: BRAND.muted, padding: '0 24px' }}>
          {words.notFound(draft.not_found_skus)}
        </Text>
      ) : null}
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={link}>{words.open}</MailButton>
      </Section>
    </MailLayout>,
  );
}
