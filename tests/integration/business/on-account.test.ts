/**
 * Buying on account: approved companies with terms put orders on account within their credit limit,
 * held by a conditional write on the company's balance in the order's own transaction; staff record
 * payments and the statement shows invoices, payments, balance and ageing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { CompanyView } from '../../../functions/core/business/company-view.js';
import { accountPaymentMessages } from '../../../functions/core/business/business-strings.js';
import { orderTermsMessages } from '../../../functions/core/business/order-terms-messages.js';
import type { PaymentEntry, Statement } from '../../../functions/core/business/statement.js';
import type { ShopperOrderView } from '../../../functions/core/orders/order-progress.js';
import { buildDocumentKey } from '../../../functions/core/orders/payment-documents.js';
import { paymentMessages } from '../../../functions/core/orders/payment-messages.js';
import { cardAttemptMessages } from '../../../functions/core/payments/card-attempts.js';
import { toShopDay } from '../../../functions/core/shop-time.js';
import {
  addBuyer,
  checkOutForPickup,
  createApprovedCompany,
  createStaff,
  placeOnAccount as placeCustomerOnAccount,
  type Customer,
} from '../../helpers/business.js';
import {
  createShopClient,
  createTestProducts,
  newGuestId,
  pickupCheckoutBody,
  readProduct,
  type ErrorBody,
  type ShopClient,
} from '../../helpers/cart-api.js';

const shop = inject('shop');
const staff = await createStaff(shop);

/** The buyer's cart holds one product of `price`, checked out for pickup (no shipping): total = price + 15 % GCT. */
const readyToOrder = async (buyer: Customer, price: number) =>
  (await checkOutForPickup(shop, buyer, price)).sessionId;

const placeOnAccount = (customer: Customer, price: number) => placeCustomerOnAccount(shop, customer, price);

type Answer = { account: CompanyView } & ErrorBody;
const accountOf = async (client: ShopClient) =>
  (await client.call<Answer>('GET', '/api/me/business')).body.account;

