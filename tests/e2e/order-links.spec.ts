/**
 * People at human speed: the links in an order's e-mails open the order on another device (where
 * the mail tells the shopper to upload the proof of payment), a tampered link says so and offers
 * track order, and tracking an unpaid bank transfer says it awaits payment, then that the proof is
 * being checked, never "confirmed" before the money arrives.
 */
import type { Page } from '@playwright/test';
import { makeEmail, waitForEmail } from './auth-helpers.js';
import { expect, test, typeInto } from './human.js';
import { addProducts } from './shop-helpers.js';
import { placeGuestOrder } from './api-orders.js';

const proofFile = {
  name: 'transfer.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% proof of transfer\n%%EOF\n'),
};

/** A guest checks out by bank transfer with real keystrokes; answers the order number. */
async function orderAsGuestByTransfer(page: Page, email: string): Promise<string> {
  await addProducts(page, [2]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await typeInto(page.getByRole('textbox', { name: 'First Name', exact: true }), 'Shanice');
  await typeInto(page.getByRole('textbox', { name: 'Last Name', exact: true }), 'Brown');
  await typeInto(page.getByRole('textbox', { name: 'Email', exact: true }), email);
  await typeInto(page.getByRole('textbox', { name: 'Phone', exact: true }), '876-555-0188');
  await typeInto(
    page.getByRole('textbox', { name: 'Street Address', exact: true }),
    '12 Port Henderson Road',
  );
  await typeInto(page.getByRole('textbox', { name: 'City', exact: true }), 'Portmore');
  await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Catherine');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The shopper waits while "Placing order..." shows: the whole sale in one transaction.
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** The site path (and query) of a link in the mail's text that starts with `path`. */
function linkIn(text: string, path: string): string {
  const found = new RegExp(
    `https?://[^\\s\\]]+(${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+)`,
  ).exec(text);
  expect(found, `a link to ${path} with its token`).not.toBeNull();
  return found![1]!;
}

test.describe('order links from the e-mails', () => {
  test('open the order on another device, take the proof there and open the invoice; a tampered one offers track order', async ({
    page,
    anotherDevice,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = makeEmail('link');
    const orderNumber = await orderAsGuestByTransfer(page, email);

    const mail = await waitForEmail(
      request,
      email,
      (m) => m.subject === `We received your order ${orderNumber}`,
      30_000,
    );
    const orderLink = linkIn(mail.text ?? '', `/order/${orderNumber}`);
    const invoiceLink = linkIn(mail.text ?? '', `/orders/${orderNumber}/invoice`);

    // Another device: nothing of the guest session that ordered, only the link.
    await anotherDevice.goto(orderLink);
    await expect(
      anotherDevice.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 }),
    ).toBeVisible();
    await expect(anotherDevice.getByRole('heading', { name: 'Thank you for your order!' })).toHaveCount(0);
    await expect(anotherDevice.getByTestId('order-status')).toHaveText('Status: Awaiting payment');
    await expect(anotherDevice.getByText(/^Transfer \$[\d,]+ to our bank account with/)).toBeVisible();

    const payment = anotherDevice.getByRole('region', { name: 'Pay by bank transfer' });
    await payment.getByLabel('Proof of payment').setInputFiles(proofFile);
    await payment.getByRole('button', { name: 'Upload Proof of Payment' }).click();
    await expect(payment.getByRole('status')).toContainText('We have your proof of payment', {
      timeout: 20_000,
    });
    await expect(anotherDevice.getByTestId('order-status')).toHaveText('Status: Proof of payment received');

    await anotherDevice.goto(invoiceLink);
    await expect(anotherDevice.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
    await expect(anotherDevice.getByText(orderNumber, { exact: true }).first()).toBeVisible();

    // One character changed on the way: the page says so and offers track order, which finds it.
    const tampered = orderLink.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await anotherDevice.goto(tampered);
    await expect(
      anotherDevice.getByRole('heading', { name: 'This order link does not work', level: 1 }),
    ).toBeVisible();
    await expect(anotherDevice.getByRole('textbox', { name: 'Order Number', exact: true })).toHaveValue(
      orderNumber,
    );
    await typeInto(anotherDevice.getByRole('textbox', { name: 'Email', exact: true }), email);
    await anotherDevice.getByRole('button', { name: 'Track Order' }).click();
    await expect(anotherDevice.getByTestId('order-status')).toHaveText('Status: Proof of payment received');
  });
});

test.describe('tracking an unpaid bank transfer', () => {
  test('says it awaits payment and what to do, then that the proof is being checked', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = makeEmail('track');
    const orderNumber = (
      await placeGuestOrder(request, {
        email,
        limit: 50,
        pick: (products) => products.filter((p) => p.stock_quantity > 0).at(-2),
      })
    ).orderNumber;

    await page.goto('/track-order');
    await typeInto(page.getByRole('textbox', { name: 'Order Number', exact: true }), orderNumber);
    await typeInto(page.getByRole('textbox', { name: 'Email', exact: true }), email);
    await page.getByRole('button', { name: 'Track Order' }).click();

    const status = page.getByTestId('order-status');
    await expect(status).toHaveText('Status: Awaiting payment');
    await expect(
      page.getByText(
        /^Transfer \$[\d,]+ to our bank account with .+ We confirm your order once the transfer arrives\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order placed (Completed)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirmed (Pending)' })).toBeVisible();
    await expect(page.getByText('Your order has been confirmed.')).toHaveCount(0);
    const payment = page.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(payment).toContainText('Payment: Awaiting payment');
    await expect(payment.getByRole('definition').filter({ hasText: orderNumber })).toBeVisible();

    await payment.getByLabel('Proof of payment').setInputFiles(proofFile);
    await payment.getByRole('button', { name: 'Upload Proof of Payment' }).click();
    await expect(status).toHaveText('Status: Proof of payment received', { timeout: 20_000 });

    // Tracked again later: the proof is still there, being checked.
    await page.reload();
    await typeInto(page.getByRole('textbox', { name: 'Order Number', exact: true }), orderNumber);
    await typeInto(page.getByRole('textbox', { name: 'Email', exact: true }), email);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(status).toHaveText('Status: Proof of payment received');
    await expect(
      page
        .getByText('We have your proof of payment (transfer.pdf). Our team is checking it', { exact: false })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirmed (Pending)' })).toBeVisible();
  });
});
