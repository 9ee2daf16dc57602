/**
 * The accounting export end to end: staff choose a period on the reports screen, ask for the export,
 * hear when it is ready, and download the orders file through its link; the order placed and paid
 * today is in it with its total.
 */
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { parseCsv } from '../../functions/core/csv/csv.js';
import { toShopDay } from '../../functions/core/shop-time.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { signIn } from '../helpers/cognito.js';
import { signInAsAdmin } from './auth-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, test } from './human.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

let orderNumber: string;
let orderTotal: number;

test.beforeAll(async () => {
  const [product] = await createTestProducts(shop, [
    { stock: 10, price: 18_999.95, name: `Export router ${randomUUID().slice(0, 6)}` },
  ]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, 2);
  const session = (await client.saveCheckout()).body.checkout_session;
  const placed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer');
  orderNumber = placed.body.order.order_number;
  orderTotal = placed.body.order.total;
  const admin = shop.sampleAccounts.admin;
  const staff = createShopClient(shop, {
    idToken: (await signIn(shop, admin.email, admin.password)).idToken,
  });
  await staff.call('POST', `/api/admin/orders/${orderNumber}/payment/paid`, {});
});

test('staff export today’s orders and download the orders file', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/reports');
  const exports = page.getByRole('region', { name: 'Exports' });
  await expect(exports.getByRole('button', { name: 'Export orders' })).toBeVisible();

  // Today only: the person types today's date into From (month, day, year as the date field asks).
  const [year, month, day] = toShopDay(new Date().toISOString()).split('-');
  const from = exports.getByLabel('From');
  await from.click({ position: { x: 10, y: 10 } });
  await page.keyboard.type(`${month}${day}${year}`, { delay: 70 });
  await expect(from).toHaveValue(`${year}-${month}-${day}`);
  await exports.getByRole('button', { name: 'Export orders' }).click();

  const period = `${year}-${month}-${day}`;
  await expect(exports.getByRole('status')).toHaveText(`The export of ${period} is ready to download.`, {
    timeout: 30_000,
  });
  const row = exports.getByRole('row', { name: new RegExp(`^${period} `) }).first();
  await expect(row).toContainText('Ready');
  const link = row.getByRole('link', { name: /^Orders \(\d+ rows?\)$/ });
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orders-${period}-to-${period}.csv`);
  const [header, ...records] = parseCsv(await readFile((await download.path())!, 'utf8'));
  const column = (name: string) => header!.fields.indexOf(name);
  const mine = records.find((record) => record.fields[column('Order number')] === orderNumber);
  expect(mine?.fields[column('Total')]).toBe(orderTotal.toFixed(2));
  expect(mine?.fields[column('Payment status')]).toBe('Paid');

  await expectNoSeriousViolations(page);
});
