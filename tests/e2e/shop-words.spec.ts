/**
 * "Search that understands what shoppers mean": shop words staff edit. Staff open Shop Words from the
 * dashboard, add "lappy, laptop", and a shopper on another device searching "lappy" from the header
 * then finds laptops; Restore Defaults puts the shipped list back.
 */
import { expectToast, signInAsAdmin } from './auth-helpers.js';
import { expect, FIRST_LOAD_MS, test, typeInto } from './human.js';

test('staff add a shop word and a shopper finds laptops by it', async ({ page, anotherDevice }) => {
  const searchFor = async (text: string) => {
    await anotherDevice.goto('/');
    const box = anotherDevice.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await typeInto(box, text);
    await anotherDevice.keyboard.press('Enter');
    await expect(anotherDevice).toHaveURL(new RegExp(`/products\\?search=${text}$`));
  };
  // Before: the shop does not know the word (the first search may wait for the catalogue's cold load).
  await searchFor('lappy');
  await expect(anotherDevice.getByRole('heading', { name: 'No products found' })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Shop Words' }).click();
  await expect(page).toHaveURL(/\/admin\/shop-words$/);
  await expect(page.getByRole('heading', { name: 'Shop Words' })).toBeVisible();
  // The shipped words are listed on a fresh shop.
  await expect(page.getByRole('cell', { name: 'ps5, ps 5, playstation 5', exact: true })).toBeVisible();
  await expect(page.getByText('The shop is using the shipped shop words.')).toBeVisible();

  // A word with nothing to mean is refused, naming the field.
  await typeInto(page.getByRole('textbox', { name: /^Words that mean the same/ }), 'lappy');
  await page.getByRole('button', { name: 'Add Shop Word' }).click();
  await expect(page.getByRole('alert')).toHaveText(/terms: needs a second word/);

  await typeInto(page.getByRole('textbox', { name: /^Words that mean the same/ }), ', laptop');
  await page.getByRole('button', { name: 'Add Shop Word' }).click();
  await expectToast(page, 'Shop Words', 'Shop words saved.');
  await expect(page.getByRole('cell', { name: 'lappy, laptop', exact: true })).toBeVisible();

  // The shopper's search now reads "lappy" as "laptop" (from the catalogue's next check, a second).
  await expect(async () => {
    await searchFor('lappy');
    await expect(anotherDevice.getByRole('main').getByRole('status')).toHaveText(
      /^Showing \d+ products? for "lappy"/,
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(anotherDevice.getByRole('link', { name: /laptop/i }).first()).toBeVisible();

  // Restore Defaults forgets staff's word.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Restore Defaults' }).click();
  await expectToast(page, 'Shop Words', 'The shipped shop words are back.');
  await expect(page.getByRole('cell', { name: 'lappy, laptop', exact: true })).toBeHidden();
});
