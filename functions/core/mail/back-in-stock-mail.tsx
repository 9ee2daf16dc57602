/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handlers.
/**
 * The back-in-stock e-mail in the shop's mail frame: the product's name, its price and a link to its
 * page.
 */
import { Section, Text } from '@react-email/components';
import { backInStockWords } from '../catalogue/back-in-stock-words.js';
import { formatPrice } from '../format-price.js';
import { BRAND, MailButton, MailLayout } from './mail-layout.js';
import { renderMail, type RenderedMail } from './render-mail.js';

const words = backInStockWords.mail;

/** The product page on the shop's public address. */
export function getProductLink(siteUrl: string, productId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/product/${encodeURIComponent(productId)}`;
}

/** Subject, HTML and plain text of one back-in-stock alert. */
export function renderBackInStockMail(input: {
  productId: string;
  productName: string;
  price: number;
  siteUrl: string;
}): Promise<RenderedMail> {
  const subject = words.subject(input.productName);
  const productUrl = getProductLink(input.siteUrl, input.productId);
  return renderMail(
    subject,
    <MailLayout preview={subject} heading={words.heading} paragraphs={words.intro(input.productName)}>
      <Section style={{ padding: '0 24px' }}>
        <Text style={{ fontSize: '14px', color: BRAND.muted }}>
          {words.price}: <strong style={{ color: BRAND.text }}>{formatPrice(input.price)}</strong>
        </Text>
      </Section>
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={productUrl}>{words.view}</MailButton>
        <Text style={{ fontSize: '13px', color: BRAND.muted }}>{productUrl}</Text>
      </Section>
    </MailLayout>,
  );
}
