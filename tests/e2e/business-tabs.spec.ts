/**
 * A company buyer's checkout on account while things change elsewhere: the checkout continued to
 * payment in a second tab, the company's price list changed by staff before Place Order.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  applyForAccount,
  createApprovedCompany,
  createCustomer,
  createPriceList,
  createStaff,
  savePriceListEntries,
  type CompanyAnswer,
} from '../helpers/business.js';
import { createTestProducts } from '../helpers/cart-api.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { signInAsAdmin, signInThroughUi } from './auth-helpers.js';
import { openCompanyAsStaff } from './business-helpers.js';
import { comeBackTo, expect, openAnotherTab, retypeInto, test } from './human.js';
import { addProducts } from './shop-helpers.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

/** From the cart to the payment step, delivering to Kingston, with Pay on account chosen. */
async function toPaymentOnAccount(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await retypeInto(box('Phone'), '876-555-0142');
  await retypeInto(box('Street Address'), '4 Ruthven Road');
  await retypeInto(box('City'), 'Kingston');
  await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Andrew');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Pay on account \(Net 30\)/ }).check();
}

test('a buyer continues to payment in a second tab, then places the order on account from the first: one order, and the second tab shows the cart empty', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(shop);
  const { admin } = await createApprovedCompany(shop, staff, {
    payment_terms_days: 30,
    credit_limit: 5_000_000,
  });
  await signInThroughUi(page, admin.user.email, admin.user.password);
  await addProducts(page, [0]);
  await toPaymentOnAccount(page);
  // The same checkout opened again in another tab and continued to payment there.
  const other = await openAnotherTab(context);
  await toPaymentOnAccount(other);

  // Back in the first tab, the order is placed (it once said "Please enter your checkout details
  // again before placing the order." and placed nothing).
  await comeBackTo(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

  // The second tab, come back to, has nothing left to order.
  await comeBackTo(other);
  await expect(other.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  const orders = await admin.client.call<{
    orders: { order_number: string }[];
  }>('GET', '/api/me/orders');
  expect(orders.body.orders.map((order) => order.order_number)).toEqual([orderNumber]);
});

test("staff raise a company's list price while its buyer is at payment: the new total is shown and charged once accepted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaff(shop);
  const [product] = await createTestProducts(shop, [
    { stock: 5, price: 20_000, name: `Listcheck Monitor ${Date.now()}` },
  ]);
  const listId = await createPriceList(staff, { name: `Listcheck ${Date.now()}` });
  await savePriceListEntries(staff, listId, [{ sku: product!.sku, fixed_price: 15_000 }]);
  const { admin, companyId } = await createApprovedCompany(shop, staff, {
    payment_terms_days: 30,
    credit_limit: 5_000_000,
  });
  const set = await staff.call('PUT', `/api/admin/companies/${companyId}/price-list`, {
    price_list_id: listId,
  });
  expect(set.status).toBe(200);
  await signInThroughUi(page, admin.user.email, admin.user.password);
  expect((await admin.client.add(product!.id, 1)).status).toBe(200);
  await toPaymentOnAccount(page);
  // The company's price, GCT 15 % on J$15,000, free shipping.
  await expect(page.getByText('$17,250').first()).toBeVisible();

  await savePriceListEntries(staff, listId, [{ sku: product!.sku, fixed_price: 16_000 }]);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'The total has changed' });
  await expect(dialog).toContainText('18,400');
  await dialog.getByRole('button', { name: 'Place Order at New Total' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  const placed = await admin.client.call<{ order: { total: number } }>(
    'GET',
    `/api/me/orders/${orderNumber}`,
  );
  expect(placed.body.order.total).toBe(18_400);
});

test('staff approve an application in one tab, then press Approve in a second tab still showing it pending: told it was decided, the second tab shows the approved account, and the first terms stand', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const company = `Two Tab Hardware ${randomUUID().slice(0, 6)}`;
  const applicant = await createCustomer(shop);
  const applied = await applyForAccount(applicant.client, { company_name: company });
  expect(applied.status).toBe(201);
  const companyId = (applied.body as CompanyAnswer).company.id;
  const staffApi = await createStaff(shop);

  await signInAsAdmin(page);
  const first = await openCompanyAsStaff(page, company);
  const second = await openAnotherTab(context);
  await second.goto('/admin/dashboard');
  const late = await openCompanyAsStaff(second, company);
  await expect(late.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();

  await comeBackTo(page);
  await first.getByRole('combobox', { name: 'Payment terms' }).selectOption({ label: 'Net 30' });
  await retypeInto(first.getByLabel('Credit limit (JMD)'), '100,000');
  await first.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(first.getByRole('heading', { name: 'Record a payment' })).toBeVisible();

  await comeBackTo(second);
  await late.getByRole('combobox', { name: 'Payment terms' }).selectOption({ label: 'Net 15' });
  await retypeInto(late.getByLabel('Credit limit (JMD)'), '900,000');
  await late.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(late.getByRole('status')).toHaveText('This application has already been decided.');
  // The second tab now shows what was decided: the approved account, not the application's buttons.
  await expect(late.getByRole('heading', { name: 'Record a payment' })).toBeVisible();
  await expect(late.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(late.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
  await expect(second.getByText(`${company} · Approved`)).toBeVisible();
  const read = await staffApi.call<{ company: { credit_limit: number; payment_terms_days: number } }>(
    'GET',
    `/api/admin/companies/${companyId}`,
  );
  expect(read.body.company).toMatchObject({ credit_limit: 100_000, payment_terms_days: 30 });
});
