/**
 * Checkout as people go through it (issue "People at human speed"): two tabs of one cart, Reload,
 * Back and Forward in the middle of it, a phone that must show each step's heading, the cart's
 * total against what checkout charges, and the form's smaller refusals. Typed with real keys.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openAnotherTab, retypeInto, test, typeInto } from './human.js';
import { addProducts, typeCheckoutForm } from './shop-helpers.js';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });

/** From the cart page to the checkout form, as a guest. */
async function startCheckout(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

/** The figure beside a label of a summary (a `dt`/`dd` pair), e.g. 'Total'. */
function figure(scope: ReturnType<Page['getByRole']>, label: string): Locator {
  const row = scope.locator('div', { has: scope.page().getByText(label, { exact: true }) }).last();
  return row.locator('dd');
}

test.describe('two tabs of one cart at checkout', () => {
  test('a line added in another tab is shown and confirmed before the order is placed with it', async ({
    page,
    context,
  }) => {
    test.slow(); // typed at human speed, in two tabs
    const [first] = await addProducts(page, [0]);
    await startCheckout(page);
    await typeCheckoutForm(page, 'two.tabs@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('group', { name: 'Payment Method' })).toBeVisible();
    // The payment step shows what is being bought, not a total alone.
    await expect(page.getByText(`${first} × 1`)).toBeVisible();

    const other = await openAnotherTab(context);
    const [second] = await addProducts(other, [1]);
    await page.bringToFront();

    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Your cart has changed' });
    await expect(dialog).toContainText(`Added: ${second} × 1`);
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await expect(dialog).toBeHidden();
    // Declined: nothing ordered, and the summary is now the cart as it is.
    await expect(page.getByText(`${second} × 1`)).toBeVisible();
    await expect(page).toHaveURL(/step=payment/);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(first!).first()).toBeVisible();
    await expect(page.getByText(second!).first()).toBeVisible();
  });

  test('coming back to the tab refreshes the summary and says what changed', async ({ page, context }) => {
    test.slow(); // typed at human speed, in two tabs
    await addProducts(page, [0]);
    await startCheckout(page);
    await typeCheckoutForm(page, 'focus.tabs@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('group', { name: 'Payment Method' })).toBeVisible();

    const other = await openAnotherTab(context);
    const [second] = await addProducts(other, [2]);
    await page.bringToFront();
    // Headless Chromium moves no window focus between tabs: say what a browser says on coming back.
    await page.evaluate("window.dispatchEvent(new Event('focus'))");

    const dialog = page.getByRole('alertdialog', { name: 'Your cart has changed' });
    await expect(dialog).toContainText(`Added: ${second} × 1`);
  });
});

test.describe('reload, back and forward during checkout', () => {
  test('keep what was typed, and Back and Forward move between the steps', async ({ page }) => {
    test.slow(); // typed at human speed
    await addProducts(page, [0]);
    await startCheckout(page);
    await expect(page).toHaveURL(/\/cart\?step=checkout$/);
    await typeInto(box(page, 'First Name'), 'Shanice');
    await typeInto(box(page, 'Email'), 'reload@example.com');

    await page.reload();
    await expect(box(page, 'First Name')).toHaveValue('Shanice');
    await expect(box(page, 'Email')).toHaveValue('reload@example.com');

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(box(page, 'First Name')).toHaveValue('Shanice');

    await typeCheckoutForm(page, '', { 'First Name': '' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(page).toHaveURL(/step=payment/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(box(page, 'First Name')).toHaveValue('Shanice');
    await expect(box(page, 'Street Address')).toHaveValue('12 Port Henderson Road');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  });
});

test.describe('checkout on a phone', () => {
  test('each step opens at its heading, focused', async ({ phone }, testInfo) => {
    test.slow(); // a slow phone, typed at human speed
    await addProducts(phone, [0], 60_000);
    await phone.goto('/cart');
    await expect(phone.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    await phone.screenshot({ path: testInfo.outputPath('phone-1-cart.png') });
    await phone.getByRole('button', { name: 'Continue as Guest' }).click();

    const checkout = phone.getByRole('heading', { name: 'Checkout', level: 1 });
    await expect(checkout).toBeFocused();
    await expect(checkout).toBeInViewport();
    await phone.screenshot({ path: testInfo.outputPath('phone-2-checkout.png') });

    await typeCheckoutForm(phone, 'phone.steps@example.com');
    await phone.getByRole('button', { name: 'Continue to Payment' }).click();
    const payment = phone.getByRole('heading', { name: 'Payment Method' });
    await expect(payment).toBeFocused();
    await expect(payment).toBeInViewport();
    await phone.screenshot({ path: testInfo.outputPath('phone-3-payment.png') });

    await phone.goBack();
    await expect(checkout).toBeFocused();
    await expect(checkout).toBeInViewport();
  });
});

test.describe('what the cart says it costs', () => {
  test('the cart shows GCT and the total that checkout then charges', async ({ page }) => {
    test.slow(); // typed at human speed
    await addProducts(page, [0]);
    await page.goto('/cart');
    const cartSummary = summaryOf(page);
    await expect(cartSummary.getByText('GCT (15%)')).toBeVisible();
    const cartTotal = ((await figure(cartSummary, 'Total').textContent()) ?? '').trim();

    // The checkout's own summary, once the checkout has replaced the cart (not the cart's, read at once).
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(summaryOf(page).getByText('GCT (15%)')).toBeVisible();
    await expect(figure(summaryOf(page), 'Total')).toHaveText(cartTotal);

    await typeCheckoutForm(page, 'gct@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    // The figures the server returned for the saved checkout: the total it will charge.
    const charged = page.getByRole('main').locator('dl').last();
    await expect(figure(charged, 'Total')).toHaveText(cartTotal);
  });
});

test.describe('the checkout form’s smaller refusals', () => {
  test('a long street is told the limit, and a local number without 876 is taken', async ({ page }) => {
    test.slow(); // typed at human speed
    await addProducts(page, [0]);
    await startCheckout(page);
    await typeCheckoutForm(page, 'limits@example.com', { Phone: '555-1234', 'Street Address': '' });
    // A pasted address: one input of 600 characters.
    await box(page, 'Street Address').click();
    await page.keyboard.insertText('12 Port Henderson Road '.repeat(27).slice(0, 600));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Street address can be at most 200 characters.')).toBeVisible();
    await expect(page.getByText('Please fill in all shipping address fields.')).toHaveCount(0);

    await retypeInto(box(page, 'Street Address'), '12 Port Henderson Road');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  });

  test('an empty cart never shows the checkout form', async ({ page }) => {
    await page.goto('/cart?step=checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toHaveCount(0);
    await expect(page.getByText('1,500')).toHaveCount(0);
  });
});

test.describe('checkout steps and the Back button on a phone', () => {
  test('Back from payment to the form keeps what was typed; Back to the cart and Forward twice reach payment again', async ({
    phone,
  }) => {
    test.slow(); // a slow phone, typed at human speed
    await addProducts(phone, [0], 60_000);
    await phone.goto('/cart');
    await phone.getByRole('button', { name: 'Continue as Guest' }).click();
    const checkout = phone.getByRole('heading', { name: 'Checkout', level: 1 });
    await expect(checkout).toBeVisible();
    await typeCheckoutForm(phone, 'phone.back@example.com');
    await phone.getByRole('button', { name: 'Continue to Payment' }).click();
    const payment = phone.getByRole('heading', { name: 'Payment Method' });
    await expect(payment).toBeVisible();

    await phone.goBack();
    await expect(checkout).toBeVisible();
    await expect(box(phone, 'Email')).toHaveValue('phone.back@example.com');
    await expect(box(phone, 'Street Address')).toHaveValue('12 Port Henderson Road');
    await expect(phone.getByRole('combobox', { name: 'Parish' })).toHaveValue('St Catherine');

    await phone.goBack();
    await expect(phone.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    await expect(summaryOf(phone)).toBeVisible();
    await phone.goForward();
    await expect(checkout).toBeVisible();
    await expect(box(phone, 'Email')).toHaveValue('phone.back@example.com');
    await phone.goForward();
    await expect(payment).toBeVisible();
    await expect(phone).toHaveURL(/step=payment/);
  });
});
