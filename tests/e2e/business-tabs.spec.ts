/**
 * A company buyer's checkout on account while things change elsewhere: the checkout continued to
 * payment in a second tab, the company's price list changed by staff before Place Order.
 */
import type { Page } from '@playwright/test';
import {
  createApprovedCompany,
  createPriceList,
  createStaff,
  savePriceListEntries,
} from '../helpers/business.js';
import { createTestProducts } from '../helpers/cart-api.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { signInThroughUi } from './auth-helpers.js';
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
