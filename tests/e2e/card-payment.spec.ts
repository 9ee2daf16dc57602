/**
 * Paying by card on a phone-sized screen (issue 28): a guest orders with "Card (Visa / Mastercard)",
 * pays on the order's page through the card processor's hosted page inside the shop (the PowerTranz
 * stand-in), answers the bank's 3-D Secure challenge, sees the order paid and gets the "payment
 * received" mail; staff, on a phone too, dispatch the order (which captures the card) and refund part
 * of it, and the shopper gets the "refund issued" mail. Another guest's card is declined: the page
 * says what to do, and another card pays. A shopper who left the order page pays from Track Order.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FrameLocator, Page } from '@playwright/test';
import {
  CARD_PAYMENT,
  cardAttemptMessages,
  cardPaymentMessages,
} from '../../functions/core/payments/card-attempts.js';
import { formatPrice } from '../../functions/core/format-price.js';
import { armGatewayFault } from '../helpers/powertranz.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { expectToast, signInAsAdmin, waitForEmail } from './auth-helpers.js';
import { expect, openAnotherTab, retypeInto, test, typeInto } from './human.js';
import { addProducts, typeCheckoutForm } from './shop-helpers.js';

test.use({ viewport: { width: 375, height: 812 } });

const shop = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;
/** The card gateway's stand-in of this run's shop, shared by every worker. */
const gatewayUrl = shop.functionEnv.POWERTRANZ_BASE_URL!;

const CHALLENGE_CARD = '4012000000020006';
const DECLINED_CARD = '4666666666662222';
const FRICTIONLESS_CARD = '4012000000020071';
/** What staff type to refund, and how the shop writes it. */
const REFUND = formatPrice(1000);

/** A guest's order paid by card, placed from the cart: the order's number. */
async function placeCardOrder(page: Page, email: string): Promise<string> {
  await addProducts(page, [2]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await typeCheckoutForm(page, email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Card \(Visa \/ Mastercard\)/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** Opens the secure page in the order page's frame and types `card` in as a person does. */
async function typeCard(page: Page, card: string): Promise<FrameLocator> {
  const payment = page.getByRole('region', { name: 'Pay by card' });
  await payment.getByRole('button', { name: /^(Pay by card|Try again)$/ }).click();
  const frame = payment.getByTitle('Secure card payment').contentFrame();
  // The gateway's RedirectData opens its page by an inline script, with no button to press instead:
  // the card form shows only because scripts run in the frame (3-D Secure 2 needs them).
  const number = frame.getByLabel('Card number');
  await number.click();
  await typeInto(number, card);
  await frame.getByLabel('Expiry (MM/YY)').click();
  await typeInto(frame.getByLabel('Expiry (MM/YY)'), '12/30');
  await frame.getByLabel('CVV').click();
  await typeInto(frame.getByLabel('CVV'), '123');
  await frame.getByLabel('Name on card').click();
  await typeInto(frame.getByLabel('Name on card'), 'Shanice Brown');
  return frame;
}

/** Pays with `card` on the secure page in the order page's frame. */
async function enterCard(page: Page, card: string): Promise<FrameLocator> {
  const frame = await typeCard(page, card);
  await frame.getByRole('button', { name: 'Confirm Payment' }).click();
  return frame;
}

/**
 * Dates the order's pending capture or void `minutes` back, as if the gateway had not answered it
 * since (and its inquiry had not settled it either).
 */
async function startPendingStepMinutesAgo(orderNumber: string, minutes: number) {
  Object.assign(process.env, shop.functionEnv);
  const { getOrder } = await import('../../functions/data/orders.js');
  const { documentClient, getTableName } = await import('../../functions/data/dynamo-client.js');
  const { keys } = await import('../../functions/data/keys.js');
  const stepId = (await getOrder(orderNumber))!.card_payment!.pending_step!;
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression: 'SET card_payment.steps.#step.#at = :at',
      ExpressionAttributeNames: { '#step': stepId, '#at': 'at' },
      ExpressionAttributeValues: { ':at': new Date(Date.now() - minutes * 60_000).toISOString() },
    }),
  );
}

/** Staff sign in and open the order's view from the Orders tab. */
async function openStaffOrder(staff: Page, orderNumber: string) {
  await signInAsAdmin(staff);
  return findStaffOrder(staff, orderNumber);
}

/** Signed-in staff open the order's view from the Orders tab. */
async function findStaffOrder(staff: Page, orderNumber: string) {
  await staff.getByRole('tab', { name: 'Orders' }).click();
  await retypeInto(
    staff.getByRole('searchbox', { name: 'Search orders by number, email or name' }),
    orderNumber,
  );
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  await staff.getByRole('button', { name: `View order ${orderNumber}` }).click();
  return staff.getByRole('dialog', { name: `Order ${orderNumber}` });
}