describe('paying on account', () => {
  it("puts a buyer's order on the company's account, due after its terms, and raises the balance", async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 50_000,
    });
    const buyer = await addBuyer(shop, admin.client, companyId);
    const sessionId = await readyToOrder(buyer, 10_000);

    const placed = await buyer.client.placeOrder(sessionId, randomUUID(), 'on_account');

    expect(placed.status).toBe(201);
    const order = placed.body.order;
    // Due 30 days on, on Kingston's calendar (from 7 pm there UTC's date is already tomorrow's).
    const due = toShopDay(new Date(Date.parse(order.created_at) + 30 * 86_400_000).toISOString());
    expect(order).toMatchObject({
      total: 11_500,
      payment_method: 'on_account',
      payment_status: 'awaiting_payment',
      account: { company_id: companyId, payment_terms_days: 30, due_on: due },
      payment_instructions: { heading: 'Pay on account (Net 30)' },
    });
    const account = (await accountOf(admin.client))!;
    expect(account.company).toMatchObject({ balance: 11_500, available_credit: 38_500 });
    expect(account.statement.open_invoices).toMatchObject([
      { order_number: order.order_number, amount: 11_500, outstanding: 11_500, due_on: due, days_overdue: 0 },
    ]);
    expect(account.statement.ageing.current).toBe(11_500);
  });

  it('tells a buyer removed from the company while at checkout that they no longer buy for it, not that it has no terms', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 50_000,
    });
    const buyer = await addBuyer(shop, admin.client, companyId);
    // Checked out while still a buyer: checkout offered them "Pay on account (Net 30)".
    const { sessionId } = await checkOutForPickup(shop, buyer, 10_000);
    const removed = await admin.client.call(
      'DELETE',
      `/api/me/business/${companyId}/members/${buyer.user.userId}`,
    );
    expect(removed.status).toBe(204);

    const placed = await buyer.client.placeOrder(sessionId, randomUUID(), 'on_account');

    expect(placed.status).toBe(403);
    expect(placed.body.message).toBe(orderTermsMessages.notACompanyBuyer);
    expect(placed.body.message).not.toBe(orderTermsMessages.noAccountTerms);
    // Nothing was put on the company's account.
    expect((await accountOf(admin.client))!.company).toMatchObject({ balance: 0, available_credit: 50_000 });
  });

  it('gives the company its credit back and withdraws the invoice when staff cancel an order on account', async () => {
    const { admin } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 15,
      credit_limit: 20_000,
    });
    const placed = await placeOnAccount(admin, 10_000);
    expect(placed.status).toBe(201);
    expect((await accountOf(admin.client))!.company).toMatchObject({
      balance: 11_500,
      available_credit: 8_500,
    });

    const orderNumber = placed.body.order.order_number;
    const cancelled = await staff.call('POST', `/api/admin/orders/${encodeURIComponent(orderNumber)}/cancel`);

    expect(cancelled.status).toBe(200);
    const account = (await accountOf(admin.client))!;
    expect(account.company).toMatchObject({ balance: 0, available_credit: 20_000 });
    expect(account.statement.open_invoices).toEqual([]);
  });

  it("refuses staff's Mark Paid on an order on account: its money comes in as the company's recorded payment", async () => {
    const { admin } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 20_000,
    });
    const placed = await placeOnAccount(admin, 10_000);
    expect(placed.status).toBe(201);
    const orderNumber = placed.body.order.order_number;

    const marked = await staff.call<ErrorBody>(
      'POST',
      `/api/admin/orders/${encodeURIComponent(orderNumber)}/payment/paid`,
    );

    expect(marked.status).toBe(409);
    expect(marked.body.message).toBe(paymentMessages.onAccountPaidByStatement);
    const account = (await accountOf(admin.client))!;
    expect(account.company).toMatchObject({ balance: 11_500, available_credit: 8_500 });
    expect(account.statement.open_invoices).toMatchObject([
      { order_number: orderNumber, outstanding: 11_500 },
    ]);
  });

  it('takes no proof of payment and no card payment on an order on account, and offers neither', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 20_000,
    });
    const buyer = await addBuyer(shop, admin.client, companyId);
    const placed = await placeOnAccount(buyer, 10_000);
    expect(placed.status).toBe(201);
    const orderNumber = placed.body.order.order_number;
    const orderPath = `/api/me/orders/${orderNumber}`;

    const shown = await buyer.client.call<{ order: ShopperOrderView }>('GET', orderPath);
    expect(shown.body.order.progress.upload).toBeNull();
    expect(shown.body.order.card).toBeNull();

    const ticket = await buyer.client.call<ErrorBody>('POST', `${orderPath}/documents/uploads`, {
      kind: 'payment_proof',
      content_type: 'application/pdf',
      file_name: 'transfer.pdf',
      size: 1_000,
    });
    expect(ticket.status).toBe(409);
    expect(ticket.body.message).toBe(paymentMessages.onAccountNoProof);
    const confirmed = await buyer.client.call<ErrorBody>('POST', `${orderPath}/documents`, {
      kind: 'payment_proof',
      key: buildDocumentKey('payment_proof', orderNumber, randomUUID(), 'application/pdf'),
      file_name: 'transfer.pdf',
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe(paymentMessages.onAccountNoProof);

    const rejected = await staff.call<ErrorBody>(
      'POST',
      `/api/admin/orders/${encodeURIComponent(orderNumber)}/payment/reject`,
      { reason: 'Unreadable' },
    );
    expect(rejected.status).toBe(409);
    expect(rejected.body.message).toBe(paymentMessages.onAccountNoProof);

    const card = await buyer.client.call<ErrorBody>('POST', `${orderPath}/card-payment`, {});
    expect(card.status).toBe(400);
    expect(card.body.message).toBe(cardAttemptMessages.notCardOrder);

    const after = (await buyer.client.call<{ order: ShopperOrderView }>('GET', orderPath)).body.order;
    expect(after).toMatchObject({
      payment_status: 'awaiting_payment',
      payment_proof: null,
      payment_events: [],
    });
  });

  it('refuses an order above the available credit, writing nothing', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 7,
      credit_limit: 10_000,
    });
    const sessionId = await readyToOrder(admin, 10_000);

    const placed = await admin.client.placeOrder(sessionId, randomUUID(), 'on_account');

    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(
      'This order would take your company over its credit limit. Please choose another payment method.',
    );
    expect((await accountOf(admin.client))!.company).toMatchObject({
      id: companyId,
      balance: 0,
      available_credit: 10_000,
    });
    expect((await admin.client.getCart()).body.cart.lines).toHaveLength(1);
  });

  it('is refused to a company without terms, to a customer of no company and to guests', async () => {
    const { admin } = await createApprovedCompany(shop, staff, { payment_terms_days: null, credit_limit: 0 });
    const noTerms = await placeOnAccount(admin, 1_000);
    expect(noTerms.status).toBe(403);
    expect(noTerms.body.message).toContain('no account terms');

    const guest = createShopClient(shop, { guestId: newGuestId() });
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 1_000 }]);
    await guest.add(product!.id, 1);
    const saved = await guest.saveCheckout(pickupCheckoutBody());
    const byGuest = await guest.placeOrder(saved.body.checkout_session.id, randomUUID(), 'on_account');
    expect(byGuest.status).toBe(403);
  });

  it("records staff's payments: the balance drops, the statement lists them, settling the oldest invoice first", async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 15,
      credit_limit: 100_000,
    });
    const first = await placeOnAccount(admin, 10_000);
    const second = await placeOnAccount(admin, 20_000);
    expect([first.status, second.status]).toEqual([201, 201]);

    const paid = await staff.call('POST', `/api/admin/companies/${companyId}/payments`, {
      id: randomUUID(),
      amount: 15_000,
      method: 'cheque',
      reference: 'CHQ 004512',
    });

    expect(paid.status).toBe(201);
    const statement = (
      await admin.client.call<{ statement: Statement }>('GET', `/api/me/business/${companyId}/statement`)
    ).body.statement;
    expect(statement.balance).toBe(34_500 - 15_000);
    expect(statement.payments).toMatchObject([{ amount: 15_000, method: 'cheque', reference: 'CHQ 004512' }]);
    expect(statement.open_invoices.map((invoice) => [invoice.order_number, invoice.outstanding])).toEqual([
      [second.body.order.order_number, 19_500],
    ]);
    expect((await accountOf(admin.client))!.company.available_credit).toBe(100_000 - 19_500);

    const tooMuch = await staff.call<ErrorBody>('POST', `/api/admin/companies/${companyId}/payments`, {
      id: randomUUID(),
      amount: 50_000,
      method: 'bank_transfer',
      reference: 'FT 1',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('amount');
    const badMethod = await staff.call<ErrorBody>('POST', `/api/admin/companies/${companyId}/payments`, {
      id: randomUUID(),
      amount: 1,
      method: 'cash',
      reference: 'x',
    });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.message).toContain('method');
  });
});

