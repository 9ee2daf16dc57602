/**
 * The daily account job against the real embedded services: reminders before the due date and once
 * overdue (each once, however often the job runs, mailed through the local SES by the stream), the
 * hold of an account with an invoice more than 30 days overdue (the company admin is told why and
 * what to pay; "Pay on account" is refused with a 409 naming it), and the payment that lifts it.
 * The job runs in this process as of a later day, over this test's companies only.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_JOB } from '../../../functions/core/business/account-holds.js';
import type { CompanyView } from '../../../functions/core/business/company-view.js';
import { formatPrice } from '../../../functions/core/format-price.js';
import { runAccountJob } from '../../../functions/services/business/run-account-job.js';
import type { MailboxMessage } from '../../../infra/local/mailbox.js';
import { waitForEmail } from '../../helpers/accounts.js';
import { createApprovedCompany, createStaff, placeOnAccount, type Customer } from '../../helpers/business.js';
import { type ErrorBody, type ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
let staff: ShopClient;
const DAY = 86_400_000;

beforeAll(async () => {
  // The job runs here, on the shop's table.
  Object.assign(process.env, shop.functionEnv);
  staff = await createStaff(shop);
});

const orderOnAccount = (customer: Customer, price: number) => placeOnAccount(shop, customer, price);

async function mailsTo(email: string, accept: (message: MailboxMessage) => boolean) {
  const response = await fetch(`${shop.url}/__dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages.filter(accept);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

type Answer = { account: CompanyView } & ErrorBody;

describe('daily account job', () => {
  it('sends the reminder before the due date and the overdue one once each, however often it runs', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 7,
      credit_limit: 100_000,
    });
    const placed = await orderOnAccount(admin, 10_000);
    expect(placed.status).toBe(201);
    const { order_number: number, account } = placed.body.order;
    const dueOn = account!.due_on;
    const dueDay = Date.parse(`${dueOn}T17:00:00.000Z`); // noon in Kingston on the due day

    // Too early: more than the reminder's days before the due date.
    const early = new Date(dueDay - (ACCOUNT_JOB.reminderDaysBeforeDue + 1) * DAY);
    expect((await runAccountJob({ now: early, companyIds: [companyId] })).reminders).toEqual([]);

    const soon = new Date(dueDay - ACCOUNT_JOB.reminderDaysBeforeDue * DAY);
    expect((await runAccountJob({ now: soon, companyIds: [companyId] })).reminders).toEqual([
      `${companyId}/${number}#due_soon`,
    ]);
    // The same day again, and the next day: nothing more.
    expect((await runAccountJob({ now: soon, companyIds: [companyId] })).reminders).toEqual([]);
    expect(
      (await runAccountJob({ now: new Date(soon.getTime() + DAY), companyIds: [companyId] })).reminders,
    ).toEqual([]);
    const dueSoon = await waitForEmail(shop.url, admin.user.email, (m) =>
      m.subject.startsWith(`Invoice ${number} is due on ${dueOn}`),
    );
    expect(dueSoon.text).toContain(`(${formatPrice(placed.body.order.total)} outstanding)`);

    const late = new Date(dueDay + DAY);
    expect((await runAccountJob({ now: late, companyIds: [companyId] })).reminders).toEqual([
      `${companyId}/${number}#overdue`,
    ]);
    expect(
      (await runAccountJob({ now: new Date(late.getTime() + DAY), companyIds: [companyId] })).reminders,
    ).toEqual([]);
    const overdue = await waitForEmail(
      shop.url,
      admin.user.email,
      (m) => m.subject === `Invoice ${number} is overdue`,
    );
    expect(overdue.text).toContain(`was due on ${dueOn}`);

    await settle();
    expect(await mailsTo(admin.user.email, (m) => m.subject.startsWith(`Invoice ${number}`))).toHaveLength(2);
  });

  it('puts an account over 30 days overdue on hold, refuses pay on account, and lifts it once paid', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 7,
      credit_limit: 100_000,
    });
    const placed = await orderOnAccount(admin, 10_000);
    expect(placed.status).toBe(201);
    const { order_number: number, account, total } = placed.body.order;
    const dueDay = Date.parse(`${account!.due_on}T17:00:00.000Z`);

    // Exactly 30 days overdue: no hold yet; 31: on hold, once.
    const day30 = new Date(dueDay + ACCOUNT_JOB.holdAfterDaysOverdue * DAY);
    expect((await runAccountJob({ now: day30, companyIds: [companyId] })).held).toEqual([]);
    const day31 = new Date(day30.getTime() + DAY);
    expect((await runAccountJob({ now: day31, companyIds: [companyId] })).held).toEqual([companyId]);
    expect((await runAccountJob({ now: day31, companyIds: [companyId] })).held).toEqual([]);

    const holdMail = await waitForEmail(
      shop.url,
      admin.user.email,
      (m) => m.subject === 'Your business account is on hold',
    );
    expect(holdMail.text).toContain(number);
    expect(holdMail.text).toContain('more than 30 days overdue');
    expect(holdMail.text).toContain(`To lift it, pay ${formatPrice(total)} (${number})`);

    const seen = await admin.client.call<Answer>('GET', '/api/me/business');
    expect(seen.body.account.company.hold).toMatchObject({ kind: 'automatic', amount_due: total });

    const refused = await orderOnAccount(admin, 1_000);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).message).toContain("Your company's account is on hold");
    expect((refused.body as unknown as ErrorBody).message).toContain(number);

    // A part payment leaves it on hold; paying the rest lifts it at once.
    const pay = (amount: number, reference: string) =>
      staff.call('POST', `/api/admin/companies/${companyId}/payments`, {
        id: randomUUID(),
        amount,
        method: 'cheque',
        reference,
      });
    expect((await pay(total - 100, 'CHQ-1')).status).toBe(201);
    expect((await orderOnAccount(admin, 1_000)).status).toBe(409);
    expect((await pay(100, 'CHQ-2')).status).toBe(201);

    const after = await admin.client.call<Answer>('GET', '/api/me/business');
    expect(after.body.account.company.hold ?? null).toBeNull();
    expect(after.body.account.company.hold_lifted).toMatchObject({
      by: null,
      reason: 'The overdue invoices were paid.',
    });
    expect((await orderOnAccount(admin, 1_000)).status).toBe(201);

    await settle();
    expect(
      await mailsTo(admin.user.email, (m) => m.subject === 'Your business account is on hold'),
    ).toHaveLength(1);
  });

  it("lets staff put an account on hold and lift it by hand, with a reason kept with who and when, and lists the company's orders", async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 30,
      credit_limit: 100_000,
    });
    const first = await orderOnAccount(admin, 2_000);
    expect(first.status).toBe(201);

    const hold = (body: unknown) =>
      staff.call<ErrorBody>('POST', `/api/admin/companies/${companyId}/hold`, body);
    const noReason = await hold({ action: 'hold', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('reason');
    expect((await hold({ action: 'freeze', reason: 'x' })).body.message).toContain('action');
    expect((await hold({ action: 'lift', reason: 'Nothing to lift' })).status).toBe(409);
    expect((await hold({ action: 'hold', reason: 'Cheque returned unpaid' })).status).toBe(200);
    expect((await hold({ action: 'hold', reason: 'Again' })).status).toBe(409);
    // A buyer cannot.
    expect(
      (
        await admin.client.call('POST', `/api/admin/companies/${companyId}/hold`, {
          action: 'lift',
          reason: 'x',
        })
      ).status,
    ).toBe(403);

    const refused = await orderOnAccount(admin, 1_000);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).message).toContain('Cheque returned unpaid');
    const holdMail = await waitForEmail(
      shop.url,
      admin.user.email,
      (m) => m.subject === 'Your business account is on hold',
    );
    expect(holdMail.text).toContain('Cheque returned unpaid');

    type StaffView = CompanyView & {
      orders: { order_number: string; buyer_email: string; total: number; status: string }[];
    };
    const held = (await staff.call<StaffView>('GET', `/api/admin/companies/${companyId}`)).body;
    expect(held.company.hold).toMatchObject({
      kind: 'manual',
      reason: 'Cheque returned unpaid',
      by: expect.any(String),
    });
    expect(held.orders).toEqual([
      expect.objectContaining({
        order_number: first.body.order.order_number,
        buyer_email: admin.user.email,
        total: first.body.order.total,
      }),
    ]);

    // A payment does not lift staff's hold; staff do, with a reason.
    expect(
      (
        await staff.call('POST', `/api/admin/companies/${companyId}/payments`, {
          id: randomUUID(),
          amount: first.body.order.total,
          method: 'cheque',
          reference: 'CHQ-9',
        })
      ).status,
    ).toBe(201);
    expect((await orderOnAccount(admin, 1_000)).status).toBe(409);
    expect((await hold({ action: 'lift', reason: 'Replacement cheque cleared' })).status).toBe(200);
    const lifted = (await staff.call<StaffView>('GET', `/api/admin/companies/${companyId}`)).body;
    expect(lifted.company.hold ?? null).toBeNull();
    expect(lifted.company.hold_lifted).toMatchObject({
      reason: 'Replacement cheque cleared',
      by: expect.any(String),
    });
    expect((await orderOnAccount(admin, 1_000)).status).toBe(201);
  });
});
