/**
 * "Staff at human speed" (and item 13 of "People at human speed") in the admin's product screens, with
 * real clicks and keystrokes: an imported product saves from Edit Product, a form that cannot save
 * says why, Brand and Category show the product's own on the first Edit, the markup is over cost,
 * quick updates land on the product clicked, a delete names what goes, and specifications are edited
 * as name and value rows that the product page then shows.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Product } from '../../functions/core/catalogue/product.js';
import { createTestProducts } from '../helpers/cart-api.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { adminApi, expectToast, signInAsAdmin } from './auth-helpers.js';
import { expect, retypeInto, test, typeInto } from './human.js';

const shop = () => JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

/** Products written as the importer or another tool leaves them (through the data layer). */
const makeProducts = (specs: Parameters<typeof createTestProducts>[1]): Promise<Product[]> =>
  createTestProducts(shop(), specs);

/** Opens Edit Product for a product found by its SKU in Product Management. */
async function openEdit(page: Page, product: Product) {
  await typeInto(page.getByRole('searchbox', { name: 'Search products by name or SKU' }), product.sku);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Name *')).toHaveValue(product.name);
  return dialog;
}

test('an imported product (its images copied under /images/products/imported/) saves from Edit Product', async ({
  page,
}) => {
  const [product] = await makeProducts([
    {
      stock: 3,
      price: 0,
      active: false,
      name: `Imported Switch ${randomUUID().slice(0, 6)}`,
      images: ['/images/products/imported/4f1c0d2e9b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d.jpg'],
    },
  ]);
  await signInAsAdmin(page);
  const dialog = await openEdit(page, product!);

  // Active without a price is refused under the price, naming the product.
  await dialog.getByRole('checkbox', { name: 'Active' }).check();
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(dialog.getByLabel('Selling price (JMD) *')).toHaveAccessibleDescription(
    `${product!.name} cannot be active without a selling price above 0. Enter its price, or leave it inactive.`,
  );
  await expect(dialog.getByLabel('Selling price (JMD) *')).toBeFocused();

  await retypeInto(dialog.getByLabel('Selling price (JMD) *'), '14995');
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expectToast(page, 'Product updated successfully');
  await expect(dialog).toBeHidden();
});

test('a form that cannot save because of a field not on screen says why above Save', async ({ page }) => {
  // An image address no rule allows (written before the rule, or by hand).
  const [product] = await makeProducts([
    {
      stock: 3,
      name: `Odd Image Mouse ${randomUUID().slice(0, 6)}`,
      images: ['/images/elsewhere/mouse.png'],
    },
  ]);
  await signInAsAdmin(page);
  const dialog = await openEdit(page, product!);

  await dialog.getByRole('button', { name: 'Save Product' }).click();

  await expect(dialog.getByRole('alert')).toContainText('Not saved. Please check:');
  await expect(dialog.getByRole('alert')).toContainText(
    'Images 1: must be an image uploaded here, a store image the importer copied, or an http(s) address',
  );
  await expect(dialog).toBeVisible();
});

test('the first Edit shows the product’s Brand and Category, and the markup is over cost', async ({
  page,
}) => {
  const [product] = await makeProducts([{ stock: 5, name: `Branded Laptop ${randomUUID().slice(0, 6)}` }]);
  await signInAsAdmin(page);
  const listed = await adminApi<{ products: { brand_name: string; category_name: string }[] }>(
    page,
    'GET',
    `/admin/products?status=all&offset=0&search=${product!.sku}`,
  );
  const { brand_name: brandName, category_name: categoryName } = listed.body.products[0]!;
  const dialog = await openEdit(page, product!);

  const brand = dialog.getByRole('combobox', { name: 'Brand' });
  const category = dialog.getByRole('combobox', { name: 'Category' });
  await expect(brand.locator('option:checked')).toHaveText(brandName);
  await expect(category.locator('option:checked')).toHaveText(categoryName);

  await retypeInto(dialog.getByLabel('Cost price (JMD)'), '1000');
  await retypeInto(dialog.getByLabel('Base price (JMD)'), '1500');
  await retypeInto(dialog.getByLabel('Selling price (JMD) *'), '1250');
  await expect(dialog.getByText('Markup over cost: 25.0%')).toBeVisible();
});

