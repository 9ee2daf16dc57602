/**
 * Business accounts at human speed, the whole path of one company: a customer applies with the
 * company's registration document, staff approve it with Net 30 and a credit limit, the company
 * admin invites a buyer by e-mail, the buyer accepts through the mailed link and orders on account
 * above their spending limit (nothing to pay and no due date until the company admin approves it),
 * the statement shows the invoice due from the approval, and staff record the payment so the
 * balance drops.
 * Staff double-clicking Record payment record the transfer once.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { toShopDay } from '../../functions/core/shop-time.js';
import { makeEmail, signInAsAdmin, signUpThroughApi, waitForEmail } from './auth-helpers.js';
import { applyForBusinessAccount, openCompanyAsStaff } from './business-helpers.js';
import {
  comeBackTo,
  expect,
  openAnotherDevice,
  openAnotherTab,
  retypeInto,
  test,
  typeInto,
} from './human.js';
import { addProducts } from './shop-helpers.js';

const PASSWORD = 'island6';

/** Whole Jamaican dollars of a shown price such as `$28,895`. */
const dollarsOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The statement's balance, as the page shows it ("Balance: $1,234"). */
async function statementBalance(statement: Locator): Promise<number> {
  const line = statement.getByText(/^Balance: /);
  await expect(line).toBeVisible();
  return dollarsOf((await line.textContent())!.replace('Balance: ', ''));
}

/** The day 30 days from now (YYYY-MM-DD) on Kingston's calendar, as the shop dates invoices. */
const thirtyDaysOn = () => toShopDay(new Date(Date.now() + 30 * 86_400_000).toISOString());

/** The site path and query of the invitation link in the mail's text. */
function inviteLinkIn(text: string): string {
  const found = /https?:\/\/[^\s\]]+(\/account\/business\?company=[^\s\]]+)/.exec(text);
  expect(found, 'the invitation link').not.toBeNull();
  return found![1]!;
}

/** Types the checkout's address over what the account filled in, and picks the parish. */
async function typeAddress(page: Page): Promise<void> {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await retypeInto(box('Phone'), '876-555-0142');
  await retypeInto(box('Street Address'), '4 Ruthven Road');
  await retypeInto(box('City'), 'Kingston');
  await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Andrew');
}

