/**
 * A company's GCT exemption at human speed: the company admin uploads the exemption letter with its
 * reference, staff open it and approve the exemption (the reference prefilled), the admin is mailed,
 * and the company's buyer then sees in the cart the GCT the order will charge: 0 % with the reason
 * and the letter's reference, not the standard 15 % (the cart read carries the buyer's GCT from the
 * server's one rule).
 */
import { randomUUID } from 'node:crypto';
import { makeEmail, signInAsAdmin, signUpThroughApi, waitForEmail } from './auth-helpers.js';
import { applyForBusinessAccount, openCompanyAsStaff } from './business-helpers.js';
import { expect, retypeInto, test, typeInto } from './human.js';
import { addProducts, PORTMORE_SHOPPER } from './shop-helpers.js';

test('the company admin uploads the exemption letter, staff approve it, and its buyer sees GCT 0 % with the reason in the cart', async ({
  page,
  anotherDevice: staff,
  request,
}) => {
  test.setTimeout(180_000);
  const company = `Ministry Supplies ${randomUUID().slice(0, 6)}`;
  const adminEmail = makeEmail('exempt-admin');

  await signUpThroughApi(page, adminEmail, 'island6');
  await applyForBusinessAccount(page, {
    company,
    trn: '123456789',
    address: '2 National Heroes Circle, Kingston 4',
    phone: '876-555-0177',
    monthlySpend: '900000',
  });

  // Staff approve the account, then its exemption.
  await signInAsAdmin(staff);
  const review = await openCompanyAsStaff(staff, company);
  await typeInto(review.getByLabel('Credit limit (JMD)'), '1000000');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(review.getByRole('form', { name: 'GCT exemption' })).toBeVisible();
  await waitForEmail(request, adminEmail, (m) => m.subject === 'Your business account is approved', 30_000);

  // The company admin uploads the exemption letter from the business account page.
  await page.reload();
  const letter = page.getByRole('region', { name: 'GCT exemption letter' });
  await typeInto(letter.getByRole('textbox', { name: 'Letter reference' }), 'MOF-EX-2026-204');
  await letter.getByLabel('Exemption letter (PDF, JPEG or PNG)').setInputFiles({
    name: 'exemption-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% exemption letter\n%%EOF\n'),
  });
  await letter.getByRole('button', { name: 'Upload letter' }).click();
  await expect(letter.getByRole('status')).toHaveText('Letter sent. We will e-mail you when it is reviewed.');
  await expect(letter.getByText('Your letter (reference MOF-EX-2026-204) is being reviewed.')).toBeVisible();

  // Staff open the letter and approve the exemption, its reference already filled in.
  await staff.reload();
  await staff.getByRole('button', { name: `Open ${company}` }).click();
  const exemption = review.getByRole('form', { name: 'GCT exemption' });
  await expect(
    exemption.getByRole('link', { name: 'Exemption letter (reference MOF-EX-2026-204)' }),
  ).toBeVisible();
  await expect(exemption.getByRole('textbox', { name: 'Letter reference' })).toHaveValue('MOF-EX-2026-204');
  await typeInto(exemption.getByLabel('Reason'), 'Government ministry (zero-rated)');
  await exemption.getByLabel('Expires on').fill('2099-12-31');
  await exemption.getByRole('button', { name: 'Approve exemption' }).click();
  await expect(review.getByRole('status')).toHaveText('GCT exemption approved.');
  await waitForEmail(request, adminEmail, (m) => m.subject === 'Your GCT exemption is approved', 30_000);

  // The company admin buys for the company: the cart's summary shows no GCT, and why.
  await addProducts(page, [0]);
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('GCT (0%)')).toBeVisible();
  await expect(
    summary.getByText('GCT exempt: Government ministry (zero-rated) (reference MOF-EX-2026-204).'),
  ).toBeVisible();
  await expect(summary.getByText('GCT (15%)')).toHaveCount(0);

  // The payment step's summary says the same rate.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // A signed-in buyer's form may start filled from the profile: each field is typed over.
  for (const [name, value] of Object.entries({ ...PORTMORE_SHOPPER, Email: adminEmail })) {
    await retypeInto(page.getByRole('textbox', { name, exact: true }), value);
  }
  await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Catherine');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('group', { name: 'Payment Method' })).toBeVisible();
  await expect(page.getByText('GCT (0%)')).toBeVisible();
  await expect(page.getByText('GCT (15%)')).toHaveCount(0);
});
