/**
 * The GCT exemption letter: the company admin uploads it (checked by its bytes, private storage, like
 * the registration document) with its reference; staff open it through a short-lived link and
 * approve the exemption (the letter with it) or decline the letter with a reason; the company admin
 * is mailed either way. Only the company admin of that company may upload, only staff decide.
 */
import { describe, expect, inject, it } from 'vitest';
import type { CompanyView } from '../../../functions/core/business/company-view.js';
import { waitForEmail } from '../../helpers/accounts.js';
import {
  addBuyer,
  createApprovedCompany,
  createStaff,
  uploadCompanyDocument,
} from '../../helpers/business.js';
import { createTestProducts, type ErrorBody, type ShopClient } from '../../helpers/cart-api.js';
import { samplePdf } from '../../helpers/payment-documents.js';

const shop = inject('shop');
const staff = await createStaff(shop);

type CompanyAnswer = { company: CompanyView['company'] } & ErrorBody;
type StaffView = CompanyView & { gct_exemption_letter_url: string | null };

async function submitLetter(client: ShopClient, companyId: string, body?: Record<string, unknown>) {
  const key = body ? '' : await uploadCompanyDocument(client);
  return client.call<CompanyAnswer>(
    'POST',
    `/api/me/business/${companyId}/gct-exemption-letter`,
    body ?? { reference: 'MOF-EX-2026-301', document: { key, file_name: 'exemption.pdf' } },
  );
}

describe('the GCT exemption letter', () => {
  it('is uploaded by the company admin, opened by staff and approved with an expiry; the admin is mailed', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff);
    const submitted = await submitLetter(admin.client, companyId);
    expect(submitted.status).toBe(201);
    expect(submitted.body.company.gct_exemption_letter).toMatchObject({
      reference: 'MOF-EX-2026-301',
      status: 'pending',
      file_name: 'exemption.pdf',
    });
    expect(JSON.stringify(submitted.body)).not.toContain('company-documents/');

    const review = await staff.call<StaffView>('GET', `/api/admin/companies/${companyId}`);
    expect(review.body.company.gct_exemption_letter).toMatchObject({ status: 'pending' });
    const file = await fetch(review.body.gct_exemption_letter_url!);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(samplePdf);

    const approved = await staff.call('PUT', `/api/admin/companies/${companyId}/gct-exemption`, {
      reason: 'Government ministry (zero-rated)',
      reference: 'MOF-EX-2026-301',
      expires_on: '2099-06-30',
    });
    expect(approved.status).toBe(200);
    const mine = await admin.client.call<{ account: CompanyView }>('GET', '/api/me/business');
    expect(mine.body.account.company).toMatchObject({
      gct_rate_percent: 0,
      gct_exemption_letter: { status: 'approved' },
    });
    const mail = await waitForEmail(
      shop.url,
      admin.user.email,
      (m) => m.subject === 'Your GCT exemption is approved',
      30_000,
    );
    expect(mail.text).toContain('(reference MOF-EX-2026-301) is approved until 2099-06-30');
    // Its buyers' carts are zero-rated.
    const buyer = await addBuyer(shop, admin.client, companyId);
    const [product] = await createTestProducts(shop, [{ stock: 3, price: 5_000 }]);
    await buyer.client.add(product!.id, 1);
    expect((await buyer.client.getCart()).body.cart.gct?.rate).toBe(0);
  });

  it('is declined by staff with a reason the company admin reads in the e-mail, and may be sent again', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff);
    expect((await submitLetter(admin.client, companyId)).status).toBe(201);
    const bad = await staff.call<ErrorBody>(
      'POST',
      `/api/admin/companies/${companyId}/gct-exemption-letter/decline`,
      { reason: '  ' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('reason');

    const declined = await staff.call<{ company: { gct_exemption_letter: unknown } }>(
      'POST',
      `/api/admin/companies/${companyId}/gct-exemption-letter/decline`,
      { reason: 'The letter has expired.' },
    );
    expect(declined.status).toBe(200);
    const mail = await waitForEmail(
      shop.url,
      admin.user.email,
      (m) => m.subject === 'Your GCT exemption letter',
      30_000,
    );
    expect(mail.text).toContain('Reason: The letter has expired.');
    const again = await staff.call<ErrorBody>(
      'POST',
      `/api/admin/companies/${companyId}/gct-exemption-letter/decline`,
      { reason: 'Twice' },
    );
    expect(again.status).toBe(409);
    const mine = await admin.client.call<{ account: CompanyView }>('GET', '/api/me/business');
    expect(mine.body.account.company).toMatchObject({
      gct_rate_percent: 15,
      gct_exemption_letter: { status: 'declined', decline_reason: 'The letter has expired.' },
    });
    expect((await submitLetter(admin.client, companyId)).body.company.gct_exemption_letter).toMatchObject({
      status: 'pending',
      decline_reason: null,
    });
  });

  it('is only the company admin’s to upload, checked by its bytes, and bad input names the field', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff);
    const buyer = await addBuyer(shop, admin.client, companyId);
    expect((await submitLetter(buyer.client, companyId)).status).toBe(403);
    const other = await createApprovedCompany(shop, staff);
    expect((await submitLetter(other.admin.client, companyId)).status).toBe(404);
    // Staff routes are staff's.
    const decline = await admin.client.call(
      'POST',
      `/api/admin/companies/${companyId}/gct-exemption-letter/decline`,
      { reason: 'Mine' },
    );
    expect(decline.status).toBe(403);

    const text = await uploadCompanyDocument(admin.client, Buffer.from('not a pdf at all'));
    const refused = await submitLetter(admin.client, companyId, {
      reference: 'X-1',
      document: { key: text, file_name: 'exemption.pdf' },
    });
    expect(refused.status).toBe(400);
    const othersKey = await uploadCompanyDocument(other.admin.client);
    const notMine = await submitLetter(admin.client, companyId, {
      reference: 'X-1',
      document: { key: othersKey, file_name: 'exemption.pdf' },
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toContain('document:');
    const key = await uploadCompanyDocument(admin.client);
    const noReference = await submitLetter(admin.client, companyId, {
      document: { key, file_name: 'exemption.pdf' },
    });
    expect(noReference.status).toBe(400);
    expect(noReference.body.message).toContain('reference');
    // Nothing is pending after all that.
    const none = await staff.call<ErrorBody>(
      'POST',
      `/api/admin/companies/${companyId}/gct-exemption-letter/decline`,
      { reason: 'Nothing' },
    );
    expect(none.status).toBe(409);
  });
});
