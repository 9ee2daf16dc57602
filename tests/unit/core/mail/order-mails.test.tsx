import { describe, expect, it } from 'vitest';
import { formatSkuForDisplay } from '../../../../functions/core/catalogue/sku.js';
import { getPayeeName } from '../../../../functions/core/shop-identity.js';
import { planOrderMails, type OrderMailFacts } from '../../../../functions/core/mail/plan-order-mails.js';
import { getOrderMailLinks, renderOrderMail } from '../../../../functions/core/mail/render-order-mail.js';
import type { Order } from '../../../../functions/core/orders/order.js';
import type { BankDetails, PaymentEvent } from '../../../../functions/core/orders/payment.js';

const placed: OrderMailFacts = {
  order_number: 'SHG-7K4M-2Q9P',
  status: 'confirmed',
  payment_status: 'awaiting_payment',
  payment_events: [],
};
const event = (kind: PaymentEvent['kind'], reason: string | null = null): PaymentEvent => ({
  kind,
  at: '2026-11-23T10:00:00.000Z',
  by: kind === 'proof_uploaded' ? null : 'staff@example.com',
  reason,
});
const kinds = (before: OrderMailFacts | undefined, after: OrderMailFacts) =>
  planOrderMails(before, after).map((mail) => `${mail.to}:${mail.id}`);

describe('order mails to send', () => {
  it('are a confirmation to the shopper and a new-order mail to staff when an order is placed', () => {
    expect(kinds(undefined, placed)).toEqual(['shopper:order_received', 'staff:new_order']);
  });

  it('are none when nothing changed that anyone hears about', () => {
    expect(kinds(placed, placed)).toEqual([]);
    expect(kinds(placed, { ...placed, updated_at: '2026-11-24T10:00:00.000Z' } as OrderMailFacts)).toEqual(
      [],
    );
  });

  it('are one "proof received" mail to staff per proof uploaded', () => {
    const once = { ...placed, payment_events: [event('proof_uploaded')] };
    const twice = {
      ...once,
      payment_events: [...once.payment_events, event('rejected', 'Blurry slip'), event('proof_uploaded')],
    };
    expect(kinds(placed, once)).toEqual(['staff:proof_received#0']);
    expect(kinds(once, twice)).toEqual(['shopper:proof_rejected#1', 'staff:proof_received#2']);
  });

  it('are a payment mail when the payment status becomes paid, once', () => {
    const paid = { ...placed, payment_status: 'paid' as const, payment_events: [event('paid')] };
    expect(kinds(placed, paid)).toEqual(['shopper:payment_received']);
    expect(kinds(paid, { ...paid, status: 'processed' })).toEqual(['shopper:status_processed']);
  });

  it('are one "proof not accepted" per new rejection, with its reason and position', () => {
    const once = { ...placed, payment_events: [event('proof_uploaded'), event('rejected', 'Blurry slip')] };
    const twice = {
      ...once,
      payment_events: [...once.payment_events, event('proof_uploaded'), event('rejected', 'Wrong amount')],
    };

    expect(planOrderMails(placed, once)).toEqual([
      { id: 'proof_received#0', kind: 'proof_received', to: 'staff' },
      { id: 'proof_rejected#1', kind: 'proof_rejected', to: 'shopper', reason: 'Blurry slip' },
    ]);
    expect(planOrderMails(once, twice)).toEqual([
      { id: 'proof_received#2', kind: 'proof_received', to: 'staff' },
      { id: 'proof_rejected#3', kind: 'proof_rejected', to: 'shopper', reason: 'Wrong amount' },
    ]);
  });

  it('are one per step of the delivery flow', () => {
    expect(kinds(placed, { ...placed, status: 'processed' })).toEqual(['shopper:status_processed']);
    expect(kinds({ ...placed, status: 'processed' }, { ...placed, status: 'in_transit' })).toEqual([
      'shopper:status_in_transit',
    ]);
    expect(kinds({ ...placed, status: 'in_transit' }, { ...placed, status: 'delivered' })).toEqual([
      'shopper:status_delivered',
    ]);
  });

  it('are one per step of the pickup flow, worded for a pickup', () => {
    const processed = { ...placed, status: 'processed' as const };
    const ready = { ...placed, status: 'ready_for_pickup' as const };
    expect(kinds(processed, ready)).toEqual(['shopper:status_ready_for_pickup']);
    expect(kinds(ready, { ...placed, status: 'collected' })).toEqual(['shopper:status_collected']);
  });

  it('tell a cancelled order from one that lapsed unpaid', () => {
    expect(kinds(placed, { ...placed, status: 'cancelled' })).toEqual(['shopper:cancelled']);
    expect(
      kinds(placed, {
        ...placed,
        status: 'cancelled',
        payment_status: 'lapsed',
        payment_events: [event('lapsed')],
      }),
    ).toEqual(['shopper:lapsed']);
  });
});

