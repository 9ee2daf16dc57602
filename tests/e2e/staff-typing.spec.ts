/**
 * Staff's daily company forms typed at 120 ms a key (a slower typist than the suite's 70 ms): the
 * approval's credit limit with thousands commas and a payment with cents, each pressed twice.
 */
import { randomUUID } from 'node:crypto';
import {
  applyForAccount,
  createCustomer,
  createStaff,
  placeOnAccount,
  type CompanyAnswer,
} from '../helpers/business.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { signInAsAdmin } from './auth-helpers.js';
import { openCompanyAsStaff } from './business-helpers.js';
import { expect, retypeInto, test, typeInto } from './human.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;
const SLOW_KEYS_MS = 120;

test('staff type a credit limit and a payment slowly and press twice: each is taken once, as typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const company = `Slow Keys Supplies ${randomUUID().slice(0, 6)}`;
  const applicant = await createCustomer(shop);
  const applied = await applyForAccount(applicant.client, { company_name: company });
  expect(applied.status).toBe(201);
  const companyId = (applied.body as CompanyAnswer).company.id;
  const staffApi = await createStaff(shop);
  const read = async () =>
    (
      await staffApi.call<{ company: { credit_limit: number; balance: number; status: string } }>(
        'GET',
        `/api/admin/companies/${companyId}`,
      )
    ).body.company;

  await signInAsAdmin(page);
  const review = await openCompanyAsStaff(page, company);
  await review.getByRole('combobox', { name: 'Payment terms' }).selectOption({ label: 'Net 30' });
  await typeInto(review.getByLabel('Credit limit (JMD)'), '2,500,000', SLOW_KEYS_MS);
  await expect(review.getByLabel('Credit limit (JMD)')).toHaveValue('2,500,000');
  await review.getByRole('button', { name: 'Approve', exact: true }).dblclick();
  await expect(review.getByRole('heading', { name: 'Record a payment' })).toBeVisible();
  await expect.poll(read).toMatchObject({ status: 'approved', credit_limit: 2_500_000 });
  await expect(page.getByText('This application has already been decided.')).toHaveCount(0);

  // The company owes 23,000 (an order of 20,000 and 15 % GCT on account).
  expect((await placeOnAccount(shop, applicant, 20_000)).status).toBe(201);
  await expect.poll(async () => (await read()).balance).toBe(23_000);
  await page.reload();
  await page.getByRole('button', { name: `Open ${company}` }).click();
  const payment = review.getByRole('form', { name: 'Record a payment' });
  const amount = payment.getByRole('textbox', { name: 'Amount (JMD)' });
  await typeInto(amount, '12,345.67', SLOW_KEYS_MS);
  await expect(amount).toHaveValue('12,345.67');
  await payment.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cheque' });
  await typeInto(payment.getByRole('textbox', { name: 'Reference' }), 'CHQ-000120', SLOW_KEYS_MS);
  await payment.getByRole('button', { name: 'Record payment' }).dblclick();
  await expect(review.getByRole('status')).toHaveText('Payment recorded.');
  await expect.poll(async () => (await read()).balance).toBe(10_654.33);
  await expect(
    review.getByRole('region', { name: 'Statement' }).getByRole('listitem').filter({ hasText: 'CHQ-000120' }),
  ).toHaveCount(1);
});

test('staff record a payment larger than the company owes: the reason shows under the Amount box, without the field name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const company = `Over Pay Traders ${randomUUID().slice(0, 6)}`;
  const applicant = await createCustomer(shop);
  const applied = await applyForAccount(applicant.client, { company_name: company });
  expect(applied.status).toBe(201);
  const companyId = (applied.body as CompanyAnswer).company.id;
  const staffApi = await createStaff(shop);
  const approved = await staffApi.call('POST', `/api/admin/companies/${companyId}/decision`, {
    decision: 'approve',
    payment_terms_days: 30,
    credit_limit: 500_000,
  });
  expect(approved.status).toBe(200);
  // The company owes 23,000 (an order of 20,000 and 15 % GCT on account).
  expect((await placeOnAccount(shop, applicant, 20_000)).status).toBe(201);
  const balance = async () =>
    (await staffApi.call<{ company: { balance: number } }>('GET', `/api/admin/companies/${companyId}`)).body
      .company.balance;
  await expect.poll(balance).toBe(23_000);

  await signInAsAdmin(page);
  const review = await openCompanyAsStaff(page, company);
  const payment = review.getByRole('form', { name: 'Record a payment' });
  const amount = payment.getByRole('textbox', { name: 'Amount (JMD)' });
  await typeInto(amount, '30,000', SLOW_KEYS_MS);
  await typeInto(payment.getByRole('textbox', { name: 'Reference' }), 'TRF-30000', SLOW_KEYS_MS);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(amount).toHaveAccessibleDescription('is more than the balance the company owes.');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('amount:')).toHaveCount(0);
  await expect(amount).toHaveValue('30,000');
  expect(await balance()).toBe(23_000);

  // The amount corrected: the message goes and the payment is recorded once.
  await retypeInto(amount, '23,000', SLOW_KEYS_MS);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(review.getByRole('status')).toHaveText('Payment recorded.');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(payment.getByText('is more than the balance the company owes.')).toHaveCount(0);
  await expect.poll(balance).toBe(0);
});

test('staff type a new product at 120 ms a key: the name, price, cost and stock keep every character, in place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Slow Typed Drill 18V ${randomUUID().slice(0, 4)}`;
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  const nameBox = dialog.getByLabel('Name *');
  const price = dialog.getByLabel('Selling price (JMD) *');
  const stock = dialog.getByLabel('Stock quantity *');
  await typeInto(nameBox, name, SLOW_KEYS_MS);
  await typeInto(price, '12499.50', SLOW_KEYS_MS);
  await typeInto(stock, '120', SLOW_KEYS_MS);
  await expect(nameBox).toHaveValue(name);
  await expect(price).toHaveValue('12499.50');
  await expect(stock).toHaveValue('120');
  await expect(dialog.getByText(`Slug: ${name.toLowerCase().replaceAll(' ', '-')}`)).toBeVisible();

  // A correction in the middle of the price (the cursor moved back two places) stays where typed.
  await price.press('ArrowLeft');
  await price.press('ArrowLeft');
  await price.press('ArrowLeft');
  await page.keyboard.type('9', { delay: SLOW_KEYS_MS });
  await expect(price).toHaveValue('124999.50');
});
