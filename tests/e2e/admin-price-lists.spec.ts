/**
 * Staff's price lists at human speed (issue 29): staff open Price lists from the admin header, make a
 * list, paste a CSV with one bad row, the dry run names its line, they fix it, check again, apply,
 * and the list's entries show the new prices. On the list's page they edit what the list is: its
 * name, its days (an end before the start is refused under Valid to) and its percentage rules.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { formatPrice } from '../../functions/core/format-price.js';
import { expectToast, signInAsAdmin } from './auth-helpers.js';
import { expect, retypeInto, test, typeInto } from './human.js';

interface Card {
  sku: string;
}

/** Staff make a list on the "New price list" form; its page opens. */
async function createList(page: Page, name: string, validFrom: string): Promise<void> {
  await page.getByRole('link', { name: 'Price lists' }).click();
  await expect(page.getByRole('heading', { name: 'Price lists', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'New price list' });
  await typeInto(form.getByRole('textbox', { name: 'Name' }), name);
  await typeInto(form.getByRole('textbox', { name: 'Valid from' }), validFrom);
  await form.getByRole('button', { name: 'Create price list' }).click();
  await expect(page).toHaveURL(/\/admin\/price-lists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('staff make a price list and import its prices by CSV after a dry run names the bad line', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const listed = await request.get('/api/products?category=computers');
  const [first, second] = ((await listed.json()) as { products: Card[] }).products;
  const name = `Resellers ${randomUUID().slice(0, 6)}`;

  await signInAsAdmin(page);
  await createList(page, name, '2026-01-01');
  await expect(page.getByText('No entries yet.')).toBeVisible();

  const header = 'sku,fixed_price,min_quantity,max_quantity,unit_price\n';
  const csv = page.getByRole('textbox', { name: 'CSV' });
  await typeInto(csv, `${header}${first!.sku},9000,,,\n${second!.sku},-5,,,`);
  // By keyboard: Tab to Check, Enter; focus stays on the button while it checks and after.
  const check = page.getByRole('button', { name: 'Check' });
  await page.keyboard.press('Tab');
  await expect(check).toBeFocused();
  await page.keyboard.press('Enter');
  const errors = page.getByRole('list', { name: 'Errors' });
  await expect(errors.getByRole('listitem')).toHaveText(['Line 3, fixed_price: must not be negative']);
  await expect(check).toBeFocused();
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);

  await retypeInto(csv, `${header}${first!.sku},9000,,,\n${second!.sku},7500,5,,7000`);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('list', { name: 'What would change' }).getByRole('listitem')).toHaveText([
    `Line 2: ${first!.sku} (new)`,
    `Line 3: ${second!.sku} (new)`,
  ]);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: 2 entries saved.')).toBeVisible();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: first!.sku })).toContainText(formatPrice(9000));
  await expect(rows.filter({ hasText: second!.sku })).toContainText(`5+: ${formatPrice(7000)}`);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('price-list-375.png'), fullPage: true });
});

test('staff rename a list, are told under Valid to that it ends before it starts, fix it and add a 10 % category rule', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const categories = (await (await request.get('/api/categories')).json()) as {
    categories: { name: string; slug: string }[];
  };
  const computers = categories.categories.find((category) => category.slug === 'computers')!;
  const name = `Schools ${randomUUID().slice(0, 6)}`;
  const renamed = `${name} 2027`;

  await signInAsAdmin(page);
  await createList(page, name, '2026-01-01');
  await expect(page.getByText('From 2026-01-01, no end date · No percentage rules.')).toBeVisible();

  const form = page.getByRole('region', { name: 'Edit list' });
  await retypeInto(form.getByRole('textbox', { name: 'Name' }), renamed);
  const validTo = form.getByRole('textbox', { name: 'Valid to' });
  await typeInto(validTo, '2025-12-31');
  await form.getByRole('button', { name: 'Save list' }).click();
  await expect(validTo).toHaveAccessibleDescription('Valid to must not be before Valid from.');
  await expect(validTo).toBeFocused();
  // Nothing saved: the page still reads the list as it was.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await retypeInto(validTo, '2026-12-31');
  await expect(validTo).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Add a rule' }).click();
  const rule = form.getByRole('group', { name: 'Rule 1' });
  await expect(rule.getByRole('combobox', { name: 'Applies to' })).toHaveValue('category');
  await rule.getByRole('combobox', { name: 'Category' }).selectOption({ label: computers.name });
  await typeInto(rule.getByRole('textbox', { name: 'Percent off' }), '10');
  await form.getByRole('button', { name: 'Save list' }).click();
  await expectToast(page, 'Price list saved', `${renamed} is saved.`);
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByText('2026-01-01 to 2026-12-31 · 1 percentage rule.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Percentage rules' }).getByRole('listitem')).toHaveText([
    `Category ${computers.name}: 10% off`,
  ]);
  const saved = page.getByRole('region', { name: 'Edit list' }).getByRole('group', { name: 'Rule 1' });
  await expect(saved.getByRole('combobox', { name: 'Category' })).toHaveValue(/.+/);
  await expect(saved.getByRole('textbox', { name: 'Percent off' })).toHaveValue('10');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('price-list-edit-375.png'), fullPage: true });
});
