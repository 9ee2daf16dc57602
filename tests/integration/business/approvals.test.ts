/**
 * Spending limits with approvals: the company admin sets a buyer's per-order limit; the buyer's
 * order above it is placed "Awaiting approval" (stock and credit held) until the company admin
 * approves it (a confirmed order) or declines it (cancelled, stock and credit back). Only that
 * company's admin decides, once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { WaitingOrder } from '../../../functions/core/business/approvals.js';
import type { CompanyView } from '../../../functions/core/business/company-view.js';
import type { Statement } from '../../../functions/core/business/statement.js';
import { waitForEmail } from '../../helpers/accounts.js';
import {
  addBuyer,
  checkOutForPickup,
  createApprovedCompany,
  createStaff,
  memberIdOf,
  setSpendingLimit,
  type Customer,
} from '../../helpers/business.js';
import { readProduct, type ErrorBody, type ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
const staff = await createStaff(shop);

/** Two of one product of `price` in the buyer's cart, checked out for pickup: total = 2 x price + 15 % GCT. */
const readyToOrder = (buyer: Customer, price: number) => checkOutForPickup(shop, buyer, price, 2);

type Account = CompanyView & { awaiting_approval: WaitingOrder[] };
const accountOf = async (client: ShopClient) =>
  (await client.call<{ account: Account }>('GET', '/api/me/business')).body.account;

type Decided = { order: { order_number: string; status: string; status_label: string } } & ErrorBody;
const decide = (client: ShopClient, companyId: string, orderNumber: string, decision: string) =>
  client.call<Decided>('POST', `/api/me/business/${companyId}/approvals/${orderNumber}`, { decision });

/** An approved company (Net 30, limit 500,000) with one buyer whose per-order limit is 50,000. */
async function companyWithLimitedBuyer() {
  const { admin, companyId } = await createApprovedCompany(shop, staff);
  const buyer = await addBuyer(shop, admin.client, companyId);
  const buyerId = await memberIdOf(admin.client, buyer.user.email);
  await setSpendingLimit(admin.client, companyId, buyerId, 50_000);
  return { admin, companyId, buyer, buyerId };
}

describe("a buyer's spending limit", () => {
  it('is set and cleared by the company admin only, on the members list; bad input names the field', async () => {
    const { admin, companyId, buyer, buyerId } = await companyWithLimitedBuyer();
    expect((await accountOf(admin.client)).members.find((m) => m.user_id === buyerId)).toMatchObject({
      spending_limit: 50_000,
    });
    const path = `/api/me/business/${companyId}/members/${buyerId}/spending-limit`;

    const bad = await admin.client.call<ErrorBody>('PUT', path, { spending_limit: -5 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('spending_limit');
    // A fraction of a cent, or a number too small to be a cent (which the table cannot even store).
    for (const fraction of [0.333_333, 1e-320]) {
      const refused = await admin.client.call<ErrorBody>('PUT', path, { spending_limit: fraction });
      expect(refused.status, String(fraction)).toBe(400);
      expect(refused.body.message).toContain('spending_limit');
    }
    expect((await accountOf(admin.client)).members.find((m) => m.user_id === buyerId)).toMatchObject({
      spending_limit: 50_000,
    });

    const byBuyer = await buyer.client.call('PUT', path, { spending_limit: 1_000_000 });
    expect(byBuyer.status).toBe(403);
    const other = await createApprovedCompany(shop, staff);
    const byOtherAdmin = await other.admin.client.call('PUT', path, { spending_limit: 1_000_000 });
    expect(byOtherAdmin.status).toBe(404);
    const adminId = await memberIdOf(admin.client, (await accountOf(admin.client)).company.applicant_email);
    const onAdmin = await admin.client.call(
      'PUT',
      `/api/me/business/${companyId}/members/${adminId}/spending-limit`,
      { spending_limit: 10 },
    );
    expect(onAdmin.status).toBe(409);

    const cleared = await admin.client.call('PUT', path, { spending_limit: null });
    expect(cleared.status).toBe(200);
    expect(
      (await accountOf(admin.client)).members.find((m) => m.user_id === buyerId)!.spending_limit,
    ).toBeNull();
  });

  it('lets an order within the limit through as a confirmed order', async () => {
    const { buyer } = await companyWithLimitedBuyer();
    const { sessionId } = await readyToOrder(buyer, 20_000); // 2 x 20,000 + GCT = 46,000
    const placed = await buyer.client.placeOrder(sessionId, randomUUID(), 'on_account');
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ total: 46_000, status: 'confirmed' });
  });
});