describe('recording a payment received: once per payment id', () => {
  it('records a payment sent twice, or twice at once, once; its id with other details is a 409', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 100_000,
    });
    const placed = await placeOnAccount(admin, 20_000);
    expect(placed.status).toBe(201); // 23,000 owed
    const path = `/api/admin/companies/${companyId}/payments`;
    type Recorded = { payment: PaymentEntry } & ErrorBody;
    const transfer = { id: randomUUID(), amount: 5_000, method: 'bank_transfer', reference: 'FT 7781' };

    // A retried request: the second answers the payment already recorded.
    const first = await staff.call<Recorded>('POST', path, transfer);
    const retried = await staff.call<Recorded>('POST', path, transfer);
    expect([first.status, retried.status]).toEqual([201, 200]);
    expect(first.body.payment).toMatchObject({ ...transfer });
    expect(retried.body.payment).toEqual(first.body.payment);

    // A double click: the same request twice at once.
    const cheque = { id: randomUUID(), amount: 3_000, method: 'cheque', reference: 'CHQ 1204' };
    const both = await Promise.all([
      staff.call<Recorded>('POST', path, cheque),
      staff.call<Recorded>('POST', path, cheque),
    ]);
    expect(both.map((answer) => answer.status).toSorted()).toEqual([200, 201]);
    expect(both[0].body.payment).toEqual(both[1].body.payment);

    // The same id with another amount (or reference) is not the same payment: refused, nothing changes.
    for (const changed of [
      { ...transfer, amount: 6_000 },
      { ...transfer, reference: 'FT 7799' },
    ]) {
      const refused = await staff.call<Recorded>('POST', path, changed);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(accountPaymentMessages.idTaken);
    }

    const account = (await accountOf(admin.client))!;
    expect(account.company).toMatchObject({ balance: 23_000 - 8_000, available_credit: 100_000 - 15_000 });
    expect(account.statement.balance).toBe(15_000);
    expect(account.statement.payments.map((payment) => payment.id)).toEqual([transfer.id, cheque.id]);

    // A payment without its id is named.
    const { id: _id, ...withoutId } = transfer;
    const missing = await staff.call<Recorded>('POST', path, withoutId);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('id');
  });
});

