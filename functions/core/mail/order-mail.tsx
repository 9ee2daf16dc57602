/** @jsxRuntime automatic */
// The automatic JSX runtime is named here, not only in tsconfig: tsx reads the root tsconfig.json,
// a solution file without compiler options, when the local shop loads the mail handler.
/**
 * The order e-mails in React (react-email): one layout on the shop's brand (the navy header with the
 * amber mark of the web app), the kind's heading and sentences, and where the kind calls for them the
 * order's lines and totals and how to pay. Rendered to HTML and a plain-text part by `renderOrderMail`.
 */
import { Column, Heading, Link, Row, Section, Text } from '@react-email/components';
import { formatPrice } from '../format-price.js';
import { getListUnitPrice } from '../orders/list-price.js';
import type { Order } from '../orders/order.js';
import type { PaymentInstructions } from '../orders/payment.js';
import { BRAND, MailButton, MailLayout, PricedLines, TEXT_LABEL_CLASS } from './mail-layout.js';
import { orderMailLabels as labels, orderMailWords } from './order-mail-strings.js';
import type { PlannedMail } from './plan-order-mails.js';

export interface OrderMailLinks {
  order: string;
  invoice: string;
  admin: string;
}

export interface OrderMailProps {
  mail: PlannedMail;
  order: Order;
  links: OrderMailLinks;
  payment: PaymentInstructions | undefined;
  /** Where the order stands for the shopper (`describeOrderProgress`), as the order page says it. */
  status?: string | undefined;
}

export function OrderMail({ mail, order, links, payment, status }: OrderMailProps) {
  const words = orderMailWords[mail.kind];
  const intro = words.intro({
    firstName: order.customer_info.firstName,
    orderNumber: order.order_number,
    ...(mail.reason ? { reason: mail.reason } : {}),
    ...(mail.amount !== undefined ? { amount: formatPrice(mail.amount) } : {}),
  });
  const staff = mail.to === 'staff';
  return (
    <MailLayout preview={words.subject(order.order_number)} heading={words.heading} paragraphs={intro}>
      <Section style={{ padding: '0 24px' }}>
        <Text style={{ fontSize: '14px', color: BRAND.muted }}>
          {labels.orderNumber}: <strong style={{ color: BRAND.text }}>{order.order_number}</strong>
        </Text>
        {status ? (
          <Text style={{ fontSize: '14px', color: BRAND.muted }}>
            {labels.status}: <strong style={{ color: BRAND.text }}>{status}</strong>
          </Text>
        ) : null}
      </Section>
      {staff ? <CustomerDetails order={order} /> : null}
      {words.showPayment && payment ? <PaymentSection payment={payment} /> : null}
      {words.showSummary ? <OrderSummary order={order} /> : null}
      <Section style={{ padding: '8px 24px 16px' }}>
        <MailButton href={staff ? links.admin : links.order}>
          {staff ? labels.viewOrderStaff : labels.viewOrder}
        </MailButton>
        <Text style={{ fontSize: '14px' }}>
          <Link href={links.invoice} style={{ color: BRAND.blue }}>
            {labels.viewInvoice}
          </Link>
        </Text>
      </Section>
    </MailLayout>
  );
}

function PaymentSection({ payment }: { payment: PaymentInstructions }) {
  return (
    <Section
      style={{
        margin: '8px 24px',
        padding: '4px 16px',
        border: `1px solid ${BRAND.border}`,
        borderLeft: `4px solid ${BRAND.amber}`,
        width: 'auto',
      }}
    >
      <Heading as="h2" style={{ color: BRAND.navy, fontSize: '17px' }}>
        {payment.heading}
      </Heading>
      {payment.details.map((detail) => (
        <Row key={detail.label}>
          <Column
            className={TEXT_LABEL_CLASS}
            style={{ fontSize: '14px', color: BRAND.muted, width: '45%', padding: '2px 0' }}
          >
            {detail.label}
          </Column>
          <Column style={{ fontSize: '14px', fontWeight: 700, padding: '2px 0' }}>{detail.value}</Column>
        </Row>
      ))}
      {payment.notes.map((note) => (
        <Text key={note} style={{ fontSize: '14px', lineHeight: '20px' }}>
          {note}
        </Text>
      ))}
    </Section>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const pickup = order.fulfilment?.method === 'pickup';
  const totals: [string, string][] = [
    [labels.subtotal, formatPrice(order.subtotal)],
    [
      order.gct_exemption
        ? labels.gctExempt(order.gct_exemption.reason, order.gct_exemption.reference)
        : labels.gct,
      formatPrice(order.gct),
    ],
    [
      pickup ? labels.pickup : labels.delivery,
      order.shipping === 0 ? labels.free : formatPrice(order.shipping),
    ],
  ];
  return (
    <Section style={{ padding: '8px 24px' }}>
      <PricedLines
        lines={order.lines.map((line) => ({ ...line, list_unit_price: getListUnitPrice(line) }))}
        rows={totals}
        quantityLabel={labels.quantity}
        totalLabel={labels.total}
        total={order.total}
      />
      {order.fulfilment ? (
        <Text style={{ fontSize: '13px', color: BRAND.muted }}>
          {pickup ? labels.pickupAt : labels.delivery}: {order.fulfilment.lead_time}
        </Text>
      ) : null}
    </Section>
  );
}

function CustomerDetails({ order }: { order: Order }) {
  const info = order.customer_info;
  const address = order.shipping_address;
  return (
    <Section style={{ padding: '0 24px' }}>
      <Text style={{ fontSize: '14px', lineHeight: '20px' }}>
        <strong>{labels.customer}:</strong> {info.firstName} {info.lastName}
        {info.company ? ` (${info.company})` : ''}, {info.email}, {info.phone}
      </Text>
      {address ? (
        <Text style={{ fontSize: '14px', lineHeight: '20px' }}>
          <strong>{labels.shipTo}:</strong> {address.street}, {address.city}, {address.parish}
        </Text>
      ) : null}
      {order.notes ? (
        <Text style={{ fontSize: '14px', lineHeight: '20px' }}>
          <strong>{labels.notes}:</strong> {order.notes}
        </Text>
      ) : null}
    </Section>
  );
}
