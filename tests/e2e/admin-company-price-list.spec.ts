/**
 * Staff choose a company's price list on /admin/companies: in the approve form, then change it from
 * the account, where the list's name links to its page in the admin price lists. The lists are made
 * through the admin API.
 */
import { randomUUID } from 'node:crypto';
import { adminApi, makeEmail, signInAsAdmin, signUpThroughApi } from './auth-helpers.js';
import { applyForBusinessAccount, openCompanyAsStaff } from './business-helpers.js';
import { expect, test, typeInto } from './human.js';

test('staff approve a company on a price list, then change its list', async ({
  page,
  anotherDevice: staff,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const company = `Harbour Systems ${tag}`;
  const resellers = `Resellers ${tag}`;
  const government = `Government ${tag}`;

  await signUpThroughApi(page, makeEmail('price-list-company'), 'island6');
  await applyForBusinessAccount(page, {
    company,
    trn: '987654321',
    address: '12 Harbour Street, Kingston',
    phone: '876-555-0177',
    monthlySpend: '250000',
  });

  await signInAsAdmin(staff);
  for (const name of [resellers, government]) {
    const made = await adminApi(staff, 'POST', '/admin/price-lists', { name, valid_from: '2026-01-01' });
    expect(made.status).toBe(201);
  }

  const review = await openCompanyAsStaff(staff, company);
  await review.getByRole('combobox', { name: 'Price list' }).selectOption({ label: resellers });
  await typeInto(review.getByLabel('Credit limit (JMD)'), '1000000');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();

  const account = review.getByRole('region', { name: 'Account' });
  await expect(account.getByRole('definition').filter({ hasText: resellers })).toBeVisible();
  const change = account.getByRole('form', { name: 'Change price list' });
  await expect(change.getByRole('combobox', { name: 'Price list' })).toHaveValue(/.+/);
  await change.getByRole('combobox', { name: 'Price list' }).selectOption({ label: government });
  await change.getByRole('button', { name: 'Change price list' }).click();
  await expect(review.getByRole('status')).toHaveText('Price list saved.');
  await expect(account.getByRole('definition').filter({ hasText: government })).toBeVisible();
  const listLink = account.getByRole('link', { name: government });
  await expect(listLink).toHaveAttribute('href', /^\/admin\/price-lists\/.+/);

  for (const width of [1280, 375]) {
    await staff.setViewportSize({ width, height: 900 });
    await account.screenshot({ path: test.info().outputPath(`company-price-list-${width}.png`) });
  }

  // Back to list prices.
  await change.getByRole('combobox', { name: 'Price list' }).selectOption({ label: 'None (list prices)' });
  await change.getByRole('button', { name: 'Change price list' }).click();
  await expect(account.getByRole('definition').filter({ hasText: 'None (list prices)' })).toBeVisible();
  await expect(account.getByRole('link', { name: government })).toHaveCount(0);

  // The link opens the list's own page.
  await change.getByRole('combobox', { name: 'Price list' }).selectOption({ label: resellers });
  await change.getByRole('button', { name: 'Change price list' }).click();
  await account.getByRole('link', { name: resellers }).click();
  await expect(staff).toHaveURL(/\/admin\/price-lists\/.+/);
  await expect(staff.getByRole('heading', { level: 1, name: resellers })).toBeVisible();
});
