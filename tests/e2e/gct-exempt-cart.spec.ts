/**
 * A GCT-exempt company's buyer sees in the cart the GCT the order will charge: 0 % with the
 * exemption's reason and letter reference, not the standard 15 % (the cart read carries the buyer's
 * GCT from the server's one rule).
 */
import { randomUUID } from 'node:crypto';
import { makeEmail, signInAsAdmin, signUpThroughUi, waitForEmail } from './auth-helpers.js';
import { expect, test, typeInto } from './human.js';
import { addProducts } from './shop-helpers.js';

const registration = {
  name: 'registration.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% certificate of incorporation\n%%EOF\n'),
};

test('an exempt company buyer sees GCT 0 % with the reason in the cart', async ({
  page,
  anotherDevice: staff,
  request,
}) => {
  test.setTimeout(180_000);
  const company = `Ministry Supplies ${randomUUID().slice(0, 6)}`;
  const adminEmail = makeEmail('exempt-admin');

  await signUpThroughUi(page, request, adminEmail, 'island6');
  await page.getByRole('link', { name: 'Business account' }).click();
  const apply = page.getByRole('region', { name: 'Open a business account' });
  const field = (name: string) => apply.getByRole('textbox', { name, exact: true });
  await typeInto(field('Company name'), company);
  await typeInto(field('TRN (9 digits)'), '123456789');
  await typeInto(field('Address'), '2 National Heroes Circle, Kingston 4');
  await typeInto(field('Phone'), '876-555-0177');
  await typeInto(field('Expected monthly spend (JMD)'), '900000');
  await apply
    .getByLabel('Certificate of incorporation or business registration (PDF, JPEG or PNG)')
    .setInputFiles(registration);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible({ timeout: 20_000 });

  // Staff approve the account, then its exemption.
  await signInAsAdmin(staff);
  await staff.getByRole('banner').getByRole('link', { name: 'Companies' }).click();
  await staff.getByRole('button', { name: `Open ${company}` }).click();
  const review = staff.getByRole('region', { name: company });
  await typeInto(review.getByLabel('Credit limit (JMD)'), '1000000');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  const exemption = review.getByRole('form', { name: 'GCT exemption' });
  await expect(exemption).toBeVisible();
  await typeInto(exemption.getByLabel('Reason'), 'Government ministry (zero-rated)');
  await typeInto(exemption.getByLabel('Letter reference'), 'MOF-EX-2026-204');
  await exemption.getByLabel('Expires on').fill('2099-12-31');
  await exemption.getByRole('button', { name: 'Approve exemption' }).click();
  await expect(review.getByRole('status')).toHaveText('GCT exemption approved.');
  await waitForEmail(request, adminEmail, (m) => m.subject === 'Your business account is approved', 30_000);

  // The company admin buys for the company: the cart's summary shows no GCT, and why.
  await addProducts(page, [0]);
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('GCT (0%)')).toBeVisible();
  await expect(
    summary.getByText('GCT exempt: Government ministry (zero-rated) (reference MOF-EX-2026-204).'),
  ).toBeVisible();
  await expect(summary.getByText('GCT (15%)')).toHaveCount(0);
});
