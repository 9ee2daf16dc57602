/**
 * A company buyer's checkout on account in two tabs of one browser: the checkout continued to
 * payment in both, the order placed from one of them.
 */
import type { Page } from '@playwright/test';
import { createApprovedCompany, createStaff } from '../helpers/business.js';
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