const bank: BankDetails = {
  bank: 'National Commercial Bank',
  branch: 'Portmore',
  account_number: '404123456',
  account_type: 'Current',
  currency: 'JMD',
};

const order = {
  order_number: 'SHG-7K4M-2Q9P',
  status: 'confirmed',
  status_history: [{ status: 'confirmed', at: '2026-11-23T10:00:00.000Z' }],
  user_id: null,
  session_id: 'guest_x',
  customer_info: {
    firstName: 'Shanice',
    lastName: 'Brown',
    email: 's@example.com',
    phone: '876',
    company: '',
  },
  shipping_address: null,
  billing_address: null,
  notes: '',
  fulfilment: {
    method: 'pickup',
    parish: null,
    speed: null,
    fee: 0,
    lead_time: 'Ready for pickup in Portmore; held for 7 days',
  },
  payment_method: 'bank_transfer',
  payment_status: 'awaiting_payment',
  payment_events: [],
  payment_due_at: '2026-11-26T10:00:00.000Z',
  payment_proof: null,
  purchase_order: null,
  buyer_trn: null,
  lines: [
    {
      product_id: 'p1',
      name: 'ThinkPad E14',
      sku: 'LEN-E14',
      image_url: null,
      price: 12_000,
      quantity: 2,
      line_total: 24_000,
    },
  ],
  subtotal: 24_000,
  gct: 3_600,
  shipping: 0,
  total: 27_600,
  link: { token: 'x8Rk2-Vq_n3LmP0aZ7yT4bWc', expires_at: '2027-02-21T10:00:00.000Z' },
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
} satisfies Order;

