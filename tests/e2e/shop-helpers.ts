/** Helpers of the shopping end-to-end tests: adding from the catalogue, the cart badge, checkout. */
import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD_MS, typeInto } from './human.js';

/** The header's cart link; its name carries the badge's count ('Cart, 2 items'). */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ });
}

/**
 * Adds the in-stock products at `indexes` of the computers category and returns their names.
 * `firstLoadMs`: how long the page may take to show them (a slow phone needs longer).
 */
export async function addProducts(
  page: Page,
  indexes: readonly number[],
  firstLoadMs = FIRST_LOAD_MS,
): Promise<string[]> {
  await page.goto('/products?category=computers');
  const addButtons = page.getByRole('button', { name: /^Add .+ to cart$/ });
  // The first visit may load the catalogue cold.
  await expect(addButtons.first()).toBeVisible({ timeout: firstLoadMs });
  const names: string[] = [];
  for (const index of indexes) {
    const button = addButtons.nth(index);
    const label = (await button.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Add /, '').replace(/ to cart$/, '');
    names.push(name);
    await button.click();
    await expect(page.getByText(`${name} has been added to your cart.`, { exact: true })).toBeVisible();
    await expect(button).toBeEnabled();
  }
  return names;
}

/** Adds the first two in-stock products of the computers category and returns their names. */
export function addTwoProducts(page: Page): Promise<string[]> {
  return addProducts(page, [0, 1]);
}

/** Fills the checkout form with a valid shopper in Portmore. */
export async function fillCheckoutForm(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Shanice');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Brown');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('876-555-0188');
  await page.getByRole('textbox', { name: 'Street Address', exact: true }).fill('12 Port Henderson Road');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Portmore');
  await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Catherine');
}

/** The checkout form's typed fields, as a shopper in Portmore fills them. */
export const PORTMORE_SHOPPER = {
  'First Name': 'Shanice',
  'Last Name': 'Brown',
  Phone: '876-555-0188',
  'Street Address': '12 Port Henderson Road',
  City: 'Portmore',
} as const;

/**
 * Types the checkout form as a person does, key by key at typing speed into each field after a
 * click (`fillCheckoutForm` puts whole values in at once), and picks the parish.
 */
export async function typeCheckoutForm(
  page: Page,
  email: string,
  fields: Partial<Record<keyof typeof PORTMORE_SHOPPER, string>> = {},
): Promise<void> {
  const values = { ...PORTMORE_SHOPPER, ...fields };
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await typeInto(box('First Name'), values['First Name']);
  await typeInto(box('Last Name'), values['Last Name']);
  await typeInto(box('Email'), email);
  await typeInto(box('Phone'), values.Phone);
  await typeInto(box('Street Address'), values['Street Address']);
  await typeInto(box('City'), values.City);
  await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Catherine');
}

/**
 * From a filled-in checkout form: pays by bank transfer, places the order, waits for the thanks and
 * returns the order number it shows.
 */
export async function placeBankTransferOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** My Account's Orders tab, through the header's link. */
export async function openMyOrders(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('tab', { name: 'Orders' }).click();
}