describe('the credit limit under concurrency', () => {
  it('accepts exactly the 10 of 50 concurrent orders from 5 buyers that fit the limit', async () => {
    const price = 1_000; // pickup: 1,150 with GCT
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 11_500,
    });
    const buyers = await Promise.all(
      Array.from({ length: 5 }, () => addBuyer(shop, admin.client, companyId)),
    );
    // Each buyer's checkout session (pickup), then an empty cart: the orders below bring their own lines.
    for (const buyer of buyers) {
      await readyToOrder(buyer, price);
      await buyer.client.call('DELETE', '/api/me/cart');
    }
    const products = await createTestProducts(
      shop,
      Array.from({ length: 50 }, () => ({ stock: 5, price })),
    );
    Object.assign(process.env, shop.functionEnv);
    const { buildOrder, generateOrderNumber } = await import('../../../functions/core/orders/order.js');
    const { writePlacedOrder } = await import('../../../functions/data/orders.js');
    const { getCheckoutSession } = await import('../../../functions/data/checkout-sessions.js');
    const { getBuyerCompany } = await import('../../../functions/data/companies.js');
    const { randomInt } = await import('node:crypto');

    // The very transaction place-order runs, 50 at once, each order built by core from its buyer's
    // session and company as the workflow does.
    const outcomes = await Promise.all(
      products.map(async (product, index) => {
        const owner = { kind: 'user' as const, userId: buyers[index % 5]!.user.userId };
        const [session, company] = await Promise.all([
          getCheckoutSession(owner),
          getBuyerCompany(owner.userId),
        ]);
        const now = new Date().toISOString();
        const order = buildOrder({
          orderNumber: generateOrderNumber(randomInt),
          owner,
          cartLines: [{ product_id: product.id, quantity: 1, price, added_at: now }],
          products: new Map([[product.id, product]]),
          session: session!,
          payment: { payment_method: 'on_account', purchase_order: null, buyer_trn: null },
          settings: { paymentLapseDays: 3, pickupHoldDays: 7 },
          linkToken: randomUUID().replaceAll('-', ''),
          company,
          now,
        });
        const outcome = await writePlacedOrder({
          order,
          owner,
          idempotencyKey: randomUUID(),
          fingerprint: 'race',
          cartVersion: 0,
        });
        return { outcome: outcome.kind, total: order.total, product: product.id };
      }),
    );

    const accepted = outcomes.filter((o) => o.outcome === 'placed');
    expect(accepted).toHaveLength(10);
    expect(outcomes.filter((o) => o.outcome === 'over-credit-limit')).toHaveLength(40);
    const account = (await accountOf(admin.client))!;
    const sum = accepted.reduce((total, o) => total + o.total, 0);
    expect(sum).toBe(11_500);
    expect(account.company).toMatchObject({ balance: sum, available_credit: 0 });
    expect(account.statement.balance).toBe(sum);
    expect(account.statement.open_invoices).toHaveLength(10);
    // Only the accepted orders took stock.
    for (const o of outcomes)
      expect((await readProduct(shop, o.product))!.stock_quantity).toBe(o.outcome === 'placed' ? 4 : 5);
  });
});

describe('GCT-exempt companies', () => {
  it("zero-rates its buyers' orders while the exemption runs, naming the reason and reference on the invoice", async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 100_000,
    });
    const exempted = await staff.call('PUT', `/api/admin/companies/${companyId}/gct-exemption`, {
      reason: 'Government ministry (zero-rated)',
      reference: 'MOF-EX-2026-118',
      expires_on: '2099-12-31',
    });
    expect(exempted.status).toBe(200);
    const buyer = await addBuyer(shop, admin.client, companyId);
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 10_000 }]);
    await buyer.client.add(product!.id, 1);

    // The cart page's summary reads the buyer's GCT from the cart read, as the order charges it.
    const exemption = { reason: 'Government ministry (zero-rated)', reference: 'MOF-EX-2026-118' };
    expect((await buyer.client.getCart()).body.cart.gct).toEqual({ rate: 0, exemption });
    const saved = await buyer.client.saveCheckout(pickupCheckoutBody());
    expect(saved.body.summary).toEqual({ subtotal: 10_000, gct: 0, shipping: 0, total: 10_000 });
    const placed = await buyer.client.placeOrder(
      saved.body.checkout_session.id,
      randomUUID(),
      'bank_transfer',
      {
        expected_total: 10_000,
      },
    );

    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      gct: 0,
      total: 10_000,
      gct_exemption: { reason: 'Government ministry (zero-rated)', reference: 'MOF-EX-2026-118' },
    });
    const invoice = await buyer.client.call<{ invoice: Record<string, unknown> }>(
      'GET',
      `/api/me/orders/${placed.body.order.order_number}/invoice`,
    );
    expect(invoice.body.invoice).toMatchObject({
      gct_rate_percent: 0,
      gct: 0,
      gct_exemption: { reason: 'Government ministry (zero-rated)', reference: 'MOF-EX-2026-118' },
    });
  });

  it('charges 15 % again once the exemption has expired, and names bad input', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff);
    await staff.call('PUT', `/api/admin/companies/${companyId}/gct-exemption`, {
      reason: 'Statutory body',
      reference: 'EX-1',
      expires_on: '2020-01-31',
    });
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 10_000 }]);
    await admin.client.add(product!.id, 1);
    expect((await admin.client.getCart()).body.cart.gct).toEqual({ rate: 0.15, exemption: null });
    expect((await admin.client.saveCheckout(pickupCheckoutBody())).body.summary.gct).toBe(1_500);
    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.getCart()).body.cart.gct).toEqual({ rate: 0.15, exemption: null });

    const bad = await staff.call<ErrorBody>('PUT', `/api/admin/companies/${companyId}/gct-exemption`, {
      reason: 'Statutory body',
      reference: 'EX-1',
      expires_on: '31/01/2020',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('expires_on');
  });
});