test.describe('business accounts', () => {
  test('apply, staff approve Net 30, invite a buyer who pays on account, staff record the payment', async ({
    page,
    anotherDevice: staff,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const company = `Blue Mountain Tech ${randomUUID().slice(0, 6)}`;
    const adminEmail = makeEmail('company-admin');
    const buyerEmail = makeEmail('buyer');

    // The customer applies from My Account.
    await signUpThroughApi(page, adminEmail, PASSWORD);
    await applyForBusinessAccount(page, {
      company,
      trn: '123456789',
      address: '4 Ruthven Road, Kingston 10',
      phone: '876-555-0142',
      monthlySpend: '500000',
    });
    await expect(page.getByRole('status')).toHaveText(
      'Your application is being reviewed. We will e-mail you when it is decided.',
    );

    // Staff approve it with Net 30 and a credit limit.
    await signInAsAdmin(staff);
    // From the dashboard's header, as staff find it (nobody types the address).
    const review = await openCompanyAsStaff(staff, company);
    await expect(review.getByRole('link', { name: 'Registration document: registration.pdf' })).toBeVisible();
    await review.getByRole('combobox', { name: 'Payment terms' }).selectOption({ label: 'Net 30' });
    await typeInto(review.getByLabel('Credit limit (JMD)'), '5000000');
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(review.getByRole('heading', { name: 'Record a payment' })).toBeVisible();
    await waitForEmail(request, adminEmail, (m) => m.subject === 'Your business account is approved', 30_000);

    // The company admin sees the terms and invites a buyer.
    await page.reload();
    await expect(page.getByText('Pay on account (Net 30) is available at checkout.')).toBeVisible();
    await typeInto(page.getByLabel('Buyer e-mail'), buyerEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toHaveText('Invitation sent.');
    await expect(page.getByRole('listitem').filter({ hasText: buyerEmail })).toBeVisible();

    // The buyer, on their own device, signs up and accepts through the mailed link.
    const buyer = await openAnotherDevice(browser, baseURL);
    try {
      const invitation = await waitForEmail(
        request,
        buyerEmail,
        (m) => m.subject === `You are invited to buy for ${company}`,
        30_000,
      );
      const link = inviteLinkIn(invitation.text ?? '');
      // They open it before having an account, as the mail lets them, and sign up from there.
      await buyer.goto(link);
      await expect(buyer.getByRole('heading', { name: 'Join a business account' })).toBeVisible();
      await buyer.getByRole('link', { name: 'Sign in', exact: true }).click();
      await buyer.getByRole('tab', { name: 'Sign Up' }).click();
      await typeInto(buyer.getByLabel('First Name'), 'Andre');
      await typeInto(buyer.getByLabel('Last Name'), 'Campbell');
      await typeInto(buyer.getByLabel('Email', { exact: true }), buyerEmail);
      await typeInto(buyer.getByLabel('Password', { exact: true }), PASSWORD);
      await typeInto(buyer.getByLabel('Confirm Password'), PASSWORD);
      await buyer.getByRole('button', { name: 'Create Account' }).click();
      const { code } = await waitForEmail(request, buyerEmail, (m) => m.code !== '');
      await typeInto(buyer.getByLabel('Confirmation code'), code);
      await buyer.getByRole('button', { name: 'Confirm Account' }).click();
      // Back at the invitation, signed in.
      await expect(buyer).toHaveURL((url) => `${url.pathname}${url.search}` === link);
      await buyer.getByRole('button', { name: 'Accept the invitation' }).click();
      await expect(buyer.getByRole('status').filter({ hasText: 'You joined the company.' })).toBeVisible();

      // The company admin sets the buyer a spending limit below what they are about to order.
      await page.reload();
      const limitBox = page.getByLabel(`Spending limit for ${buyerEmail} (JMD, empty for none)`);
      await typeInto(limitBox, '1');
      await page.getByRole('button', { name: `Save limit ${buyerEmail}` }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Spending limit of ${buyerEmail} saved.` }),
      ).toBeVisible();
      // Typed with the dollar sign, a limit is refused under its box (in the shop's words, not the
      // server's field name), nothing is sent, and the one set stays (it was once taken as no limit).
      await retypeInto(limitBox, 'J$5,000');
      await page.getByRole('button', { name: `Save limit ${buyerEmail}` }).click();
      await expect(limitBox).toHaveAccessibleDescription('must be an amount in JMD');
      await expect(limitBox).toBeFocused();
      await expect(page.getByText('spending_limit', { exact: false })).toHaveCount(0);
      await expect(page.getByText(`Spending limit of ${buyerEmail} saved.`)).toHaveCount(0);
      await page.reload();
      await expect(page.getByText('Spending limit per order: $1', { exact: true })).toBeVisible();

      // The buyer checks out on account.
      await addProducts(buyer, [0]);
      await buyer.goto('/cart');
      await buyer.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await typeAddress(buyer);
      await buyer.getByRole('button', { name: 'Continue to Payment' }).click();
      await buyer.getByRole('radio', { name: /Pay on account \(Net 30\)/ }).check();
      await buyer.getByRole('button', { name: 'Place Order' }).click();
      await expect(buyer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
        timeout: 20_000,
      });
      const orderNumber = (await buyer.getByTestId('order-number').textContent())!.trim();
      // Above their limit, nothing is to be paid yet: the order page says why, with no due date.
      const toPay = buyer.getByRole('region', { name: 'Pay on account (Net 30)' });
      await expect(
        toPay.getByText(
          "This order is waiting for the company admin's approval: it can be paid once they approve it.",
        ),
      ).toBeVisible();
      await expect(toPay.getByText('Due date')).toHaveCount(0);

      // The buyer keeps their orders open in another tab: the order waits there.
      const ordersTab = await openAnotherTab(buyer.context());
      await ordersTab.goto('/auth?tab=orders');
      const listed = ordersTab.getByRole('listitem').filter({ hasText: orderNumber });
      await expect(listed.getByText('Awaiting approval', { exact: true })).toBeVisible();

      // The statement in My Account shows the invoice, with no due date before the approval.
      await buyer.bringToFront();
      await buyer.goto('/account/business');
      const statement = buyer.getByRole('region', { name: 'Statement' });
      const invoice = statement.getByRole('row').filter({ hasText: orderNumber });
      await expect(invoice.getByRole('cell').nth(1)).toHaveText('After approval');

      // It waits for the company admin, who approves it from My Account.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Orders awaiting your approval' })).toBeVisible();
      const dueBefore = thirtyDaysOn();
      await page.getByRole('button', { name: `Approve ${orderNumber}` }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Order ${orderNumber} approved.` }),
      ).toBeVisible();
      const dueAfter = thirtyDaysOn();

      // Now the invoice is due 30 days after the approval (the day as the shop's clock reads it):
      // the buyer's page, left open on their device, shows it once they come back to it.
      await comeBackTo(buyer);
      await expect(invoice).toBeVisible();
      await expect(invoice.getByRole('cell').nth(1)).not.toHaveText('After approval');
      // So does their orders tab.
      await comeBackTo(ordersTab);
      await expect(listed.getByText('Confirmed', { exact: true })).toBeVisible();
      await comeBackTo(buyer);
      expect([dueBefore, dueAfter]).toContain((await invoice.getByRole('cell').nth(1).textContent())!.trim());
      const owed = dollarsOf((await invoice.getByRole('cell').last().textContent())!);
      expect(owed).toBeGreaterThan(0);
      expect(await statementBalance(statement)).toBe(owed);

      // Staff record a bank transfer for part of it; the balance drops by what was paid.
      const paid = Math.min(1000, owed - 1);
      await staff.reload();
      await staff.getByRole('button', { name: `Open ${company}` }).click();
      const account = staff.getByRole('region', { name: company });
      // The company's account: its orders, with the buyer's.
      const orderRow = account.getByRole('row').filter({ hasText: buyerEmail });
      await expect(orderRow.getByRole('link', { name: orderNumber })).toBeVisible();
      const staffStatement = account.getByRole('region', { name: 'Statement' });
      await expect(staffStatement.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
      const payment = account.getByRole('form', { name: 'Record a payment' });
      await typeInto(payment.getByRole('textbox', { name: 'Amount (JMD)' }), String(paid));
      await payment.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Bank transfer' });
      await typeInto(payment.getByRole('textbox', { name: 'Reference' }), 'NCB-778812');
      await payment.getByRole('button', { name: 'Record payment' }).click();
      await expect(account.getByRole('status')).toHaveText('Payment recorded.');
      await expect.poll(() => statementBalance(staffStatement)).toBe(owed - paid);
      await expect(staffStatement.getByRole('listitem').filter({ hasText: 'NCB-778812' })).toBeVisible();

      // The buyer's statement shows it too.
      await buyer.reload();
      await expect.poll(() => statementBalance(statement)).toBe(owed - paid);
    } finally {
      await buyer.context().close();
    }
  });
  test('staff double-click Record payment: the transfer is recorded once, and the next one after it', async ({
    page,
    anotherDevice: staff,
  }) => {
    test.setTimeout(180_000);
    const company = `Port Royal Networks ${randomUUID().slice(0, 6)}`;
    await signUpThroughApi(page, makeEmail('double-pay'), PASSWORD);
    await applyForBusinessAccount(page, {
      company,
      trn: '456789123',
      address: '9 Port Royal Street, Kingston',
      phone: '876-555-0190',
      monthlySpend: '300000',
    });
    await signInAsAdmin(staff);
    const review = await openCompanyAsStaff(staff, company);
    await review.getByRole('combobox', { name: 'Payment terms' }).selectOption({ label: 'Net 30' });
    await typeInto(review.getByLabel('Credit limit (JMD)'), '5000000');
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(review.getByRole('heading', { name: 'Record a payment' })).toBeVisible();

    // The company admin orders on account.
    await page.reload();
    await expect(page.getByText('Pay on account (Net 30) is available at checkout.')).toBeVisible();
    await addProducts(page, [0]);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await typeAddress(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: /Pay on account \(Net 30\)/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });

    // Staff record a bank transfer and double-click the button, as people do.
    await staff.reload();
    await staff.getByRole('button', { name: `Open ${company}` }).click();
    const account = staff.getByRole('region', { name: company });
    const statement = account.getByRole('region', { name: 'Statement' });
    const owed = await statementBalance(statement);
    const paid = Math.floor(owed / 4);
    expect(paid).toBeGreaterThan(0);
    const payment = account.getByRole('form', { name: 'Record a payment' });
    await typeInto(payment.getByRole('textbox', { name: 'Amount (JMD)' }), String(paid));
    await payment.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Bank transfer' });
    await typeInto(payment.getByRole('textbox', { name: 'Reference' }), 'NCB-DOUBLE-1');
    await payment.getByRole('button', { name: 'Record payment' }).dblclick();
    await expect(account.getByRole('status')).toHaveText('Payment recorded.');
    await expect.poll(() => statementBalance(statement)).toBe(owed - paid);
    // Once, also after a fresh read of the company.
    await staff.reload();
    await staff.getByRole('button', { name: `Open ${company}` }).click();
    await expect.poll(() => statementBalance(statement)).toBe(owed - paid);
    await expect(statement.getByRole('listitem').filter({ hasText: 'NCB-DOUBLE-1' })).toHaveCount(1);

    // The next transfer typed into the same form is a new payment, recorded too.
    await typeInto(payment.getByRole('textbox', { name: 'Amount (JMD)' }), String(paid));
    await typeInto(payment.getByRole('textbox', { name: 'Reference' }), 'NCB-DOUBLE-2');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(statement.getByRole('listitem').filter({ hasText: 'NCB-DOUBLE-2' })).toHaveCount(1);
    await expect.poll(() => statementBalance(statement)).toBe(owed - 2 * paid);
    await expect(statement.getByRole('listitem').filter({ hasText: 'NCB-DOUBLE-1' })).toHaveCount(1);
  });
});
