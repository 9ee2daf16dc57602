/**
 * The business forms say what is wrong where it is wrong: a bad value typed into the application or
 * the exemption letter's form shows core's message under its field (the message the server would
 * give), the first such field takes the focus, and nothing is sent until it is fixed.
 */
import { randomUUID } from 'node:crypto';
import { makeEmail, signInAsAdmin, signUpThroughApi, waitForEmail } from './auth-helpers.js';
import { openCompanyAsStaff } from './business-helpers.js';
import { expect, retypeInto, test, typeInto } from './human.js';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});

test('a bad TRN, a missing document and a blank letter reference are each told under their field', async ({
  page,
  anotherDevice: staff,
  request,
}) => {
  test.setTimeout(180_000);
  const company = `Harbour View Traders ${randomUUID().slice(0, 6)}`;
  const adminEmail = makeEmail('business-forms');
  await signUpThroughApi(page, adminEmail, 'island6');

  // The application: a TRN one digit short and no document.
  await page.getByRole('link', { name: 'Business account' }).click();
  const apply = page.getByRole('region', { name: 'Open a business account' });
  await expect(apply).toBeVisible();
  // One main landmark (the shop's), not one inside it.
  await expect(page.getByRole('main')).toHaveCount(1);
  const field = (name: string) => apply.getByRole('textbox', { name, exact: true });
  await typeInto(field('Company name'), company);
  await typeInto(field('TRN (9 digits)'), '12345678');
  await typeInto(field('Address'), '14 Port Royal Street, Kingston');
  await typeInto(field('Phone'), '876-555-0163');
  await typeInto(field('Expected monthly spend (JMD)'), '400000');
  await apply.getByRole('button', { name: 'Apply', exact: true }).click();

  await expect(field('TRN (9 digits)')).toHaveAccessibleDescription('must be a 9-digit TRN');
  await expect(field('TRN (9 digits)')).toBeFocused();
  const documentField = apply.getByLabel(
    'Certificate of incorporation or business registration (PDF, JPEG or PNG)',
  );
  await expect(documentField).toHaveAccessibleDescription('Please choose the document.');
  await expect(field('Company name')).not.toHaveAttribute('aria-invalid');

  // Fixed, it is sent: the page shows the company under review.
  await retypeInto(field('TRN (9 digits)'), '123-456-789');
  await expect(field('TRN (9 digits)')).not.toHaveAttribute('aria-invalid');
  await documentField.setInputFiles(pdf('registration.pdf'));
  await apply.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible({ timeout: 20_000 });

  // Staff approve it; its admin then sends the exemption letter.
  await signInAsAdmin(staff);
  const review = await openCompanyAsStaff(staff, company);
  // Approve with the credit limit left blank: refused under its box in the shop's words (not the
  // server's field name), not approved with a limit of 0.
  const limitBox = review.getByLabel('Credit limit (JMD)');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(limitBox).toHaveAccessibleDescription('must be an amount in JMD');
  await expect(limitBox).toBeFocused();
  await expect(review.getByText('credit_limit', { exact: false })).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  // Typed as a word, the same; typed with thousands commas, as people write amounts, it is taken.
  await typeInto(limitBox, 'five hundred thousand');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(limitBox).toHaveAccessibleDescription('must be an amount in JMD');
  await retypeInto(limitBox, '500,000');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  const creditLimit = review
    .locator('dt', { hasText: /^Credit limit$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(creditLimit).toHaveText('$500,000', { timeout: 20_000 });
  await waitForEmail(request, adminEmail, (m) => m.subject === 'Your business account is approved', 30_000);
  await page.reload();

  const letter = page.getByRole('region', { name: 'GCT exemption letter' });
  const reference = letter.getByRole('textbox', { name: 'Letter reference' });
  const letterFile = letter.getByLabel('Exemption letter (PDF, JPEG or PNG)');
  await typeInto(reference, '   ');
  await letterFile.setInputFiles(pdf('exemption-letter.pdf'));
  await letter.getByRole('button', { name: 'Upload letter' }).click();
  await expect(reference).toHaveAccessibleDescription('is required');
  await expect(reference).toBeFocused();
  await expect(letter.getByRole('status')).toHaveCount(0);

  await retypeInto(reference, 'MOF-EX-2026-311');
  await letter.getByRole('button', { name: 'Upload letter' }).click();
  await expect(letter.getByRole('status')).toHaveText('Letter sent. We will e-mail you when it is reviewed.');
  await expect(letter.getByText('Your letter (reference MOF-EX-2026-311) is being reviewed.')).toBeVisible();
  // The form is empty again for the next letter.
  await expect(reference).toHaveValue('');
});
