/**
 * The admin area as staff use it: sign in at /admin/login, manage a product with two uploaded images
 * and see the shop follow, quick stock updates down to zero, grant and remove a role, deactivate a
 * user, and move an order to Delivered as Track order shows it.
 */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminApi, signInAsAdmin, signInAtAdminLogin } from './auth-helpers.js';
import { placeGuestOrder } from './api-orders.js';

/** A tiny valid PNG, so the form's previews load. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** A confirmed customer account, signed up as a shopper would (code from the local mailbox). */
async function signUpCustomer(baseURL: string): Promise<{ email: string; password: string }> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    region: string;
    userPoolClientId: string;
    userPoolEndpoint: string;
  };
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.userPoolEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const email = `staff-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'Staff#2026pass';
  try {
    await client.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Damion' },
          { Name: 'family_name', Value: 'Thompson' },
        ],
      }),
    );
    let code: string | undefined;
    for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
      const mailbox = (await (
        await fetch(`${baseURL}/__dev/mailbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        messages: { code: string }[];
      };
      code = mailbox.messages[0]?.code;
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: config.userPoolClientId,
        Username: email,
        ConfirmationCode: code!,
      }),
    );
    return { email, password };
  } finally {
    client.destroy();
  }
}

async function findUserRow(page: Page, email: string) {
  await page.getByRole('tab', { name: 'User Administration' }).click();
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId(`user-row-${email}`);
  await expect(row).toBeVisible();
  return row;
}

async function trySignIn(
  browser: Browser,
  email: string,
  password: string,
): Promise<'dashboard' | 'refused'> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAtAdminLogin(page, email, password);
    const dashboard = page.getByRole('heading', { name: 'Admin Dashboard' });
    const refused = page.getByRole('alert');
    await expect(dashboard.or(refused).first()).toBeVisible();
    return (await dashboard.isVisible()) ? 'dashboard' : 'refused';
  } finally {
    await context.close();
  }
}

test.describe('admin dashboard', () => {
  test('creates a product with two uploaded images, sees it on the shop, then edits its price', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const name = `E2E Docking Station ${randomUUID().slice(0, 6)}`;

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByRole('button', { name: 'Generate SKU' }).click();
    await expect(dialog.getByLabel('SKU *')).toHaveValue(/^SHG-\d{6}[A-Z]{3}$/);
    await dialog.getByLabel('Selling price (JMD) *').fill('25000');
    // The markup is over cost (issue 26, item 13), not over the base price.
    await dialog.getByLabel('Cost price (JMD)').fill('20000');
    await expect(dialog.getByText('Markup over cost: 25.0%')).toBeVisible();
    await dialog.getByLabel('Stock quantity *').fill('7');
    await dialog.getByLabel('Key features').fill('Dual 4K output');
    await dialog.getByLabel('Key features').press('Enter');
    await expect(dialog.getByRole('button', { name: 'Remove feature Dual 4K output' })).toBeVisible();
    await dialog.getByLabel('Upload images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'back.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expectToast(page, '2 image(s) uploaded successfully');
    await expect(dialog.getByRole('button', { name: /^Remove image/ })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Move image 2 earlier' }).click();
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expectToast(page, 'Product created successfully');

    await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    const shop = await page.context().newPage();
    await shop.goto(`/products?search=${encodeURIComponent(name)}`);
    await expect(shop.getByText(name).first()).toBeVisible();
    await expect(shop.getByText('$25,000').first()).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Selling price (JMD) *')).toHaveValue('25000');
    await expect(edit.getByRole('button', { name: /^Remove image/ })).toHaveCount(2);
    await edit.getByLabel('Selling price (JMD) *').fill('19995');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expectToast(page, 'Product updated successfully');

    await shop.reload();
    await expect(shop.getByText('$19,995').first()).toBeVisible();
  });

  test('quick stock updates go down to zero and never below', async ({ page }) => {
    await signInAsAdmin(page);
    const name = `E2E Toner ${randomUUID().slice(0, 6)}`;
    const created = await adminApi<{ product: { id: string; sku: string } }>(
      page,
      'POST',
      '/admin/products',
      {
        name,
        sku: `E2E-${randomUUID().slice(0, 8)}`,
        selling_price: 5000,
        stock_quantity: 2,
      },
    );
    expect(created.status).toBe(201);

    await page.getByRole('tab', { name: 'Inventory Overview' }).click();
    await page
      .getByRole('searchbox', { name: 'Search inventory by name or SKU' })
      .fill(created.body.product.sku);
    const stock = page.getByRole('cell', { name: `Stock of ${name}` });
    await expect(stock).toHaveText('2');
    await page.getByRole('button', { name: `-1 for ${name}` }).click();
    await expect(stock).toHaveText('1');
    await page.getByRole('button', { name: `-1 for ${name}` }).click();
    await expect(stock).toHaveText('0');
    await expect(
      page.getByTestId(`inventory-row-${created.body.product.id}`).getByText('Out of Stock'),
    ).toBeVisible();
    await page.getByRole('button', { name: `-1 for ${name}` }).click();
    await expect(stock).toHaveText('0');
    const refused = await adminApi<{ message: string }>(
      page,
      'POST',
      `/admin/products/${created.body.product.id}/stock`,
      {
        delta: -1,
      },
    );
    expect(refused).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'Stock cannot go below zero.' },
    });
    await page.getByRole('button', { name: `+10 for ${name}` }).click();
    await expect(stock).toHaveText('10');
  });

  test('grants and removes a role, then deactivates the user, who can no longer sign in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await signUpCustomer(baseURL!);
    await signInAsAdmin(page);

    let row = await findUserRow(page, staff.email);
    await row.getByRole('combobox', { name: `Role to add for ${staff.email}` }).selectOption('admin');
    await row.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Role admin added');
    await expect(row.getByRole('button', { name: `Remove role admin from ${staff.email}` })).toBeVisible();
    expect(await trySignIn(browser, staff.email, staff.password)).toBe('dashboard');

    await row.getByRole('button', { name: `Remove role admin from ${staff.email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Role admin removed');
    expect(await trySignIn(browser, staff.email, staff.password)).toBe('refused');

    row = await findUserRow(page, staff.email);
    await row.getByRole('switch', { name: `Status of ${staff.email}` }).click();
    await page
      .getByRole('alertdialog', { name: /^Deactivate / })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, 'User deactivated');
    await expect(row.getByText('Inactive')).toBeVisible();
    expect(await trySignIn(browser, staff.email, staff.password)).toBe('refused');
  });

  test('moves an order to Delivered, as Track order then shows', async ({ page, request }) => {
    const email = `buyer-${randomUUID().slice(0, 6)}@example.com`;
    const { orderNumber } = await placeGuestOrder(request, {
      email,
      limit: 5,
      pick: (products) => products.find((p) => p.stock_quantity > 0),
    });

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders by number, email or name' }).fill(orderNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    // The transfer arrived: paid, it moves on without a reason. Each step asks first.
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Paid' }).click();
    await expectToast(page, `Order ${orderNumber} is marked paid`);
    for (const label of ['Processed', 'In Transit', 'Delivered']) {
      await dialog.getByRole('button', { name: `Move to ${label}` }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: `Move to ${label}` })
        .click();
      await expectToast(page, `Order ${orderNumber} is now ${label}`);
    }
    await expect(dialog.getByRole('button', { name: /^Move to/ })).toHaveCount(0);

    await page.goto('/track-order');
    await page.getByRole('textbox', { name: 'Order Number', exact: true }).fill(orderNumber);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Status: Delivered')).toBeVisible();
  });
});
