/** Helpers of the business-account end-to-end tests: a customer's application, staff's review of it. */
import { expect, type Locator, type Page } from '@playwright/test';
import { typeInto } from './human.js';

/** What a customer types into "Open a business account" (the document is a small PDF). */
export interface BusinessApplication {
  company: string;
  trn: string;
  address: string;
  phone: string;
  monthlySpend: string;
}

const registration = {
  name: 'registration.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% certificate of incorporation\n%%EOF\n'),
};

/**
 * A signed-in customer opens Business account from My Account, types the application, attaches the
 * registration document and applies; returns once the page shows the company under review.
 */
export async function applyForBusinessAccount(page: Page, application: BusinessApplication): Promise<void> {
  await page.getByRole('link', { name: 'Business account' }).click();
  const apply = page.getByRole('region', { name: 'Open a business account' });
  const field = (name: string) => apply.getByRole('textbox', { name, exact: true });
  await typeInto(field('Company name'), application.company);
  await typeInto(field('TRN (9 digits)'), application.trn);
  await typeInto(field('Address'), application.address);
  await typeInto(field('Phone'), application.phone);
  await typeInto(field('Expected monthly spend (JMD)'), application.monthlySpend);
  await apply
    .getByLabel('Certificate of incorporation or business registration (PDF, JPEG or PNG)')
    .setInputFiles(registration);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('heading', { name: application.company })).toBeVisible({ timeout: 20_000 });
}

/** Signed-in staff go to Companies from the admin header and open `company`; returns its region. */
export async function openCompanyAsStaff(staff: Page, company: string): Promise<Locator> {
  await staff.getByRole('banner').getByRole('link', { name: 'Companies' }).click();
  await expect(staff.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await staff.getByRole('button', { name: `Open ${company}` }).click();
  return staff.getByRole('region', { name: company });
}