test('quick updates on Low Stock land on the product clicked, confirmed by name with Undo', async ({
  page,
}) => {
  const tag = `Lowstock ${randomUUID().slice(0, 6)}`;
  const products = await makeProducts([
    { stock: 1, name: `${tag} Alpha` },
    { stock: 2, name: `${tag} Bravo` },
    { stock: 3, name: `${tag} Charlie` },
  ]);
  const [alpha, bravo, charlie] = products as [Product, Product, Product];
  // The first visit of the tab may load the catalogue cold.
  test.slow();
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Inventory Overview' }).click();
  await typeInto(page.getByRole('searchbox', { name: 'Search inventory by name or SKU' }), tag);
  await page.getByRole('combobox', { name: 'Status filter' }).selectOption('low-stock');
  const stockOf = (product: Product) => page.getByRole('cell', { name: `Stock of ${product.name}` });
  await expect(stockOf(charlie)).toHaveText('3', { timeout: 20_000 });
  await expect(page.getByRole('row').nth(1)).toContainText(alpha.name);

  // Three clicks on the +10 of the top row, where Alpha was: the same spot for the person clicking.
  const topPlusTen = page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^\+10 for / });
  for (const expected of [11, 21, 31]) {
    await expect(topPlusTen).toBeEnabled();
    await topPlusTen.click();
    await expectToast(page, 'Stock updated', `${alpha.name}: ${expected} in stock now.`);
  }
  await expect(stockOf(alpha)).toHaveText('31');
  await expect(stockOf(bravo)).toHaveText('2');
  await expect(stockOf(charlie)).toHaveText('3');
  await expect(page.getByRole('row').nth(1)).toContainText(alpha.name);

  // Undo the last step from its toast.
  await page.getByRole('button', { name: 'Undo' }).last().click();
  await expectToast(page, 'Stock change undone', `${alpha.name}: 21 in stock now.`);
  await expect(stockOf(alpha)).toHaveText('21');

  // Refresh is where the list is sorted and filtered again: Alpha is no longer low.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(stockOf(alpha)).toHaveCount(0);
  await expect(stockOf(bravo)).toHaveText('2');
});

test('the delete confirmation names the product', async ({ page }) => {
  const [product] = await makeProducts([{ stock: 2, name: `Doomed Cable ${randomUUID().slice(0, 6)}` }]);
  await signInAsAdmin(page);
  await typeInto(page.getByRole('searchbox', { name: 'Search products by name or SKU' }), product!.sku);
  await page.getByRole('button', { name: `Delete ${product!.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${product!.name} (SKU ${product!.sku})?` });
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Product deleted successfully');
});

test('staff enter specifications as name and value rows, and the product page shows them', async ({
  page,
}) => {
  const [product] = await makeProducts([{ stock: 4, name: `Spec Monitor ${randomUUID().slice(0, 6)}` }]);
  await signInAsAdmin(page);
  const dialog = await openEdit(page, product!);
  const existing = await dialog.getByRole('textbox', { name: /^Specification \d+ name$/ }).count();

  await dialog.getByRole('button', { name: 'Add specification' }).click();
  await typeInto(dialog.getByRole('textbox', { name: `Specification ${existing + 1} name` }), 'Refresh_Rate');
  await typeInto(dialog.getByRole('textbox', { name: `Specification ${existing + 1} value` }), '144 Hz');
  await dialog.getByRole('button', { name: 'Add specification' }).click();
  // A value without a name is refused under its row.
  await typeInto(dialog.getByRole('textbox', { name: `Specification ${existing + 2} value` }), 'IPS');
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(
    dialog.getByRole('textbox', { name: `Specification ${existing + 2} name` }),
  ).toHaveAccessibleDescription('Enter the name of this specification (or clear its value).');
  await typeInto(dialog.getByRole('textbox', { name: `Specification ${existing + 2} name` }), 'Panel');
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expectToast(page, 'Product updated successfully');

  await page.goto(`/product/${product!.id}`);
  await expect(page.getByText('Refresh Rate')).toBeVisible();
  await expect(page.getByText('144 Hz')).toBeVisible();
  await expect(page.getByText('IPS', { exact: true })).toBeVisible();
});

test('Create Sample Data asks first, and Remove sample data takes it out again', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Debug Panel' }).click();
  const result = page.getByLabel('Debug result');

  await page.getByRole('button', { name: 'Create Sample Data' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Create sample data?' });
  await expect(ask).toContainText('"Sample Brand", "Sample Category"');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(result).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Sample Data' }).click();
  await ask.getByRole('button', { name: 'Create Sample Data' }).click();
  await expect(result).toContainText(
    /Sample brand, category and product created\.|Sample data already exists\./,
  );

  await page.getByRole('button', { name: 'Remove sample data' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove sample data?' })
    .getByRole('button', { name: 'Remove sample data' })
    .click();
  await expect(result).toContainText('Sample brand, category and product removed.');
});
