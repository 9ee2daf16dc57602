/**
 * Order to cash, as a guest and the staff see it: a bulk quantity typed in the cart, the checkout's
 * messages under its fields, a pickup order paid by bank transfer, the proof of payment uploaded
 * from the confirmation page, staff marking it paid, the shopper's mails and the tax invoice.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, makeEmail, signInAsAdmin, waitForEmail } from './auth-helpers.js';

const BULK = 25;

interface ListedProduct {
  id: string;
  name: string;
  stock_quantity: number;
}

/** A computer with stock for a bulk order: the first one, or the last (so two tests buy apart). */
async function findProducts(request: APIRequestContext, which: 'first' | 'last' = 'first') {
  const list = (await (await request.get('/api/products?category=computers&limit=50')).json()) as {
    products: ListedProduct[];
  };
  const stocked = list.products.filter((p) => p.stock_quantity >= BULK + 5);
  expect(stocked.length, 'a computer with stock for 30').toBeGreaterThan(0);
  return which === 'first' ? stocked[0]! : stocked[stocked.length - 1]!;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addFromProductPage(page: Page, product: ListedProduct) {
  await page.goto(`/product/${encodeURIComponent(product.id)}`);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByText(`${product.name} has been added to your cart.`, { exact: true })).toBeVisible();
}

test.describe('order to cash', () => {
  test('a typed bulk quantity, kept within stock with the server message', async ({ page, request }) => {
    const product = await findProducts(request, 'last');
    await addFromProductPage(page, product);
    await page.goto('/cart');
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.name}`, exact: true });

    await quantity.fill(String(BULK));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(BULK));
    await page.reload();
    await expect(quantity).toHaveValue(String(BULK));

    // Below 1 is ignored.
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(BULK));

    // Above stock: the server keeps what is in stock and says so (other tests may buy meanwhile,
    // so the figure is read from its message).
    await quantity.fill(String(product.stock_quantity + 10));
    await quantity.press('Enter');
    const notice = page.getByText(
      new RegExp(`^Only (\\d+) of ${escapeRegExp(product.name)} in stock, so your cart holds \\1\\.$`),
    );
    await expect(notice.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Stock limit', { exact: true }).first()).toBeVisible();
    const held = /Only (\d+)/.exec((await notice.first().textContent()) ?? '')?.[1];
    expect(Number(held)).toBeLessThanOrEqual(product.stock_quantity);
    await expect(quantity).toHaveValue(held!);
  });

  test('a guest pays a pickup order by bank transfer, staff mark it paid, the invoice shows GCT and TRN', async ({
    page,
    browser,
    request,
  }) => {
    // A whole sale, two browsers and the mail stream: more than one page's default time.
    test.setTimeout(90_000);
    const product = await findProducts(request);
    const email = makeEmail('transfer');
    await addFromProductPage(page, product);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();

    // Messages under the fields; the first invalid field is focused; the spec's toast names the problem.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in all customer information fields.');
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('Please fill in all customer information fields.');
    await expect(
      page.getByRole('textbox', { name: 'Street Address', exact: true }),
    ).toHaveAccessibleDescription('Please fill in all shipping address fields.');
    await firstName.fill('Shanice');
    await expect(firstName).not.toHaveAccessibleDescription(/Please fill in/);
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Brown');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill('555-01');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await phone.fill('876-555-0188');

    // Pickup: no address, no shipping charge, the hold period shown.
    const pickup = page.getByRole('radio', { name: /Pickup in Portmore/ });
    await pickup.check();
    await expect(
      page.getByText(/Ready for pickup in Portmore, St Catherine; held for \d+ days/),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Street Address', exact: true })).toHaveCount(0);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByRole('definition').filter({ hasText: 'Free' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('textbox', { name: /Your TRN/ }).fill('234-567-891');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    await expect(page.getByText(`We are e-mailing a confirmation of this order to ${email}.`)).toBeVisible();
    const payment = page.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(payment.getByRole('definition').filter({ hasText: orderNumber })).toBeVisible();
    await expect(payment).toContainText('Payment: Awaiting payment');

    // The browser refuses another type with the server's rule; then the PDF goes up.
    const file = payment.getByLabel('Proof of payment');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('paid') });
    await expect(payment.getByRole('alert')).toContainText('The file must be a PDF, JPEG or PNG file');
    await file.setInputFiles({
      name: 'transfer.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% proof of transfer\n%%EOF\n'),
    });
    await payment.getByRole('button', { name: 'Upload Proof of Payment' }).click();
    // The file goes to storage and back through the server's check: allow for a busy machine.
    await expect(payment.getByRole('status')).toContainText('We have your proof of payment', {
      timeout: 20_000,
    });

    // Staff see the proof and mark the order paid.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await staff.getByRole('searchbox', { name: 'Search orders by number, email or name' }).fill(orderNumber);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    await staff.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Order ${orderNumber}` });
    await expect(dialog.getByRole('link', { name: 'Open transfer.pdf' })).toHaveAttribute('href', /.+/);
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Mark Paid' }).click();
    await expectToast(staff, `Order ${orderNumber} is marked paid`);
    await expect(
      dialog.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true }),
    ).toBeVisible();
    await staffContext.close();

    // The shopper's mailbox has the order and the payment mails.
    await waitForEmail(
      request,
      email,
      (message) => message.subject === `We received your order ${orderNumber}`,
    );
    await waitForEmail(
      request,
      email,
      (message) => message.subject === `Payment received for order ${orderNumber}`,
    );

    // The shopper comes back to the shop's tab: the page reads the order again and shows it paid,
    // not the answer to the upload it showed before.
    await page.evaluate("document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))");
    await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toContainText('Payment: Paid');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toContainText('Payment: Paid');
    await page.getByRole('link', { name: 'View Tax Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
    await expect(page.getByText('GCT 15%')).toBeVisible();
    await expect(page.getByText(/^TRN: \d{3}-?\d{3}-?\d{3}$/)).toBeVisible();
    await expect(page.getByText(/^GCT registration no\.: .+/)).toBeVisible();
    await expect(page.getByText('Buyer TRN: 234567891')).toBeVisible();
    await expect(page.getByText('Total (JMD)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('a line that sold down since it was added is marked and holds checkout', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const list = (await (await request.get('/api/products?category=computers&limit=50')).json()) as {
      products: ListedProduct[];
    };
    const stocked = list.products.filter((p) => p.stock_quantity >= 2);
    // Neither the first nor the last stocked computer: the other tests of this file buy those.
    const product = stocked[Math.floor(stocked.length / 2)]!;
    await addFromProductPage(page, product);
    await page.goto('/cart');
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.name}`, exact: true });
    await quantity.fill(String(product.stock_quantity));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(product.stock_quantity));

    // Staff take one off the shelf (another shopper's sale would do the same).
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff);
    const token = await staff.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.endsWith('.idToken'))?.[1] ?? '',
    );
    const adjust = (delta: number) =>
      request.post(`/api/admin/products/${encodeURIComponent(product.id)}/stock`, {
        headers: { authorization: `Bearer ${token}` },
        data: { delta },
      });
    expect((await adjust(-1)).ok()).toBe(true);
    try {
      await page.reload();
      await expect(
        page.getByText(
          `Only ${product.stock_quantity - 1} left in stock. Please lower the quantity to place your order.`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Please update them first.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeDisabled();

      await page.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
      await expect(quantity).toHaveValue(String(product.stock_quantity - 1));
      await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeEnabled();
    } finally {
      await adjust(1);
      await staffContext.close();
    }
  });
});
