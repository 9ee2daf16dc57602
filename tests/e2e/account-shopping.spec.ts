/**
 * A customer's shopping, end to end: ordering while signed in and finding the order in My Account,
 * the guest cart merged at sign-in, and the wishlist from the product page and card to the cart.
 * Each test signs up its own customer, so the tests share nothing.
 */
import { expect, test } from '@playwright/test';
import { expectToast, makeEmail, signInThroughUi, signUpThroughApi } from './auth-helpers.js';
import { retypeInto, typeInto } from './human.js';
import {
  addProducts,
  addTwoProducts,
  cartLink,
  fillCheckoutForm,
  openMyOrders,
  placeBankTransferOrder,
  PORTMORE_SHOPPER,
} from './shop-helpers.js';

const PASSWORD = 'island6';

test.describe('signed-in shopping', () => {
  test('a customer checks out and sees the order with its status in My Account', async ({ page }) => {
    const email = makeEmail('orders');
    await signUpThroughApi(page, email, PASSWORD);

    await addTwoProducts(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Continue as Guest' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await fillCheckoutForm(page, email);
    const orderNumber = await placeBankTransferOrder(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    await openMyOrders(page);
    const order = page.getByRole('list', { name: 'Your Orders' }).getByRole('listitem');
    await expect(order).toHaveCount(1);
    await expect(order.getByRole('link', { name: orderNumber })).toBeVisible();
    await expect(order).toContainText('Confirmed');
    await expect(order).toContainText('2 items');
  });

  test('Sign In & Checkout comes back to the checkout with the account details filled in', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = makeEmail('return');
    await signUpThroughApi(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out', 'You have been signed out successfully.');

    await addProducts(page, [0]);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Sign In & Checkout' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/cart\?step=checkout$/);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Marcia');
    await expect(page.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue('Reid');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(
      page.getByRole('complementary', { name: 'Order Summary' }).getByRole('listitem'),
    ).toHaveCount(1);
  });

  test('the address of an order just placed is offered at the next checkout, without a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = makeEmail('again');
    await signUpThroughApi(page, email, PASSWORD);
    await addProducts(page, [0]);
    await cartLink(page).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    // The account fills the name and e-mail; the customer types the rest.
    await expect(box('First Name')).toHaveValue('Marcia');
    await typeInto(box('Phone'), PORTMORE_SHOPPER.Phone);
    await typeInto(box('Street Address'), PORTMORE_SHOPPER['Street Address']);
    await typeInto(box('City'), PORTMORE_SHOPPER.City);
    await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Catherine');
    await placeBankTransferOrder(page);

    // A second order in the same visit: the shop offers the address just used.
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    await add.click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await cartLink(page).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByText('12 Port Henderson Road, Portmore, St Catherine')).toBeVisible();
    await page.getByRole('button', { name: 'Use my last address' }).click();
    await expect(box('Street Address')).toHaveValue(PORTMORE_SHOPPER['Street Address']);
    await expect(box('City')).toHaveValue(PORTMORE_SHOPPER.City);
  });

  test('a phone changed in My Account is the one the next checkout fills in, without a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = makeEmail('new-phone');
    await signUpThroughApi(page, email, PASSWORD);
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await typeInto(phone, '876-555-0101');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated', 'Your details have been saved.');

    // A first order, its checkout filled from the account.
    await addProducts(page, [0]);
    await cartLink(page).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(phone).toHaveValue('+18765550101');
    await typeInto(page.getByRole('textbox', { name: 'Street Address', exact: true }), '3 Trafalgar Road');
    await typeInto(page.getByRole('textbox', { name: 'City', exact: true }), 'Kingston');
    await page.getByRole('combobox', { name: 'Parish' }).selectOption('St Andrew');
    await placeBankTransferOrder(page);

    // The customer changes the phone, then orders again in the same visit.
    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
    await retypeInto(phone, '876-555-0202');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated', 'Your details have been saved.');
    await page.getByRole('banner').getByRole('link', { name: 'NETWORKING', exact: true }).click();
    await page
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await cartLink(page).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(phone).toHaveValue('+18765550202');
  });

  test('an Add clicked while the stored session is still being read shows in the header', async ({
    page,
  }) => {
    const email = makeEmail('early');
    await signUpThroughApi(page, email, PASSWORD);
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    // A slow connection: the sign-in library arrives well after the page, so the Add comes first.
    await page.route('**/assets/auth-session-*.js', async (route) => {
      await wait(2_000);
      await route.continue();
    });
    // Then the header's first read of the cart is read by the server before the Add, and its
    // answer arrives after the Add's.
    let cartRead!: () => void;
    const read = new Promise<void>((resolve) => (cartRead = resolve));
    let addAnswered!: () => void;
    const added = new Promise<void>((resolve) => (addAnswered = resolve));
    await page.route('**/api/me/cart', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      cartRead();
      await Promise.race([added, wait(5_000)]);
      await route.fulfill({ response });
    });
    await page.route('**/api/me/cart/items', async (route) => {
      await Promise.race([read, wait(5_000)]);
      const response = await route.fetch();
      addAnswered();
      await route.fulfill({ response });
    });

    await addProducts(page, [0]);

    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test("the next customer at this browser never sees the previous one's order, even by going Back", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const next = makeEmail('next');
    await signUpThroughApi(page, next, PASSWORD);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out', 'You have been signed out successfully.');

    const email = makeEmail('shared');
    await signUpThroughApi(page, email, PASSWORD);
    await addProducts(page, [0]);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await cartLink(page).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await fillCheckoutForm(page, email);
    const orderNumber = await placeBankTransferOrder(page);
    await openMyOrders(page);
    await page.getByRole('link', { name: orderNumber }).click();
    const theirOrder = page.getByRole('heading', { name: `Order ${orderNumber}` });
    await expect(theirOrder).toBeVisible();
    await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();

    // Signed out and the next customer signs in, all in this tab: then Back to the order's page.
    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out', 'You have been signed out successfully.');
    await typeInto(page.getByLabel('Email', { exact: true }), next);
    await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(`Welcome, ${next}`)).toBeVisible();
    for (let backs = 0; backs < 4 && !page.url().endsWith(`/order/${orderNumber}`); backs++) {
      await page.goBack();
    }

    await expect(page).toHaveURL(new RegExp(`/order/${orderNumber}$`));
    await expect(page.getByRole('heading', { name: 'This order could not be opened here' })).toBeVisible();
    await expect(theirOrder).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Items' })).toHaveCount(0);
  });

  test("a guest's cart merges into the customer's cart at sign-in", async ({ page }) => {
    const email = makeEmail('merge');
    await signUpThroughApi(page, email, PASSWORD);
    const [first] = await addProducts(page, [0]);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out', 'You have been signed out successfully.');
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    const [again, second] = await addProducts(page, [0, 1]);
    expect(again).toBe(first);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    await signInThroughUi(page, email, PASSWORD);

    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await cartLink(page).click();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${first}`, exact: true })).toHaveValue(
      '2',
    );
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${second}`, exact: true })).toHaveValue(
      '1',
    );
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  });
});