test.describe('paying by card', () => {
  test('a guest pays with a challenged card inside the shop; staff capture at dispatch, refund part and settle an unanswered refund', async ({
    page,
    request,
    anotherDevice: staff,
  }) => {
    test.slow(); // typed at human speed through the hosted page and the bank's challenge
    const email = `card.${Date.now()}@example.com`;
    const orderNumber = await placeCardOrder(page, email);
    const payment = page.getByRole('region', { name: 'Pay by card' });
    await expect(payment).toContainText('Payment: Awaiting payment');

    const frame = await enterCard(page, CHALLENGE_CARD);
    const password = frame.getByLabel('Password');
    await password.click();
    await typeInto(password, '3ds2');
    // The bank's page sends the card back to the shop by itself (a script), as PowerTranz's does.
    await frame.getByRole('button', { name: 'Submit' }).click();

    await expect(payment.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });
    await expect(payment).toContainText('Payment: Paid');
    await expect(payment.getByTitle('Secure card payment')).toHaveCount(0);
    const mail = await waitForEmail(
      request,
      email,
      (message) => message.subject === `Payment received for order ${orderNumber}`,
      30_000,
    );
    expect(mail.subject).toContain(orderNumber);

    // Staff, on a phone too, dispatch the order: moving it to In Transit captures the card.
    await staff.setViewportSize({ width: 375, height: 812 });
    const dialog = await openStaffOrder(staff, orderNumber);
    for (const to of ['Processed', 'In Transit']) {
      await dialog.getByRole('button', { name: `Move to ${to}` }).click();
      await staff
        .getByRole('alertdialog')
        .getByRole('button', { name: `Move to ${to}` })
        .click();
      await expectToast(staff, `Order ${orderNumber} is now ${to}`);
    }
    const card = dialog.getByRole('region', { name: 'Payment' });
    await expect(card.getByText(/: Capture .+, approved \(00/)).toBeVisible();

    // Part of it goes back to the card; the shopper is told by mail. A word in the amount box is
    // refused under it before anything is asked or sent (it was sent as NaN, that is null).
    const amountBox = card.getByRole('textbox', { name: /^Amount to refund/ });
    await typeInto(amountBox, 'ten');
    await card.getByRole('button', { name: 'Refund to Card' }).click();
    await expect(amountBox).toHaveAccessibleDescription('must be a number');
    await expect(amountBox).toBeFocused();
    await expect(staff.getByRole('alertdialog')).toHaveCount(0);
    await retypeInto(amountBox, '1000');
    await expect(amountBox).not.toHaveAttribute('aria-invalid');
    await card.getByRole('button', { name: 'Refund to Card' }).click();
    const confirm = staff.getByRole('alertdialog');
    await expect(confirm).toContainText(`Refund ${REFUND} to the shopper's card now?`);
    await confirm.getByRole('button', { name: 'Refund to Card' }).click();
    await expectToast(staff, 'Success', `${REFUND} of order ${orderNumber} refunded to the card`);
    await expect(card.getByText(`: Refund ${REFUND}, approved (00`, { exact: false })).toBeVisible();
    const refundMail = await waitForEmail(
      request,
      email,
      (message) => message.subject === `Refund issued for order ${orderNumber}`,
      30_000,
    );
    expect(refundMail.text).toContain(`We refunded ${REFUND} of order`);

    // The rest goes back, but the gateway's answer is lost: the refund stays counted until staff
    // look it up in the PowerTranz portal and settle it.
    await armGatewayFault(gatewayUrl, {
      fault: 'malformed-json',
      endpoint: 'refund',
      orderIdentifier: orderNumber,
    });
    await card.getByRole('button', { name: 'Refund to Card' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Refund to Card' }).click();
    await expectToast(staff, 'Could not update order', cardPaymentMessages.refundUnknown);
    await expect(card.getByText(/: Refund .+, no answer/)).toBeVisible();
    await expect(
      card.getByText(/^The card gateway did not answer this refund\. Look up transaction /),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Refund went through' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Refund went through' }).click();
    await expectToast(staff, 'Success', `The refund of order ${orderNumber} is settled`);
    await expect(card.getByText(/^Settled by .+: Refund went through\.$/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Refund went through' })).toHaveCount(0);
    await waitForEmail(
      request,
      email,
      (message) =>
        message.subject === `Refund issued for order ${orderNumber}` && !message.text?.includes(REFUND),
      30_000,
    );
  });

  test('a declined card says what to do, and another card pays', async ({ page }) => {
    test.slow();
    await placeCardOrder(page, `declined.${Date.now()}@example.com`);
    const payment = page.getByRole('region', { name: 'Pay by card' });

    await enterCard(page, DECLINED_CARD);
    await expect(
      payment.getByText('Your bank declined the card. Try another card or pay by bank transfer.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(payment).toContainText('Payment: Awaiting payment');

    await enterCard(page, FRICTIONLESS_CARD);
    await expect(payment.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });
    await expect(payment).toContainText('Payment: Paid');
  });

  test('while the bank is asked about a payment, the order page says so, then shows it paid', async ({
    page,
    context,
  }) => {
    test.slow();
    const orderNumber = await placeCardOrder(page, `confirming.${Date.now()}@example.com`);
    const orderPage = page.url();
    // The gateway takes a while to answer the completion (within the shop's wait).
    await armGatewayFault(gatewayUrl, {
      fault: 'late',
      endpoint: 'payment',
      orderIdentifier: orderNumber,
      delayMs: CARD_PAYMENT.gatewayTimeoutMs - 2_000,
    });
    const frame = await typeCard(page, FRICTIONLESS_CARD);
    // A tab with the order open from before the card was sent follows the payment without a reload.
    const before = await openAnotherTab(context);
    await before.goto(orderPage);
    await expect(before.getByRole('region', { name: 'Pay by card' })).toBeVisible();
    // The hosted page sends the card back to the shop by itself once it is confirmed.
    await frame.getByRole('button', { name: 'Confirm Payment' }).click();

    // The shopper opens the order in another tab meanwhile: a plain state, no "Try again", no error.
    const other = await openAnotherTab(context);
    await other.goto(orderPage);
    const payment = other.getByRole('region', { name: 'Pay by card' });
    await expect(payment.getByText(cardAttemptMessages.confirming)).toBeVisible();
    await expect(payment.getByRole('button', { name: /^(Pay by card|Try again)$/ })).toHaveCount(0);
    await expect(payment.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });
    await expect(payment).toContainText('Payment: Paid');
    const seenBefore = before.getByRole('region', { name: 'Pay by card' });
    await expect(seenBefore.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });
  });

  test('staff see a capture the gateway is slow to answer as being checked, and cannot start another', async ({
    page,
    anotherDevice: staff,
  }) => {
    test.slow();
    const orderNumber = await placeCardOrder(page, `slow.capture.${Date.now()}@example.com`);
    const payment = page.getByRole('region', { name: 'Pay by card' });
    await enterCard(page, FRICTIONLESS_CARD);
    await expect(payment.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });

    const dialog = await openStaffOrder(staff, orderNumber);
    await dialog.getByRole('button', { name: 'Move to Processed' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Move to Processed' }).click();
    await expectToast(staff, `Order ${orderNumber} is now Processed`);

    // The gateway does not answer the capture within the shop's wait: staff are told in words.
    await armGatewayFault(gatewayUrl, {
      fault: 'timeout',
      endpoint: 'capture',
      orderIdentifier: orderNumber,
    });
    await dialog.getByRole('button', { name: 'Move to In Transit' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Move to In Transit' }).click();
    await expectToast(staff, 'Could not update order', cardPaymentMessages.stepUnknown);
    const card = dialog.getByRole('region', { name: 'Payment' });
    await expect(card.getByRole('status')).toContainText(/Capture being checked with the bank, started /);
    await expect(dialog.getByRole('button', { name: 'Move to In Transit' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  });

  test('staff settle a capture the bank never answered from what the portal shows, and the order then leaves the shop', async ({
    page,
    anotherDevice: staff,
  }) => {
    test.slow();
    const orderNumber = await placeCardOrder(page, `stuck.capture.${Date.now()}@example.com`);
    await enterCard(page, FRICTIONLESS_CARD);
    await expect(
      page.getByRole('region', { name: 'Pay by card' }).getByText('Payment received. Thank you!'),
    ).toBeVisible({ timeout: 15_000 });

    const dialog = await openStaffOrder(staff, orderNumber);
    await dialog.getByRole('button', { name: 'Move to Processed' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Move to Processed' }).click();
    await expectToast(staff, `Order ${orderNumber} is now Processed`);
    // The gateway captures but its answer is lost.
    await armGatewayFault(gatewayUrl, {
      fault: 'http-500-applied',
      endpoint: 'capture',
      orderIdentifier: orderNumber,
    });
    await dialog.getByRole('button', { name: 'Move to In Transit' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Move to In Transit' }).click();
    await expectToast(staff, 'Could not update order', cardPaymentMessages.stepUnknown);

    // Past the reconciler's minutes, the gateway's inquiry has not settled it: staff look it up.
    await startPendingStepMinutesAgo(orderNumber, 6);
    await staff.reload();
    const reopened = await findStaffOrder(staff, orderNumber);
    const card = reopened.getByRole('region', { name: 'Payment' });
    await expect(card).toContainText('The card gateway did not answer this capture. Look up transaction');
    await expect(card).toContainText('Dispatch, hand-over and cancelling wait until it is settled below.');
    await expect(reopened.getByRole('button', { name: 'Move to In Transit' })).toBeDisabled();
    await card.getByRole('button', { name: 'Capture went through' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Capture went through' }).click();
    await expectToast(staff, 'Success', `The capture of order ${orderNumber} is settled`);
    await expect(card).toContainText(/Settled by .+: Capture went through\./);

    await reopened.getByRole('button', { name: 'Move to In Transit' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Move to In Transit' }).click();
    await expectToast(staff, `Order ${orderNumber} is now In Transit`);
  });

  test('a shopper who left the order page pays from Track Order on another device', async ({
    page,
    anotherDevice,
  }) => {
    test.slow();
    const email = `tracked.${Date.now()}@example.com`;
    const orderNumber = await placeCardOrder(page, email);

    await anotherDevice.setViewportSize({ width: 375, height: 812 });
    await anotherDevice.goto('/track-order');
    const number = anotherDevice.getByRole('textbox', { name: 'Order Number', exact: true });
    await number.click();
    await typeInto(number, orderNumber);
    const mail = anotherDevice.getByRole('textbox', { name: 'Email', exact: true });
    await mail.click();
    await typeInto(mail, email);
    await anotherDevice.getByRole('button', { name: 'Track Order' }).click();
    const payment = anotherDevice.getByRole('region', { name: 'Pay by card' });
    await expect(payment).toContainText('Payment: Awaiting payment');

    await enterCard(anotherDevice, FRICTIONLESS_CARD);
    await expect(payment.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });
    await expect(payment).toContainText('Payment: Paid');
  });
});

test.describe('staff settle a card payment that needs review', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the bank's answer to a payment is lost; staff find it approved in the portal, and both see the order paid", async ({
    page,
    anotherDevice: staff,
  }) => {
    test.slow();
    const orderNumber = await placeCardOrder(page, `review.${Date.now()}@example.com`);
    const payment = page.getByRole('region', { name: 'Pay by card' });
    // The gateway's answer to the completion is garbled: the shop cannot tell whether the card paid.
    await armGatewayFault(gatewayUrl, {
      fault: 'malformed-json',
      endpoint: 'payment',
      orderIdentifier: orderNumber,
    });
    await enterCard(page, FRICTIONLESS_CARD);
    await expect(payment.getByText(cardAttemptMessages.unconfirmed)).toBeVisible({ timeout: 15_000 });
    await expect(payment).toContainText('Payment: Awaiting payment');

    // The reconciler (its schedule shortened in the test shop only) hands the attempt to staff: the
    // Orders tab's "needs review" filter lists the order once it has run.
    await staff.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(staff);
    await staff.getByRole('tab', { name: 'Orders' }).click();
    await retypeInto(
      staff.getByRole('searchbox', { name: 'Search orders by number, email or name' }),
      orderNumber,
    );
    await staff.getByRole('checkbox', { name: 'Card payment needs review only' }).check();
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    const view = staff.getByRole('button', { name: `View order ${orderNumber}` });
    await expect(async () => {
      await staff.getByRole('button', { name: 'Refresh' }).click();
      await expect(view).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await view.click();
    const dialog = staff.getByRole('dialog', { name: `Order ${orderNumber}` });
    const card = dialog.getByRole('region', { name: 'Payment' });
    await expect(card).toContainText('Awaiting payment');
    await expect(
      card.getByText(/needs review: the shop never read the bank's answer\. Look up transaction /),
    ).toBeVisible();

    // Staff found it approved in the PowerTranz portal and type its authorisation code.
    const code = card.getByRole('textbox', { name: 'Authorisation code (as the portal shows it)' });
    await code.click();
    await typeInto(code, 'A1B2C3');
    await card.getByRole('button', { name: 'Approved in the portal' }).click();
    const confirm = staff.getByRole('alertdialog');
    await expect(confirm).toContainText('was approved in the portal? The order is marked paid');
    await confirm.getByRole('button', { name: 'Approved in the portal' }).click();
    await expectToast(staff, 'Success', `The card payment of order ${orderNumber} is settled`);
    await expect(card).not.toContainText('Awaiting payment');
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: 'Approved in the portal' })).toHaveCount(0);

    // The shopper's order page shows it paid.
    await page.reload();
    await expect(payment.getByText('Payment received. Thank you!')).toBeVisible();
    await expect(payment).toContainText('Payment: Paid');
  });
});
