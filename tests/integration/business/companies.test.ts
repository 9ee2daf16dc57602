/**
 * Business accounts against the embedded stack: the application and its document checked by its
 * bytes, staff's decision and its e-mail, invitations, removal, and object-level access between the
 * members of two companies.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CompanyView } from '../../../functions/core/business/company-view.js';
import { waitForEmail } from '../../helpers/accounts.js';
import {
  addBuyer,
  applicationBody,
  applyForAccount,
  createApprovedCompany,
  createCustomer,
  createStaff,
  readInviteLink,
  uploadCompanyDocument,
  type Customer,
} from '../../helpers/business.js';
import type { ErrorBody, ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
const staff = await createStaff(shop);

type AccountAnswer = { account: CompanyView | null } & ErrorBody;

describe('opening a business account', () => {
  it('takes an application with its document, pending until staff decide', async () => {
    const { client } = await createCustomer(shop);
    const applied = await applyForAccount(client);

    expect(applied.status).toBe(201);
    expect(applied.body.company).toMatchObject({
      status: 'pending',
      trn: '123456789',
      name: 'Blue Mountain Traders Ltd',
    });
    const mine = await client.call<AccountAnswer>('GET', '/api/me/business');
    expect(mine.body.account).toMatchObject({ role: 'company_admin', company: { status: 'pending' } });
    expect((await applyForAccount(client)).status).toBe(409);
  });

  it('refuses a document that is not a PDF, JPEG or PNG by its bytes, and deletes it', async () => {
    const { client } = await createCustomer(shop);
    const key = await uploadCompanyDocument(client, Buffer.from('MZ this is a program'), 'application/pdf');
    const applied = await client.call<ErrorBody>('POST', '/api/me/business', applicationBody(key));
    expect(applied.status).toBe(400);
    expect(applied.body.message).toContain('file:');
    const again = await client.call<ErrorBody>('POST', '/api/me/business', applicationBody(key));
    expect(again.body.message).toContain('document:');
  });

  it("refuses another applicant's document", async () => {
    const owner = await createCustomer(shop);
    const key = await uploadCompanyDocument(owner.client);
    const other = await createCustomer(shop);
    const applied = await other.client.call<ErrorBody>('POST', '/api/me/business', applicationBody(key));
    expect(applied.status).toBe(400);
    expect(applied.body.message).toContain('document:');
  });

  it('names the field of bad input with a 400', async () => {
    const { client } = await createCustomer(shop);
    const key = await uploadCompanyDocument(client);
    const badTrn = await client.call<ErrorBody>(
      'POST',
      '/api/me/business',
      applicationBody(key, { trn: '12345' }),
    );
    expect(badTrn.status).toBe(400);
    expect(badTrn.body.message).toContain('trn');
    const badSpend = await client.call<ErrorBody>(
      'POST',
      '/api/me/business',
      applicationBody(key, { expected_monthly_spend: -5 }),
    );
    expect(badSpend.status).toBe(400);
    expect(badSpend.body.message).toContain('expected_monthly_spend');
  });
});

describe("staff's decision", () => {
  it('approves with terms and a limit, and mails the applicant', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff, {
      payment_terms_days: 15,
      credit_limit: 200_000,
    });

    const mine = await admin.client.call<AccountAnswer>('GET', '/api/me/business');
    expect(mine.body.account!.company).toMatchObject({
      id: companyId,
      status: 'approved',
      payment_terms_days: 15,
      credit_limit: 200_000,
      balance: 0,
      available_credit: 200_000,
      on_account_label: 'Pay on account (Net 15)',
    });
    const mail = await waitForEmail(
      shop.url,
      admin.user.email,
      (m) => m.subject === 'Your business account is approved',
    );
    expect(mail.text).toContain('Pay on account (Net 15)');
    const twice = await staff.call<ErrorBody>('POST', `/api/admin/companies/${companyId}/decision`, {
      decision: 'decline',
      reason: 'Too late',
    });
    expect(twice.status).toBe(409);
  });

  it('declines with a reason the applicant reads in the e-mail, and lets them apply again', async () => {
    const applicant = await createCustomer(shop);
    const applied = await applyForAccount(applicant.client);
    const declined = await staff.call('POST', `/api/admin/companies/${applied.body.company.id}/decision`, {
      decision: 'decline',
      reason: 'The certificate is not legible.',
    });
    expect(declined.status).toBe(200);
    const mail = await waitForEmail(
      shop.url,
      applicant.user.email,
      (m) => m.subject === 'Your business account application',
    );
    expect(mail.text).toContain('Reason: The certificate is not legible.');
    expect((await applyForAccount(applicant.client)).status).toBe(201);
  });

  it('answers bad decisions with a 400 naming the field', async () => {
    const applicant = await createCustomer(shop);
    const applied = await applyForAccount(applicant.client);
    const id = applied.body.company.id;
    const badTerms = await staff.call<ErrorBody>('POST', `/api/admin/companies/${id}/decision`, {
      decision: 'approve',
      payment_terms_days: 45,
      credit_limit: 1000,
    });
    expect(badTerms.status).toBe(400);
    expect(badTerms.body.message).toContain('payment_terms_days');
    const noReason = await staff.call<ErrorBody>('POST', `/api/admin/companies/${id}/decision`, {
      decision: 'decline',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('reason');
  });

  it('is for staff only', async () => {
    const applicant = await createCustomer(shop);
    const applied = await applyForAccount(applicant.client);
    const self = await applicant.client.call(
      'POST',
      `/api/admin/companies/${applied.body.company.id}/decision`,
      {
        decision: 'approve',
        payment_terms_days: 30,
        credit_limit: 1_000_000,
      },
    );
    expect(self.status).toBe(403);
  });
});

describe('members', () => {
  let companyA: { admin: Customer; companyId: string };
  let companyB: { admin: Customer; companyId: string };
  let buyerA: Customer;

  beforeAll(async () => {
    companyA = await createApprovedCompany(shop, staff);
    companyB = await createApprovedCompany(shop, staff);
    buyerA = await addBuyer(shop, companyA.admin.client, companyA.companyId);
  });

  it('lets an invited buyer join through the mailed link, as a buyer who sees no invitations', async () => {
    const mine = await buyerA.client.call<AccountAnswer>('GET', '/api/me/business');
    expect(mine.body.account).toMatchObject({
      role: 'buyer',
      company: { id: companyA.companyId },
      invites: [],
    });
    const admins = await companyA.admin.client.call<AccountAnswer>('GET', '/api/me/business');
    expect(admins.body.account!.members.map((m) => m.role).sort()).toEqual(['buyer', 'company_admin']);
  });

  it('refuses an invitation link used by another e-mail, a wrong token, or twice', async () => {
    const invitee = await createCustomer(shop);
    await companyA.admin.client.call('POST', `/api/me/business/${companyA.companyId}/invites`, {
      email: invitee.user.email,
    });
    const link = await readInviteLink(shop, invitee.user.email);
    const stranger = await createCustomer(shop);
    const accept = (client: ShopClient, token = link.token) =>
      client.call<ErrorBody>('POST', `/api/me/business/${link.company}/invites/accept`, {
        invite_id: link.invite,
        token,
      });
    expect(
      (
        await accept(
          invitee.client,
          link.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        )
      ).status,
    ).toBe(404);
    expect((await accept(stranger.client)).status).toBe(403);
    expect((await accept(invitee.client)).status).toBe(201);
    expect((await accept(invitee.client)).status).toBe(404);
  });

  it('lets only the company admin invite and remove', async () => {
    const byBuyer = await buyerA.client.call('POST', `/api/me/business/${companyA.companyId}/invites`, {
      email: 'someone@example.test',
    });
    expect(byBuyer.status).toBe(403);
    const bad = await companyA.admin.client.call<ErrorBody>(
      'POST',
      `/api/me/business/${companyA.companyId}/invites`,
      {
        email: 'not-an-email',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('email');
  });

  it('keeps the members of company A out of company B on every route', async () => {
    const a = companyA.admin.client;
    const b = companyB.companyId;
    expect((await a.call('GET', `/api/me/business/${b}/statement`)).status).toBe(404);
    expect((await buyerA.client.call('GET', `/api/me/business/${b}/statement`)).status).toBe(404);
    expect((await a.call('POST', `/api/me/business/${b}/invites`, { email: 'x@example.test' })).status).toBe(
      404,
    );
    expect(
      (await a.call('DELETE', `/api/me/business/${b}/members/${companyB.admin.user.userId}`)).status,
    ).toBe(404);
    expect((await a.call('GET', `/api/admin/companies/${b}`)).status).toBe(403);
    expect(
      (
        await a.call('POST', `/api/admin/companies/${b}/payments`, {
          id: randomUUID(),
          amount: 1,
          method: 'cheque',
          reference: 'x',
        })
      ).status,
    ).toBe(403);
    // A's admin cannot remove B's admin by naming A's company either.
    expect(
      (await a.call('DELETE', `/api/me/business/${companyA.companyId}/members/${companyB.admin.user.userId}`))
        .status,
    ).toBe(404);
    const still = await companyB.admin.client.call<AccountAnswer>('GET', '/api/me/business');
    expect(still.body.account!.company.id).toBe(b);
    expect((await a.call('GET', `/api/me/business/${companyA.companyId}/statement`)).status).toBe(200);
  });

  it('removes a buyer, who loses the company at once', async () => {
    const buyer = await addBuyer(shop, companyA.admin.client, companyA.companyId);
    const removed = await companyA.admin.client.call(
      'DELETE',
      `/api/me/business/${companyA.companyId}/members/${buyer.user.userId}`,
    );
    expect(removed.status).toBe(204);
    const mine = await buyer.client.call<AccountAnswer>('GET', '/api/me/business');
    expect(mine.body.account).toBeNull();
    expect((await buyer.client.call('GET', `/api/me/business/${companyA.companyId}/statement`)).status).toBe(
      404,
    );
  });
});
