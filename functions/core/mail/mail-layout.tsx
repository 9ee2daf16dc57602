/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handlers.
/**
 * The frame every shop e-mail shares, on the shop's brand (the navy header with the amber mark of
 * the web app): the heading and opening paragraphs, the mail's own sections, then the shop's
 * contact details, and below them any extra footer lines (such as a newsletter's unsubscribe link).
 */
import { describeBackOrder, type BackOrder } from '../catalogue/back-order.js';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { formatSkuForDisplay } from '../catalogue/sku.js';
import { formatPrice } from '../format-price.js';
import { LIST_PRICE_LABEL } from '../orders/list-price.js';
import { SHOP_IDENTITY } from '../shop-identity.js';
import { orderMailLabels as labels } from './order-mail-strings.js';

/** The web app's theme colours (web/src/index.css): brand navy, brand blue, accent amber. */
export const BRAND = {
  navy: '#0f2a4a',
  blue: '#1d5fa8',
  pale: '#eef5fc',
  amber: '#fbbf24',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
} as const;

/** The first cell of a label-and-value row: the plain-text part puts a space after it. */
export const TEXT_LABEL_CLASS = 'text-label';
/** A line's struck-through list price and the words before it: the plain-text part says "(list $…)". */
export const LIST_PRICE_CLASS = 'list-price';
export const LIST_PRICE_LABEL_CLASS = 'list-price-label';

interface MailLayoutProps {
  preview: string;
  heading: string;
  paragraphs: readonly string[];
  children?: ReactNode;
  /** Shown under the shop's details. */
  footer?: ReactNode;
}

const footerText = { fontSize: '12px', color: BRAND.muted, margin: '4px 0' } as const;

export function MailLayout({ preview, heading, paragraphs, children, footer }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
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
              {heading}
            </Heading>
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} style={{ fontSize: '15px', lineHeight: '22px' }}>
                {paragraph}
              </Text>
            ))}
          </Section>
          {children}
          <Hr style={{ borderColor: BRAND.border, margin: 0 }} />
          <Section style={{ padding: '12px 24px', backgroundColor: BRAND.pale }}>
            <Text style={footerText}>{labels.footer(SHOP_IDENTITY.name)}</Text>
            <Text style={footerText}>{labels.contact(SHOP_IDENTITY.phone, SHOP_IDENTITY.email)}</Text>
            <Text style={footerText}>
              {SHOP_IDENTITY.address.locality}, {SHOP_IDENTITY.address.region},{' '}
              {SHOP_IDENTITY.address.country}
            </Text>
            {footer ? <Text style={footerText}>{footer}</Text> : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's main action. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: BRAND.blue,
        color: '#ffffff',
        padding: '12px 20px',
        borderRadius: '6px',
        fontWeight: 700,
        fontSize: '15px',
      }}
    >
      {children}
    </Button>
  );
}

/** One priced line of an order or a quote, as the mails list it. */
export interface MailLine {
  product_id: string;
  name: string;
  sku: string;
  quantity: number;
  price: number;
  line_total: number;
  /** A line sold to order: the mail says its wait under it. */
  back_order?: BackOrder;
  /** A business buyer's line below the list price: the list unit price, struck through beside theirs. */
  list_unit_price?: number | null;
}

interface PricedLinesProps {
  lines: readonly MailLine[];
  /** Label and value of each row between the lines and the total (subtotal, GCT, shipping). */
  rows: readonly (readonly [string, string])[];
  quantityLabel: string;
  totalLabel: string;
  total: number;
}

/** The lines with SKU, quantity and price, the totals' rows and the total: the order and quote mails' table. */
export function PricedLines({ lines, rows, quantityLabel, totalLabel, total }: PricedLinesProps) {
  return (
    <>
      {lines.map((line) => (
        <Row key={line.product_id} style={{ borderBottom: `1px solid ${BRAND.border}` }}>
          <Column className={TEXT_LABEL_CLASS} style={{ fontSize: '14px', padding: '8px 0' }}>
            {line.name}
            <br />
            <span style={{ color: BRAND.muted, fontSize: '12px' }}>
              {formatSkuForDisplay(line.sku)} · {quantityLabel} {line.quantity} × {formatPrice(line.price)}
              {line.list_unit_price ? (
                <>
                  <span className={LIST_PRICE_LABEL_CLASS}> · {LIST_PRICE_LABEL} </span>
                  <del className={LIST_PRICE_CLASS}>{formatPrice(line.list_unit_price)}</del>
                </>
              ) : null}
            </span>
            {line.back_order ? (
              <>
                <br />
                <span style={{ color: BRAND.navy, fontSize: '12px', fontWeight: 700 }}>
                  {describeBackOrder(line.back_order)}
                </span>
              </>
            ) : null}
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
          {totalLabel}
        </Column>
        <Column style={{ fontSize: '16px', fontWeight: 700, textAlign: 'right' }}>
          {formatPrice(total)}
        </Column>
      </Row>
    </>
  );
}
