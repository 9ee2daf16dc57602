/**
 * "Search that understands what shoppers mean": staff correct what a product is. A product whose
 * name reads as a dock is in fact a tablet; staff pick Product type "Tablet" in Edit Product, and a
 * shopper searching "tablet" from the header then finds it; the form shows the type it saved.
 */
import { randomUUID } from 'node:crypto';
import { createTestProducts } from '../helpers/cart-api.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { expectToast, signInAsAdmin } from './auth-helpers.js';
import { expect, test, typeInto } from './human.js';

const shop = () => JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

test('staff set a product type in Edit Product and shoppers find it by that type', async ({
  page,
  anotherDevice,
}) => {
  const [product] = await createTestProducts(shop(), [
    { stock: 5, price: 45_000, name: `Vanta ${randomUUID().slice(0, 6)} Dock Edition` },
  ]);
  await signInAsAdmin(page);
  await typeInto(page.getByRole('searchbox', { name: 'Search products by name or SKU' }), product!.sku);
  await page.getByRole('button', { name: `Edit ${product!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const type = dialog.getByRole('combobox', { name: 'Product type' });
  await expect(type).toHaveValue('');
  await expect(type.getByRole('option', { selected: true })).toHaveText('Read from the name and category');
  await type.selectOption({ label: 'Tablet' });
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expectToast(page, 'Product updated successfully');
  await expect(dialog).toBeHidden();

  // A shopper elsewhere searches the shop for tablets.
  const box = anotherDevice.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await anotherDevice.goto('/');
  await typeInto(box, 'tablet');
  await anotherDevice.keyboard.press('Enter');
  await expect(anotherDevice).toHaveURL(/\/products\?search=tablet$/);
  await expect(anotherDevice.getByRole('link', { name: product!.name }).first()).toBeVisible();

  // Edit Product shows the type it saved.
  await page.getByRole('button', { name: `Edit ${product!.name}` }).click();
  await expect(dialog.getByRole('combobox', { name: 'Product type' })).toHaveValue('tablet');
});
