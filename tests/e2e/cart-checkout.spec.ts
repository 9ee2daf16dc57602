import { expect, test, type Page } from '@playwright/test';
import { addTwoProducts } from './shop-helpers.js';

async function expectToast(page: Page, title: string, text: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(text).first()).toBeVisible();
}

test.describe('guest cart and checkout', () => {
  test('adds two products, changes quantities, meets each validation error, orders and tracks', async ({
    page,
  }) => {
    const [first, second] = await addTwoProducts(page);
    await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('2');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Increase quantity of ${first}` }).click();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${first}`, exact: true })).toHaveValue(
      '2',
    );
    await page.getByRole('button', { name: `Increase quantity of ${second}` }).click();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${second}`, exact: true })).toHaveValue(
      '2',
    );
    await page.getByRole('button', { name: `Decrease quantity of ${second}` }).click();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${second}`, exact: true })).toHaveValue(
      '1',
    );
    await expect(
      page
        .getByRole('button', { name: 'Sign In & Checkout' })
        .or(page.getByRole('link', { name: 'Sign In & Checkout' })),
    ).toBeVisible();
    await expect(page.getByText('Free shipping over J$10,000')).toBeVisible();

    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    const submit = page.getByRole('button', { name: 'Continue to Payment' });
    await expect(page.getByRole('textbox', { name: 'Country', exact: true }).first()).toHaveValue('Jamaica');

    await submit.click();
    await expectToast(page, 'Missing Information', 'Please fill in all customer information fields.');
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Shanice');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Brown');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('shanice.brown@example');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('876-555-0188');

    await submit.click();
    await expectToast(page, 'Missing Address', 'Please fill in all shipping address fields.');
    await page.getByRole('textbox', { name: 'Street Address', exact: true }).fill('12 Port Henderson Road');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Portmore');
    await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Catherine');

    await submit.click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('shanice.brown@example.com');
    await expect(page.getByText('GCT (15%)')).toBeVisible();
    // Cash is paid at the counter: the shopper collects in Portmore, so no address is asked.
    await page.getByRole('radio', { name: /Pickup in Portmore/ }).check();
    await expect(page.getByRole('textbox', { name: 'Street Address', exact: true })).toHaveCount(0);

    await submit.click();
    await expect(page.getByRole('group', { name: 'Payment Method' })).toBeVisible();
    // Cards are paid on the order's page right after placing it (issue 28).
    await expect(page.getByRole('radio', { name: /Card \(Visa \/ Mastercard\)/ })).toBeEnabled();
    await page.getByRole('radio', { name: /Cash in store/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^SHG-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await expect(page.getByText(/Pay .* in cash at our store/)).toBeVisible();

    await page.getByRole('link', { name: 'Track this order' }).click();
    await expect(page.getByRole('textbox', { name: 'Order Number', exact: true })).toHaveValue(orderNumber);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('shanice.brown@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Status: Confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Confirmed \(Completed\)/ })).toBeVisible();
    // A pickup order's last step is Collected: it is never delivered (in transit) to the shopper.
    await expect(page.getByRole('heading', { name: /Collected \(Pending\)/ })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('removes a line and clears the cart', async ({ page }) => {
    const [first] = await addTwoProducts(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: `Remove ${first}` }).click();
    await expectToast(page, 'Removed from cart', 'Item has been removed from your cart.');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear your cart?' });
    await confirm.getByRole('button', { name: 'Keep Items' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('spinbutton', { name: /^Quantity of / })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await confirm.getByRole('button', { name: 'Clear Cart' }).click();
    await expectToast(page, 'Cart cleared', 'All items have been removed from your cart.');
    await expect(page.getByRole('link', { name: 'Browse Products' })).toBeVisible();
  });
});
