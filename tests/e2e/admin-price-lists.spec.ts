/**
 * Staff's price lists at human speed (issue 29): staff open Price lists from the admin header, make a
 * list, paste a CSV with one bad row, the dry run names its line, they fix it, check again, apply,
 * and the list's entries show the new prices.
 */
import { randomUUID } from 'node:crypto';
import { formatPrice } from '../../functions/core/format-price.js';
import { signInAsAdmin } from './auth-helpers.js';
import { expect, retypeInto, test, typeInto } from './human.js';

interface Card {
  sku: string;
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
  await page.getByRole('link', { name: 'Price lists' }).click();
  await expect(page.getByRole('heading', { name: 'Price lists', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'New price list' });
  await typeInto(form.getByRole('textbox', { name: 'Name' }), name);
  await typeInto(form.getByRole('textbox', { name: 'Valid from' }), '2026-01-01');
  await form.getByRole('button', { name: 'Create price list' }).click();
  await expect(page).toHaveURL(/\/admin\/price-lists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('No entries yet.')).toBeVisible();

  const header = 'sku,fixed_price,min_quantity,max_quantity,unit_price\n';
  const csv = page.getByRole('textbox', { name: 'CSV' });
  await typeInto(csv, `${header}${first!.sku},9000,,,\n${second!.sku},-5,,,`);
  await page.getByRole('button', { name: 'Check' }).click();
  const errors = page.getByRole('list', { name: 'Errors' });
  await expect(errors.getByRole('listitem')).toHaveText(['Line 3, fixed_price: must not be negative']);
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
