/** Track order as a shopper meets its form: each field says what is wrong, a miss says so once. */
import { expect, test } from '@playwright/test';

test('the track-order form names each problem under its field, then looks the order up', async ({ page }) => {
  await page.goto('/track-order');
  const number = page.getByRole('textbox', { name: 'Order Number', exact: true });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const submit = page.getByRole('button', { name: 'Track Order' });

  await submit.click();
  await expect(number).toHaveAccessibleDescription('Please enter your order number.');
  await expect(email).toHaveAccessibleDescription('Please enter your email.');
  await expect(number).toBeFocused();

  await number.fill('SHG-12');
  await email.fill('shopper@');
  await submit.click();
  await expect(number).toHaveAccessibleDescription('Please enter an order number like SHG-7K4M-2Q9P.');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

  // Typed any way (lower case, spaces): read as an order number; nobody placed this one.
  await number.fill('shg 7k4m 2q9p');
  await email.fill('shopper@example.com');
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find an order with that number and e-mail address.',
  );
});
