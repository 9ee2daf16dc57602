/**
 * The admin product form's checks as staff meet them: every missing required field is named under
 * itself, the first one gets the focus, and each message goes as soon as its field is filled in.
 */
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './auth-helpers.js';

test('names every missing field, focuses the first and clears each message once fixed', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });

  await dialog.getByRole('button', { name: 'Save Product' }).click();

  const expected = [
    ['Name *', 'Name is required.'],
    ['SKU *', 'SKU is required.'],
    ['Selling price (JMD) *', 'Selling price is required.'],
    ['Stock quantity *', 'Stock quantity is required.'],
  ] as const;
  for (const [label, message] of expected) {
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(message);
    await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(dialog.getByLabel('Name *')).toBeFocused();

  await dialog.getByLabel('Name *').fill('E2E Form Check');
  await expect(dialog.getByText('Name is required.')).toBeHidden();
  await expect(dialog.getByLabel('Name *')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('SKU is required.')).toBeVisible();

  // A value set by the button clears the message as a typed one does.
  await dialog.getByRole('button', { name: 'Generate SKU' }).click();
  await expect(dialog.getByText('SKU is required.')).toBeHidden();

  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(dialog.getByLabel('Selling price (JMD) *')).toBeFocused();
  await dialog.getByLabel('Selling price (JMD) *').fill('1500');
  await dialog.getByLabel('Stock quantity *').fill('3');
  await expect(dialog.getByText(/is required\.$/)).toHaveCount(0);
  await expect(dialog.getByText('Slug: e2e-form-check')).toBeVisible();
});
