/**
 * A quote request becomes an order end to end: a buyer sends a bulk-order quote, an admin opens it
 * in the inbox, makes it a draft order, changes a quantity, gives one line a volume price (a price
 * at the shop's is refused, naming the field) and sends it; the buyer follows the link in the mail,
 * sees the agreed price, puts the quoted lines in the cart and reaches checkout with exactly those
 * lines at that price.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatPrice } from '../../functions/core/format-price.js';
import { retypeInto, typeInto } from './human.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { newLoopbackAddress, sendFrom } from '../helpers/enquiries.js';
import { expectToast, makeEmail, signInAsAdmin, waitForEmail } from './auth-helpers.js';
import { expectNoSeriousViolations } from './axe-helpers.js';

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

interface ListedProduct {
  id: string;
  name: string;
  sku: string;
  stock_quantity: number;
  selling_price: number;
}

/** Two computers in stock, from the end of the list (other specs buy from its start). */
async function findTwoProducts(request: APIRequestContext): Promise<[ListedProduct, ListedProduct]> {
  const list = (await (await request.get('/api/products?category=computers&limit=50')).json()) as {
    products: ListedProduct[];
  };
  const stocked = list.products.filter((p) => p.stock_quantity >= 5 && p.sku);
  expect(stocked.length, 'two computers in stock').toBeGreaterThan(1);
  return [stocked.at(-1)!, stocked.at(-2)!];
}

test('an admin makes a quote request into a draft order and the buyer checks it out', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, the mail stream and a confirmation: more than one page's default time.
  test.setTimeout(60_000);
  const [first, second] = await findTwoProducts(request);
  const buyer = makeEmail('buyer');
  const sent = await sendFrom(shop.url, newLoopbackAddress(), 'POST', '/api/messages/quote', {
    name: 'Andre Williams',
    email: buyer,
    phone: '',
    company: 'Montego Bay Accounting Ltd',
    trn: '',
    lines: [
      { sku: first.sku, quantity: 3 },
      { sku: second.sku, quantity: 1 },
      { sku: 'NOT-A-REAL-SKU', quantity: 2 },
    ],
    notes: 'For our new office.',
  });
  expect(sent.status).toBe(202);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Inbox' }).click();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or subject' }).fill(buyer);
  await page.getByRole('button', { name: 'Search' }).click();
  const subject = 'Quote request from Montego Bay Accounting Ltd';
  await page.getByRole('button', { name: `Open message: ${subject}` }).click();

  const dialog = page.getByRole('dialog', { name: subject });
  await dialog.getByRole('button', { name: 'Create draft order' }).click();
  await expectToast(page, 'Success', 'Draft order created.');
  const draft = dialog.getByRole('region', { name: 'Draft order' });
  await expect(draft.getByText('Not in the catalogue (left out): NOT-A-REAL-SKU')).toBeVisible();
  const quantity = draft.getByRole('spinbutton', { name: `Quantity of ${second.name}` });
  await expect(quantity).toHaveValue('1');
  await expectNoSeriousViolations(page);
  await quantity.fill('2');
  // The buyer asked for a volume price on the first line: at the shop's price it is refused.
  const price = draft.getByRole('spinbutton', { name: `Price of ${first.name}` });
  await typeInto(price, String(first.selling_price));
  await typeInto(draft.getByRole('textbox', { name: `Why this price for ${first.name}` }), 'Volume price');
  await draft.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Could not save the draft order', 'lines.0.price_override.price: must be below');
  const volumePrice = Math.floor(first.selling_price * 0.9);
  await retypeInto(price, String(volumePrice));
  await draft.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Success', 'Draft order saved.');
  await expect(draft.getByText(`Shop price ${formatPrice(first.selling_price)}.`)).toBeVisible();
  await expect(draft.getByText(/Set by .+: Volume price$/)).toBeVisible();
  await draft.getByRole('button', { name: 'Send to customer' }).click();
  // One click sends nothing: the confirmation names who gets what.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Send this draft order to ${buyer}? They are e-mailed its 2 line(s)`);
  await confirm.getByRole('button', { name: 'Send to customer' }).click();
  await expectToast(page, 'Success', `The quote is on its way to ${buyer}.`);
  await expect(draft.getByText('Sent', { exact: true })).toBeVisible();

  const mail = await waitForEmail(request, buyer, (m) => m.subject.startsWith('Your quote'));
  const link = /https?:\/\/[^\s\]]+\/quote\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '');
  expect(link, 'the quote link in the mail').not.toBeNull();
  const { pathname, search } = new URL(link![0]);

  // The buyer, signed out, in a fresh browser context of their own.
  const buyerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`${pathname}${search}`);
  await expect(buyerPage.getByRole('heading', { name: 'Your quote', level: 1 })).toBeVisible();
  await expect(buyerPage.getByText(first.name)).toBeVisible();
  await expect(buyerPage.getByText(second.name)).toBeVisible();
  await expect(buyerPage.getByText(formatPrice(volumePrice * 3)).first()).toBeVisible();
  await expectNoSeriousViolations(buyerPage);
  await buyerPage.getByRole('button', { name: 'Add to cart and check out' }).click();

  await expect(buyerPage).toHaveURL(/\/cart\?step=checkout$/);
  const summary = buyerPage.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(first.name);
  await expect(summary).toContainText(formatPrice(volumePrice * 3));
  await expect(summary).toContainText(second.name);
  await expect(buyerPage.getByRole('link', { name: /cart/i }).first()).toContainText('5');
  await buyerContext.close();
});
