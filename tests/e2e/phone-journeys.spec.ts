/**
 * The key journeys on the slow phone (360 px, 400 kbps, a CPU four times slower), typed with real
 * keys and tapped: a search to the cart and on to the order placed, the order link from the mail
 * with its proof of payment, and staff handling that order from a phone. The figures of the same
 * journeys are `npm run bench:phone`'s; these check that each step works at that speed.
 */
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, makeEmail, waitForEmail } from './auth-helpers.js';
import { LOCAL_MAIL } from '../../infra/local/config.js';
import {
  expect as humanExpect,
  expectLoaded,
  openSlowPhone,
  sidewaysOverflow,
  test,
  typeInto,
} from './human.js';
import { typeCheckoutForm } from './shop-helpers.js';
import { placeGuestOrder } from './api-orders.js';

/** What a person on that phone waits for a step before giving up: a screenful over 400 kbps. */
const PHONE_STEP_MS = 30_000;
const expect = humanExpect.configure({ timeout: PHONE_STEP_MS });

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

/** Staff sign in on the phone with real keys and land on the dashboard. */
async function signInStaff(staff: Page): Promise<void> {
  await staff.goto('/admin/login');
  await typeInto(staff.getByRole('textbox', { name: 'Email' }), ADMIN_EMAIL);
  await typeInto(staff.getByLabel('Password', { exact: true }), ADMIN_PASSWORD);
  await staff.getByRole('button', { name: 'Sign In' }).click();
  await expect(staff.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('the key journeys on a slow phone', () => {
  test('a search typed in the header, the product, the cart, checkout and the order placed', async ({
    phone,
  }) => {
    test.setTimeout(240_000);
    phone.setDefaultTimeout(PHONE_STEP_MS);
    await phone.goto('/');
    await typeInto(headerSearch(phone), 'hp laptop');
    await phone.keyboard.press('Enter');
    await expect(phone).toHaveURL(/\/products\?search=hp\+laptop$/);
    await expect(
      phone.getByRole('heading', { name: 'Search results for "hp laptop"', level: 1 }),
    ).toBeVisible();

    // The laptops asked for come before their charger.
    const results = phone.getByRole('main').getByRole('article');
    await expect(results.first()).toBeVisible();
    await expectLoaded(phone, PHONE_STEP_MS);
    const names = (await results.getByRole('heading').allTextContents()).map((n) => n.trim());
    const isHpLaptop = (n: string) =>
      /^HP\b/.test(n) && !/charger/i.test(n) && /laptop|probook|elitebook/i.test(n);
    expect(isHpLaptop(names[0] ?? ''), `the first of ${names.join(' | ')}`).toBe(true);
    const charger = names.findIndex((n) => /charger/i.test(n));
    const lastLaptop = names.findLastIndex(isHpLaptop);
    if (charger >= 0)
      expect(charger, `the charger after the HP laptops: ${names.join(' | ')}`).toBeGreaterThan(lastLaptop);

    await results.first().getByRole('heading').getByRole('link').click();
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
    await phone.getByRole('button', { name: /^Add to Cart/ }).click();
    await phone.getByRole('link', { name: 'View cart' }).click();
    await expect(phone.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    await expect(phone.getByRole('main').getByText(names[0]!).first()).toBeVisible();

    await phone.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(phone.getByRole('heading', { name: 'Checkout', level: 1 })).toBeFocused();
    await typeCheckoutForm(phone, makeEmail('phone-journey'));
    await phone.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(phone.getByRole('heading', { name: 'Payment Method' })).toBeInViewport();
    await phone.getByRole('radio', { name: /Bank transfer/ }).check();
    await phone.getByRole('button', { name: 'Place Order' }).click();
    await expect(phone.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(phone.getByTestId('order-number')).toHaveText(/\S/);
  });

  test('the order link from the mail takes the proof on the phone; staff on a phone find it and mark it paid', async ({
    phone,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    phone.setDefaultTimeout(PHONE_STEP_MS);
    const email = makeEmail('phone-link');
    const orderNumber = (await placeGuestOrder(request, { email })).orderNumber;
    const mail = await waitForEmail(
      request,
      email,
      (m) => m.subject === `We received your order ${orderNumber}`,
      30_000,
    );
    const link = new RegExp(`https?://[^\\s\\]]+(/order/${orderNumber}\\?token=[A-Za-z0-9_-]+)`).exec(
      mail.text ?? '',
    );
    expect(link, 'the order link with its token').not.toBeNull();

    await phone.goto(link![1]!);
    await expect(phone.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
    await expect(phone.getByTestId('order-status')).toHaveText('Status: Awaiting payment');
    const payment = phone.getByRole('region', { name: 'Pay by bank transfer' });
    await payment.getByLabel('Proof of payment').setInputFiles({
      name: 'transfer.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% proof of transfer\n%%EOF\n'),
    });
    await payment.getByRole('button', { name: 'Upload Proof of Payment' }).click();
    await expect(payment.getByRole('status')).toContainText('We have your proof of payment');
    await expect(phone.getByTestId('order-status')).toHaveText('Status: Proof of payment received');

    // Staff, on a phone of their own, are told by mail and find the order among those with a proof.
    await waitForEmail(
      request,
      LOCAL_MAIL.staff,
      (m) => m.subject === `Proof of payment received for order ${orderNumber}`,
      30_000,
    );
    const staff = await openSlowPhone(browser, baseURL);
    staff.setDefaultTimeout(PHONE_STEP_MS);
    await signInStaff(staff);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await staff.getByRole('checkbox', { name: 'Proof received only' }).click();
    await typeInto(
      staff.getByRole('searchbox', { name: 'Search orders by number, email or name' }),
      orderNumber,
    );
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      staff.getByRole('row').filter({ hasText: orderNumber }).getByText('Proof received', { exact: true }),
    ).toBeVisible();
    await staff.getByRole('button', { name: `View order ${orderNumber}` }).click();

    const dialog = staff.getByRole('dialog', { name: `Order ${orderNumber}` });
    await expect(dialog.getByRole('link', { name: /^Open transfer\.pdf \(uploaded / })).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    const confirm = staff.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Mark order ${orderNumber} paid? Its payment changes from Awaiting payment to Paid`,
    );
    await confirm.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(
      dialog.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true }),
    ).toBeVisible();
    await staff.context().close();
  });

  test('the staff dashboard fits the phone: its header buttons wrap, nothing is wider than the screen', async ({
    phone: staff,
  }) => {
    test.slow();
    staff.setDefaultTimeout(PHONE_STEP_MS);
    await signInStaff(staff);
    await expect(staff.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await expect(staff.getByRole('checkbox', { name: 'Proof received only' })).toBeVisible();
    expect(await sidewaysOverflow(staff)).toBe(0);
  });
});
