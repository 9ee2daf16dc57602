/**
 * The reports screen end to end: an accountant signs in at /admin/login and lands on the reports
 * (the only staff page the role opens); an order paid today shows in the Sales figures and the GCT
 * return, the breakdown follows the chosen dimension, every chart has its table, and the page passes
 * axe at a desktop's 1280 px and a phone's 375 px.
 */
import { randomUUID } from 'node:crypto';
import type { MoneyReport } from '../../functions/core/reports/reports.js';
import { toShopDay } from '../../functions/core/shop-time.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { createTestUser, type TestUser } from '../helpers/admin-users.js';
import { createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { signIn } from '../helpers/cognito.js';
import { signInAtAdminLogin } from './auth-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, sidewaysOverflow, test, throttleLikeSlowPhone } from './human.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

let accountant: TestUser;

test.beforeAll(async () => {
  accountant = await createTestUser(shop, ['accountant']);
  const [product] = await createTestProducts(shop, [
    { stock: 10, price: 25_000, name: `Report laptop ${randomUUID().slice(0, 6)}` },
  ]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, 2);
  const session = (await client.saveCheckout()).body.checkout_session;
  const placed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer');
  const admin = shop.sampleAccounts.admin;
  const staff = createShopClient(shop, {
    idToken: (await signIn(shop, admin.email, admin.password)).idToken,
  });
  await staff.call('POST', `/api/admin/orders/${placed.body.order.order_number}/payment/paid`, {});
  // The reports follow the table's stream: wait until the payment is in them, as staff would see it later.
  const today = toShopDay(new Date().toISOString());
  await expect
    .poll(
      async () => {
        const money = await staff.call<{ report: MoneyReport }>(
          'GET',
          `/api/admin/reports/money?from=${today}&to=${today}`,
        );
        return money.body.report.by_method.some(
          (row) => row.method === 'bank_transfer' && row.received >= placed.body.order.total,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});

for (const width of [1280, 375]) {
  test(`an accountant reads the month's sales, GCT return, money and stock at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAtAdminLogin(page, accountant.email, accountant.password);
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

    const sales = page.getByRole('region', { name: 'Sales' });
    const revenue = sales.getByRole('row', { name: /^Revenue \(net of GCT\)/ });
    await expect(revenue).toBeVisible();
    await expect(revenue).not.toContainText('J$0.00 J$');
    await sales.getByRole('combobox', { name: 'Break down by' }).selectOption({ label: 'payment method' });
    await expect(
      sales.getByRole('table', { name: /largest/ }).getByRole('rowheader', { name: 'Bank transfer' }),
    ).toBeVisible();
    await expect(sales.getByRole('img', { name: 'Revenue net of GCT by payment method' })).toBeVisible();
    await expect(sales.getByRole('img', { name: 'Revenue net of GCT, by day' })).toBeVisible();

    const gct = page.getByRole('region', { name: 'GCT return' });
    await expect(gct.getByRole('row', { name: /^Output GCT J\$/ })).toBeVisible();
    await expect(gct.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Money' }).getByRole('rowheader', { name: 'Bank transfer' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Stock' }).getByRole('rowheader', { name: 'Total' }),
    ).toBeVisible();

    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`reports-${width}.png`), fullPage: true });
  });
}

test('a custom period typed key by key on a slow phone asks only for periods the report takes', async ({
  page,
}) => {
  test.slow(); // typed at human speed on a throttled phone
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAtAdminLogin(page, accountant.email, accountant.password);
  await throttleLikeSlowPhone(page);
  const refused: string[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes('/admin/reports/sales') && answer.status() >= 400) refused.push(answer.url());
  });
  const sales = page.getByRole('region', { name: 'Sales' });
  const period = sales.getByRole('combobox', { name: 'Period' });
  await period.selectOption({ label: 'Custom' });
  // A date box is typed month, day, year from its first part (a tap at its left end).
  const from = sales.getByLabel('From');
  const to = sales.getByLabel('To', { exact: true });
  await from.click({ position: { x: 14, y: 12 } });
  await page.keyboard.type('03152025', { delay: 120 });
  await to.click({ position: { x: 14, y: 12 } });
  await page.keyboard.type('04302025', { delay: 120 });
  await expect(from).toHaveValue('2025-03-15');
  await expect(to).toHaveValue('2025-04-30');
  await expect(sales.getByRole('table', { name: /^2025-03-15 – 2025-04-30 \// })).toBeVisible();
  // On the way (year 0002, 0020, ... of a day being typed), nothing the report refuses was asked,
  // and the page never said it could not load.
  expect(refused).toEqual([]);
  await expect(page.getByText('The report could not be loaded. Please try again.')).toHaveCount(0);

  // A To before From is said under the boxes, and not asked for.
  await to.click({ position: { x: 14, y: 12 } });
  await page.keyboard.type('03012025', { delay: 120 });
  await expect(to).toHaveValue('2025-03-01');
  await expect(sales.getByText('To: must be on or after from')).toBeVisible();
  expect(refused).toEqual([]);
});

test('the money CSV is not offered for a period the report refuses', async ({ page }) => {
  await signInAtAdminLogin(page, accountant.email, accountant.password);
  const money = page.getByRole('region', { name: 'Money' });
  const csv = money.getByRole('button', { name: 'Download CSV' });
  await expect(csv).toBeEnabled();
  const to = money.getByLabel('To', { exact: true });
  await to.click({ position: { x: 14, y: 12 } });
  await page.keyboard.type('01012020', { delay: 60 });
  await expect(to).toHaveValue('2020-01-01');
  await expect(money.getByText('To: must be on or after from')).toBeVisible();
  await expect(csv).toBeDisabled();
});

test('an accountant goes from the reports to the dashboard and reads the orders and an invoice, never refused', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await signInAtAdminLogin(page, accountant.email, accountant.password);
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Orders' });
  const view = orders.getByRole('button', { name: /^View order / }).first();
  await expect(view).toBeVisible();
  await view.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Tax Invoice' })).toBeVisible();
  // Reading only: no way to move, cancel, mark paid or refund the order.
  await expect(dialog.getByRole('button', { name: /Cancel|Mark|Refund|Move to/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('link', { name: 'Reports' }).first()).toBeVisible();
  await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(refused).toEqual([]);
});
