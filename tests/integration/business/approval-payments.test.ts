/**
 * Nothing is paid on a buyer's order above their spending limit until their company admin approves
 * it: while it awaits approval the server refuses a card payment's start, a proof of payment (its
 * upload ticket and its confirmation) and staff's "Mark Paid", each with a 409 saying why, and the
 * order offers no way to pay; once approved, each is accepted. An order on account has no due date
 * while it waits, and its invoice's terms count from the approval (on Kingston's calendar).
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { CompanyView } from '../../../functions/core/business/company-view.js';
import type { Statement } from '../../../functions/core/business/statement.js';
import type { ShopperOrderView } from '../../../functions/core/orders/order-progress.js';
import { buildDocumentKey } from '../../../functions/core/orders/payment-documents.js';
import { paymentMessages } from '../../../functions/core/orders/payment-messages.js';
import { toShopDay } from '../../../functions/core/shop-time.js';
import { decideOrderApproval } from '../../../functions/services/business/decide-order-approval.js';
import {
  createStaff,
  memberIdOf,
  placeOnAccount,
  placeOrderAwaitingApproval,
  type Customer,
} from '../../helpers/business.js';
import type { ErrorBody, ShopClient } from '../../helpers/cart-api.js';
import { uploadProof } from '../../helpers/payment-documents.js';

const shop = inject('shop');
let staff: ShopClient;

beforeAll(async () => {
  Object.assign(process.env, shop.functionEnv);
  staff = await createStaff(shop);
});

afterEach(() => {
  vi.useRealTimers();
});

const accountOf = async (client: ShopClient) =>
  (await client.call<{ account: CompanyView }>('GET', '/api/me/business')).body.account;

/** The buyer's order of one product at `price` (within their limit) placed on account. */
async function orderOnAccount(buyer: Customer, price: number) {
  const placed = await placeOnAccount(shop, buyer, price);
  expect(placed.status).toBe(201);
  return placed.body.order;
}

const orderAwaitingApproval = (method: 'bank_transfer' | 'card' | 'on_account') =>
  placeOrderAwaitingApproval(shop, staff, method);

const readStatement = async (admin: ShopClient, companyId: string) =>
  (await admin.call<{ statement: Statement }>('GET', `/api/me/business/${companyId}/statement`)).body
    .statement;

const openInvoices = (statement: Statement) =>
  statement.open_invoices.map((invoice) => [invoice.order_number, invoice.outstanding]);

const recordPayment = (companyId: string, amount: number) =>
  staff.call('POST', `/api/admin/companies/${companyId}/payments`, {
    id: randomUUID(),
    amount,
    method: 'bank_transfer',
    reference: 'FT 20417',
  });

const approve = (admin: ShopClient, companyId: string, orderNumber: string) =>
  admin.call('POST', `/api/me/business/${companyId}/approvals/${orderNumber}`, { decision: 'approve' });

const readOrder = async (buyer: Customer, orderNumber: string) =>
  (await buyer.client.call<{ order: ShopperOrderView }>('GET', `/api/me/orders/${orderNumber}`)).body.order;

const startCard = (buyer: Customer, orderNumber: string) =>
  buyer.client.call<ErrorBody>('POST', `/api/me/orders/${orderNumber}/card-payment`, {});

const askProofTicket = (buyer: Customer, orderNumber: string) =>
  buyer.client.call<ErrorBody>('POST', `/api/me/orders/${orderNumber}/documents/uploads`, {
    kind: 'payment_proof',
    content_type: 'application/pdf',
    file_name: 'transfer.pdf',
    size: 100,
  });

const markPaid = (orderNumber: string) =>
  staff.call<ErrorBody>('POST', `/api/admin/orders/${orderNumber}/payment/paid`, {});

const refusedForApproval = { status: 409, body: { message: paymentMessages.awaitingApproval } };

describe('an order awaiting its company admin approval', () => {
  it('takes no proof of payment and cannot be marked paid until approved, then takes both', async () => {
    const { admin, companyId, buyer, order } = await orderAwaitingApproval('bank_transfer');

    expect(await askProofTicket(buyer, order.order_number)).toMatchObject(refusedForApproval);
    const key = buildDocumentKey('payment_proof', order.order_number, randomUUID(), 'application/pdf');
    const confirmed = await buyer.client.call<ErrorBody>(
      'POST',
      `/api/me/orders/${order.order_number}/documents`,
      { kind: 'payment_proof', key, file_name: 'transfer.pdf' },
    );
    expect(confirmed).toMatchObject(refusedForApproval);
    expect(await markPaid(order.order_number)).toMatchObject(refusedForApproval);
    // The order page offers no way to pay: no bank details, no upload, only why.
    const waiting = await readOrder(buyer, order.order_number);
    expect(waiting).toMatchObject({ payment_status: 'awaiting_payment', payment_events: [] });
    expect(waiting.progress.upload).toBeNull();
    expect(waiting.payment_instructions.details).toEqual([]);
    expect(waiting.payment_instructions.notes).toEqual([paymentMessages.awaitingApproval]);

    expect((await approve(admin.client, companyId, order.order_number)).status).toBe(200);

    const approved = await readOrder(buyer, order.order_number);
    expect(approved.progress.upload).toBe('payment_proof');
    expect(approved.payment_instructions.details).toContainEqual({
      label: 'Payment reference',
      value: order.order_number,
    });
    const uploaded = await uploadProof(buyer.client, order.order_number);
    expect(uploaded.status).toBe(200);
    const paid = await markPaid(order.order_number);
    expect(paid.status).toBe(200);
    expect((await readOrder(buyer, order.order_number)).payment_status).toBe('paid');
  });

  it('starts no card payment until approved, then starts one', async () => {
    const { admin, companyId, buyer, order } = await orderAwaitingApproval('card');
    expect((await readOrder(buyer, order.order_number)).card).toMatchObject({ can_pay: false });

    expect(await startCard(buyer, order.order_number)).toMatchObject(refusedForApproval);
    expect((await readOrder(buyer, order.order_number)).card).toEqual({ can_pay: false, latest: null });

    expect((await approve(admin.client, companyId, order.order_number)).status).toBe(200);

    expect((await readOrder(buyer, order.order_number)).card).toMatchObject({ can_pay: true });
    expect((await startCard(buyer, order.order_number)).status).toBe(201);
  });
});

