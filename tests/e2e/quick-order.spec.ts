/**
 * Quick order and Order again (issue 29), as a signed-in buyer does it: typing SKU and quantity
 * lines (checking none is named under the field), seeing them matched (an unknown one named),
 * adding all to the cart, ordering, and then putting that order's lines in the cart again from My
 * Account.
 */
import { formatSkuForDisplay } from '../../functions/core/catalogue/sku.js';
import { expectToast, makeEmail, signUpThroughApi } from './auth-helpers.js';
import { FIRST_LOAD_MS, expect, test, typeInto } from './human.js';
import { cartLink, fillCheckoutForm, openMyOrders, placeBankTransferOrder } from './shop-helpers.js';

interface Card {
  name: string;
  sku: string;
  stock_quantity: number;
}

test('a buyer orders by SKU, then orders the same again from My Account', async ({ page, request }) => {
  test.slow();
  const listed = await request.get('/api/products?category=computers');
  const cards = ((await listed.json()) as { products: Card[] }).products.filter(
    (card) => card.stock_quantity >= 5,
  );
  const [first, second] = cards;
  const email = makeEmail('quickorder');
  await signUpThroughApi(page, email, 'island6');

  await page.getByRole('link', { name: 'Quick order by SKU' }).click();
  await expect(page.getByRole('heading', { name: 'Quick order', level: 1 })).toBeVisible();
  // One main landmark (the shop's), as a screen reader's "skip to main" finds it, not one inside it.
  await expect(page.getByRole('main')).toHaveCount(1);
  const lines = page.getByLabel('SKU or part number and quantity, one per line');
  // Checking nothing is named under the field.
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expect(lines).toHaveAccessibleDescription('Please type at least one SKU or part number.');
  await expect(lines).toBeFocused();
  // The first SKU typed in lower case, as shown; the second with a comma; one SKU nobody sells.
  await typeInto(
    lines,
    `${formatSkuForDisplay(first!.sku).toLowerCase()} 2\n${formatSkuForDisplay(second!.sku)},1\nNO-SUCH-SKU 4`,
  );
  // By keyboard: Tab to the button, Enter; focus stays on it while it checks and after.
  const checkLines = page.getByRole('button', { name: 'Check lines' });
  await page.keyboard.press('Tab');
  await expect(checkLines).toBeFocused();
  await page.keyboard.press('Enter');

  const table = page.getByRole('table', { name: /Your lines matched to products/ });
  await expect(table).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(checkLines).toBeFocused();
  await expect(table.getByRole('row', { name: new RegExp(first!.name.slice(0, 20)) })).toContainText('2');
  await expect(table.getByRole('row', { name: /NO-SUCH-SKU/ })).toContainText('Unknown SKU or part number');

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectToast(page, 'Some lines were not added as typed');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillCheckoutForm(page, email);
  const orderNumber = await placeBankTransferOrder(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await openMyOrders(page);
  await page
    .getByRole('button', { name: `Order again: put the items of ${orderNumber} in your cart` })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByText(first!.name).first()).toBeVisible();
});