describe('an order above the limit', () => {
  it('waits for the company admin, holding stock and credit; approving makes it a confirmed order, once', async () => {
    const { admin, companyId, buyer } = await companyWithLimitedBuyer();
    const { sessionId, productId } = await readyToOrder(buyer, 30_000); // 69,000 > 50,000
    const placed = await buyer.client.placeOrder(sessionId, randomUUID(), 'on_account');
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order).toMatchObject({
      total: 69_000,
      status: 'awaiting_approval',
      status_label: 'Awaiting approval',
    });
    expect((await readProduct(shop, productId))!.stock_quantity).toBe(18);

    const waiting = await accountOf(admin.client);
    expect(waiting.company).toMatchObject({ balance: 69_000, available_credit: 431_000 });
    expect(waiting.awaiting_approval).toMatchObject([
      {
        order_number: order.order_number,
        buyer_email: buyer.user.email,
        total: 69_000,
        spending_limit: 50_000,
      },
    ]);
    expect((await accountOf(buyer.client)).awaiting_approval).toEqual([]);

    // Staff cannot move it on while it waits.
    const advanced = await staff.call('POST', `/api/admin/orders/${order.order_number}/advance`, {});
    expect(advanced.status).toBe(409);

    const byBuyer = await decide(buyer.client, companyId, order.order_number, 'approve');
    expect(byBuyer.status).toBe(403);
    const other = await createApprovedCompany(shop, staff);
    expect((await decide(other.admin.client, companyId, order.order_number, 'approve')).status).toBe(404);
    expect((await decide(other.admin.client, other.companyId, order.order_number, 'approve')).status).toBe(
      404,
    );
    expect((await decide(admin.client, companyId, order.order_number, 'perhaps')).status).toBe(400);

    // The company admin is mailed, with a link to their business account (where they decide signed in).
    const request = await waitForEmail(shop.url, admin.user.email, (mail) =>
      mail.subject.includes(`Order ${order.order_number} awaits your approval`),
    );
    expect(request.body).toContain('/account/business#approvals');

    const approved = await decide(admin.client, companyId, order.order_number, 'approve');
    expect(approved.status).toBe(200);
    await waitForEmail(shop.url, order.customer_info.email, (mail) =>
      mail.subject.includes(`Order ${order.order_number} is approved`),
    );
    expect(approved.body.order).toMatchObject({ status: 'confirmed', status_label: 'Confirmed' });
    const again = await decide(admin.client, companyId, order.order_number, 'decline');
    expect(again.status).toBe(409);

    const after = await accountOf(admin.client);
    expect(after.awaiting_approval).toEqual([]);
    expect(after.company).toMatchObject({ balance: 69_000 });
    expect((await readProduct(shop, productId))!.stock_quantity).toBe(18);
  });

  it('is cancelled when declined: its stock and the company credit come back and its invoice is withdrawn', async () => {
    const { admin, companyId, buyer } = await companyWithLimitedBuyer();
    const { sessionId, productId } = await readyToOrder(buyer, 30_000);
    const order = (await buyer.client.placeOrder(sessionId, randomUUID(), 'on_account')).body.order;
    expect(order.status).toBe('awaiting_approval');

    const declined = await decide(admin.client, companyId, order.order_number, 'decline');

    expect(declined.status).toBe(200);
    expect(declined.body.order.status).toBe('cancelled');
    await waitForEmail(shop.url, order.customer_info.email, (mail) =>
      mail.subject.includes(`Order ${order.order_number} was declined`),
    );
    expect((await readProduct(shop, productId))!.stock_quantity).toBe(20);
    const account = await accountOf(admin.client);
    expect(account.company).toMatchObject({ balance: 0, available_credit: 500_000 });
    const statement = (
      await admin.client.call<{ statement: Statement }>('GET', `/api/me/business/${companyId}/statement`)
    ).body.statement;
    expect(statement.open_invoices).toEqual([]);
  });

  it('is decided once when approve and decline arrive together', async () => {
    const { admin, companyId, buyer } = await companyWithLimitedBuyer();
    const { sessionId, productId } = await readyToOrder(buyer, 30_000);
    const order = (await buyer.client.placeOrder(sessionId, randomUUID(), 'on_account')).body.order;

    const answers = await Promise.all([
      decide(admin.client, companyId, order.order_number, 'approve'),
      decide(admin.client, companyId, order.order_number, 'decline'),
    ]);

    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.order.status;
    const balance = (await accountOf(admin.client)).company.balance;
    const stock = (await readProduct(shop, productId))!.stock_quantity;
    expect({ balance, stock }).toEqual(
      winner === 'confirmed' ? { balance: 69_000, stock: 18 } : { balance: 0, stock: 20 },
    );
  });
});
