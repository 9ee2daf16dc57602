/**
 * Back-in-stock and the product history as a guest and staff see them: a guest asks to be told on
 * an out-of-stock product, staff restock it from the inventory table, the guest's mailbox holds the
 * alert with the product's link, and staff read the change in the product's history.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, makeEmail, signInAsAdmin, waitForEmail } from './auth-helpers.js';

test('a guest is mailed when staff restock a product, and staff see the change in its history', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a stream consumer and the mail: more than one page's default time.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const name = `E2E Alert Switch ${randomUUID().slice(0, 6)}`;
  const created = await adminApi<{ product: { id: string; sku: string } }>(page, 'POST', '/admin/products', {
    name,
    sku: `E2E-${randomUUID().slice(0, 8)}`,
    selling_price: 8_500,
    stock_quantity: 0,
  });
  expect(created.status).toBe(201);
  const { id, sku } = created.body.product;

  const guest = await browser.newPage();
  const email = makeEmail('alert');
  await guest.goto(`/product/${id}`);
  await expect(guest.getByRole('heading', { name })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await guest.getByRole('button', { name: 'E-mail me when it is back' }).click();
  await expect(guest.getByRole('alert')).toHaveText('Please enter your email.');
  await guest.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await guest.getByRole('button', { name: 'E-mail me when it is back' }).click();
  // The product page has another live region (the quantity box's note), empty until it speaks.
  await expect(guest.getByRole('status').filter({ hasText: 'We will e-mail' })).toHaveText(
    `We will e-mail ${email} when it is back in stock.`,
  );

  await page.getByRole('tab', { name: 'Inventory Overview' }).click();
  await page.getByRole('searchbox', { name: 'Search inventory by name or SKU' }).fill(sku);
  await page.getByRole('button', { name: `+10 for ${name}` }).click();
  await expect(page.getByRole('cell', { name: `Stock of ${name}` })).toHaveText('10');

  const alert = await waitForEmail(request, email, (m) => m.subject === `Back in stock: ${name}`);
  expect(alert.body).toContain(`/product/${id}`);
  await guest.goto(`/product/${id}`);
  await expect(guest.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();

  await page.getByRole('tab', { name: 'Product Management' }).click();
  await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(name);
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const history = dialog.getByRole('region', { name: 'Stock and price history' });
  const newest = history.getByRole('row').nth(1);
  // History is written from the table's stream a moment after the change: the open dialog looks
  // again until the entry of the product's last change is there.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(newest).toContainText('Quick update', { timeout: 15_000 });
  await expect(newest).toContainText('admin@storefront.local');
  await expect(newest).toContainText('Stock: 0 → 10');
  await expect(history.getByRole('row').nth(2)).toContainText('Created');
  await expect(history.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