describe("a company's payment while an order on account awaits approval", () => {
  /**
   * An order of 69,000 awaiting approval, placed first, and then one of 23,000 within the buyer's
   * limit (due in 30 days); staff record 30,000 received.
   */
  async function paidAheadOfApproval() {
    const placed = await orderAwaitingApproval('on_account');
    const approved = await orderOnAccount(placed.buyer, 20_000);
    expect(approved).toMatchObject({ status: 'confirmed', total: 23_000 });
    expect((await recordPayment(placed.companyId, 30_000)).status).toBe(201);
    return { ...placed, approved };
  }

  it('settles the approved invoice only and keeps the rest as credit, which a decline leaves to the company', async () => {
    const { admin, companyId, order, approved } = await paidAheadOfApproval();

    const paid = await readStatement(admin.client, companyId);
    expect(openInvoices(paid)).toEqual([[order.order_number, 69_000]]);
    expect(paid).toMatchObject({ balance: 69_000 + 23_000 - 30_000, credit: 7_000 });
    expect(paid.open_invoices.map((invoice) => invoice.order_number)).not.toContain(approved.order_number);

    // Declining withdraws an invoice nothing was paid against: the company keeps its 7,000.
    const declined = await admin.client.call(
      'POST',
      `/api/me/business/${companyId}/approvals/${order.order_number}`,
      {
        decision: 'decline',
      },
    );
    expect(declined.status).toBe(200);
    const after = await readStatement(admin.client, companyId);
    expect(after).toMatchObject({ balance: -7_000, credit: 7_000, open_invoices: [] });
    expect((await accountOf(admin.client)).company).toMatchObject({ balance: -7_000 });
  });

  it('puts the credit against the order once approved', async () => {
    const { admin, companyId, order } = await paidAheadOfApproval();

    expect((await approve(admin.client, companyId, order.order_number)).status).toBe(200);

    const after = await readStatement(admin.client, companyId);
    expect(openInvoices(after)).toEqual([[order.order_number, 69_000 - 7_000]]);
    expect(after).toMatchObject({ balance: 62_000, credit: 0 });
  });
});

describe('the invoice of an order on account awaiting approval', () => {
  it('has no due date while it waits; its terms count from the approval, days after placing', async () => {
    const { admin, companyId, buyer, order } = await orderAwaitingApproval('on_account');
    const statementOf = async () =>
      (await admin.client.call<{ statement: Statement }>('GET', `/api/me/business/${companyId}/statement`))
        .body.statement;
    expect(order.account).toMatchObject({ payment_terms_days: 30, due_on: null });
    expect(order.payment_instructions.details.map((detail) => detail.label)).not.toContain('Due date');
    expect((await statementOf()).open_invoices).toMatchObject([
      { order_number: order.order_number, outstanding: 69_000, due_on: null, days_overdue: 0 },
    ]);

    // The company admin approves it five days after it was placed.
    const adminId = await memberIdOf(admin.client, admin.user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(order.created_at) + 5 * 86_400_000);
    const approved = await decideOrderApproval({
      userId: adminId,
      companyId,
      orderNumber: order.order_number,
      decision: 'approve',
      paymentLapseDays: 3,
    });
    vi.useRealTimers();

    const approvedAt = approved.status_history.find((entry) => entry.status === 'confirmed')!.at;
    const due = toShopDay(new Date(Date.parse(approvedAt) + 30 * 86_400_000).toISOString());
    expect(due).toBe(toShopDay(new Date(Date.parse(order.created_at) + 35 * 86_400_000).toISOString()));
    const read = await readOrder(buyer, order.order_number);
    expect(read.account).toMatchObject({ due_on: due });
    expect(read.payment_instructions.details).toContainEqual({ label: 'Due date', value: due });
    expect((await statementOf()).open_invoices).toMatchObject([
      { order_number: order.order_number, due_on: due, days_overdue: 0 },
    ]);
  });
});