test.describe('wishlist', () => {
  test('keeps products from the product page and card, moves one to the cart, removes one', async ({
    page,
  }) => {
    const email = makeEmail('wishlist');
    await signUpThroughApi(page, email, PASSWORD);

    await page.goto('/products?category=computers');
    const cards = page.getByRole('button', { name: /^Add .+ to cart$/ });
    await expect(cards.first()).toBeVisible();
    const [first, second] = await Promise.all(
      [0, 1].map(async (index) =>
        ((await cards.nth(index).getAttribute('aria-label')) ?? '').replace(/^Add (.+) to cart$/, '$1'),
      ),
    );

    await page.getByRole('button', { name: `Add ${second} to wishlist` }).click();
    await expectToast(page, 'Added to wishlist');
    await expect(page.getByRole('button', { name: `Remove ${second} from wishlist` })).toBeVisible();

    await page.getByRole('link', { name: first, exact: true }).click();
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Add ${first} to wishlist` }).click();
    await expectToast(page, 'Added to wishlist');
    await expect(page.getByRole('button', { name: `Remove ${first} from wishlist` })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('tab', { name: 'Wishlist' }).click();
    const saved = page.getByRole('list', { name: 'Saved to wishlist' });
    await expect(saved.getByRole('listitem')).toHaveCount(2);

    await saved
      .getByRole('listitem')
      .filter({ hasText: first })
      .getByRole('button', { name: 'Move to cart' })
      .click();
    await expect(page.getByText(`${first} has been added to your cart.`, { exact: true })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(saved.getByRole('listitem')).toHaveCount(1);

    await saved.getByRole('button', { name: `Remove ${second}` }).click();
    await expectToast(page, 'Removed from wishlist');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });

  test('a signed-out shopper who taps the heart is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /^Add .+ to wishlist$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectToast(page, 'Sign in to keep a wishlist');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });
});
