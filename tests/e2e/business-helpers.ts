/** Helpers of the business-account end-to-end tests: a customer's application, staff's review of it. */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminApi } from './auth-helpers.js';
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

/** A price list's line as staff save it: a SKU's fixed price and its quantity breaks. */
export interface PriceListLine {
  sku: string;
  fixed_price: number;
  breaks: { min_quantity: number; max_quantity: number | null; unit_price: number }[];
}

/**
 * Staff (signed in on `staff`) make a price list of `entries` for the approved company named
 * `company` and give it to the company, through the admin API (the screens that do it have their own
 * tests); the list's id.
 */
export async function giveCompanyPriceList(
  staff: Page,
  company: string,
  entries: PriceListLine[],
): Promise<string> {
  const created = await adminApi<{ price_list: { id: string } }>(staff, 'POST', '/admin/price-lists', {
    name: `${company} prices`,
    valid_from: '2020-01-01',
  });
  expect(created.status).toBe(201);
  const listId = created.body.price_list.id;
  expect((await adminApi(staff, 'PUT', `/admin/price-lists/${listId}/entries`, { entries })).status).toBe(
    200,
  );
  const companies = await adminApi<{ companies: { id: string; name: string }[] }>(
    staff,
    'GET',
    '/admin/companies',
  );
  const companyId = companies.body.companies.find((c) => c.name === company)!.id;
  const assigned = await adminApi(staff, 'PUT', `/admin/companies/${companyId}/price-list`, {
    price_list_id: listId,
  });
  expect(assigned.status).toBe(200);
  return listId;
}