describe('the order received mail', () => {
  it('carries the lines, GCT, pickup, total in JMD and the bank details with the order number as reference', async () => {
    const mail = await renderOrderMail({
      mail: { id: 'order_received', kind: 'order_received', to: 'shopper' },
      order,
      siteUrl: 'https://shop.example.com/',
      bank,
    });

    expect(mail.subject).toBe('We received your order SHG-7K4M-2Q9P');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('ThinkPad E14');
      expect(part).toContain('$24,000');
      expect(part).toContain('GCT (15%)');
      expect(part).toContain('$3,600');
      expect(part).toContain('$27,600');
      expect(part).toContain('Pickup');
      expect(part).toContain('404123456');
      expect(part).toContain('Please use your order number SHG-7K4M-2Q9P as the payment reference.');
      // Not "confirmed" before the transfer arrives: the order page's own reading of the order.
      expect(part).toMatch(/Status(<!-- -->)?:(\s|<[^>]*>)*Awaiting payment/i);
    }
    // The links carry the order's link token, so they open on any device.
    expect(mail.html).toContain(
      'href="https://shop.example.com/order/SHG-7K4M-2Q9P?token=x8Rk2-Vq_n3LmP0aZ7yT4bWc"',
    );
    expect(mail.html).toContain(
      'href="https://shop.example.com/orders/SHG-7K4M-2Q9P/invoice?token=x8Rk2-Vq_n3LmP0aZ7yT4bWc"',
    );
  });

  it('gives staff no shopper token: the admin area and the staff invoice', async () => {
    const mail = await renderOrderMail({
      mail: { id: 'new_order', kind: 'new_order', to: 'staff' },
      order,
      siteUrl: 'https://shop.example.com',
      bank,
    });

    expect(mail.html).not.toContain(order.link.token);
    expect(mail.html).toContain('href="https://shop.example.com/admin/dashboard"');
    expect(mail.html).toContain('href="https://shop.example.com/orders/SHG-7K4M-2Q9P/invoice?staff=1"');
  });

  it('links an order placed before links had a token to its page without one', () => {
    const { link: _link, ...older } = order;
    expect(getOrderMailLinks('https://shop.example.com', older, 'shopper').order).toBe(
      'https://shop.example.com/order/SHG-7K4M-2Q9P',
    );
  });

  it("strikes through the list price beside a business buyer's lower price; a consumer's line shows none", async () => {
    const render = (line: Order['lines'][number]) =>
      renderOrderMail({
        mail: { id: 'order_received', kind: 'order_received', to: 'shopper' },
        order: { ...order, lines: [line] },
        siteUrl: 'https://shop.example.com',
        bank,
      });
    const buyer = await render({ ...order.lines[0]!, price: 10_500, line_total: 21_000, list_price: 12_000 });

    expect(buyer.html).toMatch(/List price(<!-- -->)? <\/span><del class="list-price">\$12,000<\/del>/);
    expect(buyer.text).toContain('Qty 2 × $10,500 (list $12,000)');
    expect(buyer.text).not.toContain('List price');

    const consumer = await render(order.lines[0]!);
    for (const part of [consumer.html, consumer.text]) {
      expect(part).toContain('$12,000');
      expect(part).not.toMatch(/<del|List price|\(list/);
    }
  });

  it('shows each SKU by the display rule of every screen, without the internal marker', async () => {
    const mail = await renderOrderMail({
      mail: { id: 'order_received', kind: 'order_received', to: 'shopper' },
      order: { ...order, lines: [{ ...order.lines[0]!, sku: 'INT-HP250G9-8GB' }] },
      siteUrl: 'https://shop.example.com',
      bank,
    });

    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(formatSkuForDisplay('INT-HP250G9-8GB'));
      expect(part).not.toContain('INT-HP250G9-8GB');
    }
  });

  it('names the payee on the bank details: the legal name trading as the shop', async () => {
    const mail = await renderOrderMail({
      mail: { id: 'order_received', kind: 'order_received', to: 'shopper' },
      order,
      siteUrl: 'https://shop.example.com',
      bank,
    });

    expect(mail.text).toContain(getPayeeName());
  });

  it('says "Pay at pickup" for cash in store and shows no bank account', async () => {
    const mail = await renderOrderMail({
      mail: { id: 'order_received', kind: 'order_received', to: 'shopper' },
      order: { ...order, payment_method: 'cash_in_store', payment_due_at: null },
      siteUrl: 'https://shop.example.com',
      bank,
    });

    expect(mail.text).toContain('Pay at pickup');
    expect(mail.text).not.toContain('404123456');
  });

  it('tells a pickup shopper the order is ready at the store, never that it is on its way', async () => {
    const mail = await renderOrderMail({
      mail: { id: 'status_ready_for_pickup', kind: 'status_ready_for_pickup', to: 'shopper' },
      order: { ...order, status: 'ready_for_pickup' },
      siteUrl: 'https://shop.example.com',
      bank,
    });

    expect(mail.subject).toBe('Order SHG-7K4M-2Q9P is ready for pickup');
    expect(mail.text).toContain(
      'Order SHG-7K4M-2Q9P is ready for pickup at our store in Portmore, St Catherine.',
    );
    expect(mail.text).not.toContain('on its way');
  });

  it('tells staff a proof arrived, with the customer and a link to the admin area', async () => {
    const mail = await renderOrderMail({
      mail: { id: 'proof_received#0', kind: 'proof_received', to: 'staff' },
      order,
      siteUrl: 'https://shop.example.com',
      bank,
    });

    expect(mail.subject).toBe('Proof of payment received for order SHG-7K4M-2Q9P');
    expect(mail.text).toContain('The customer uploaded a proof of payment for order SHG-7K4M-2Q9P.');
    expect(mail.text).toContain('s@example.com');
    expect(mail.html).toContain('href="https://shop.example.com/admin/dashboard"');
  });

  it('links staff to the admin area', () => {
    expect(getOrderMailLinks('http://localhost:3000', order, 'staff').admin).toBe(
      'http://localhost:3000/admin/dashboard',
    );
  });
});
