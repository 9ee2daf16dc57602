/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handlers.
/**
 * The customer's quote e-mail: the draft order's lines at the prices of the moment it is sent, the
 * totals checkout would show for standard delivery, and the secret link to order them.
 */
import { Column, Row, Section, Text } from '@react-email/components';
import { formatPrice } from '../format-price.js';
import type { DraftOrder, PricedDraft } from '../quotes/draft-order.js';
import { draftOrderMessages } from '../quotes/draft-order-strings.js';
import { BRAND, MailButton, MailLayout, TEXT_LABEL_CLASS } from './mail-layout.js';
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
      {priced.lines
        .filter((line) => line.available)
        .map((line) => (
          <Row key={line.product_id} style={{ borderBottom: `1px solid ${BRAND.border}` }}>
            <Column className={TEXT_LABEL_CLASS} style={{ fontSize: '14px', padding: '8px 0' }}>
              {line.name}
              <br />
              <span style={{ color: BRAND.muted, fontSize: '12px' }}>
                {line.sku} · {words.quantity} {line.quantity} × {formatPrice(line.price)}
              </span>
            </Column>
            <Column style={{ fontSize: '14px', textAlign: 'right', width: '120px' }}>
              {formatPrice(line.line_total)}
            </Column>
          </Row>
        ))}
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column
            className={TEXT_LABEL_CLASS}
            style={{ fontSize: '14px', color: BRAND.muted, padding: '3px 0' }}
          >
            {label}
          </Column>
          <Column style={{ fontSize: '14px', textAlign: 'right' }}>{value}</Column>
        </Row>
      ))}
      <Row>
        <Column className={TEXT_LABEL_CLASS} style={{ fontSize: '16px', fontWeight: 700, padding: '6px 0' }}>
          {words.total}
        </Column>
        <Column style={{ fontSize: '16px', fontWeight: 700, textAlign: 'right' }}>
          {formatPrice(totals.total)}
        </Column>
      </Row>
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
