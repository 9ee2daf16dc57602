/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handler.
/**
 * The back-in-stock e-mail: the order mails' layout and brand, the product's name, price and a link
 * to its page. Rendered to HTML and a plain-text part like the order mails.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
  render,
  toPlainText,
} from '@react-email/components';
import { backInStockWords } from '../catalogue/back-in-stock-words.js';
import { formatPrice } from '../format-price.js';
import { SHOP_IDENTITY } from '../shop-identity.js';
import { BRAND } from './order-mail.js';
import { orderMailLabels } from './order-mail-strings.js';
import { PLAIN_TEXT_OPTIONS, type RenderedMail } from './render-order-mail.js';

const words = backInStockWords.mail;

export interface BackInStockMailProps {
  productName: string;
  price: number;
  productUrl: string;
}

export function BackInStockMail({ productName, price, productUrl }: BackInStockMailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{words.subject(productName)}</Preview>
      <Body
        style={{ backgroundColor: '#f3f4f6', fontFamily: 'Arial, Helvetica, sans-serif', color: BRAND.text }}
      >
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', margin: '0 auto' }}>
          <Section style={{ backgroundColor: BRAND.navy, padding: '20px 24px' }}>
            <Text style={{ margin: 0, color: '#ffffff', fontSize: '20px', fontWeight: 700 }}>
              <span style={{ color: BRAND.amber }}>■</span> {SHOP_IDENTITY.name}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 0' }}>
            <Heading as="h1" style={{ color: BRAND.navy, fontSize: '22px' }}>
              {words.heading}
            </Heading>
            {words.intro(productName).map((paragraph) => (
              <Text key={paragraph} style={{ fontSize: '15px', lineHeight: '22px' }}>
                {paragraph}
              </Text>
            ))}
            <Text style={{ fontSize: '14px', color: BRAND.muted }}>
              {words.price}: <strong style={{ color: BRAND.text }}>{formatPrice(price)}</strong>
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>
            <Button
              href={productUrl}
              style={{
                backgroundColor: BRAND.blue,
                color: '#ffffff',
                padding: '12px 20px',
                borderRadius: '6px',
                fontWeight: 700,
                fontSize: '15px',
              }}
            >
              {words.view}
            </Button>
            <Text style={{ fontSize: '13px', color: BRAND.muted }}>{productUrl}</Text>
          </Section>
          <Hr style={{ borderColor: BRAND.border, margin: 0 }} />
          <Section style={{ padding: '12px 24px', backgroundColor: BRAND.pale }}>
            <Text style={{ fontSize: '12px', color: BRAND.muted, margin: '4px 0' }}>
              {orderMailLabels.footer(SHOP_IDENTITY.name)}
            </Text>
            <Text style={{ fontSize: '12px', color: BRAND.muted, margin: '4px 0' }}>
              {orderMailLabels.contact(SHOP_IDENTITY.phone, SHOP_IDENTITY.email)}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The product page on the shop's public address. */
export function getProductLink(siteUrl: string, productId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/product/${encodeURIComponent(productId)}`;
}

/** Subject, HTML and plain text of one back-in-stock alert. */
export async function renderBackInStockMail(input: {
  productId: string;
  productName: string;
  price: number;
  siteUrl: string;
}): Promise<RenderedMail> {
  const html = await render(
    <BackInStockMail
      productName={input.productName}
      price={input.price}
      productUrl={getProductLink(input.siteUrl, input.productId)}
    />,
  );
  return { subject: words.subject(input.productName), html, text: toPlainText(html, PLAIN_TEXT_OPTIONS) };
}
