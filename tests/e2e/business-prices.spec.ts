/**
 * A business buyer's company prices at human speed (issue 29): staff approve the company and give it
 * a price list with a fixed price and quantity breaks for one product; signed in, the company's
 * admin (who buys at the company's list like its buyers) sees their price with the list price struck
 * through on a search card and the product page, with the break table, and the price filter's range
 * and its max at their prices; a guest sees the list price.
 */
import { randomUUID } from 'node:crypto';
import { formatPrice } from '../../functions/core/format-price.js';
import { makeEmail, signInAsAdmin, signUpThroughApi, waitForEmail } from './auth-helpers.js';
import { applyForBusinessAccount, giveCompanyPriceList, openCompanyAsStaff } from './business-helpers.js';
import { expect, FIRST_LOAD_MS, retypeInto, test, typeInto } from './human.js';

interface Card {
  id: string;
  name: string;
  sku: string;
  selling_price: number;
}

test('a company buyer sees their price and the break table; a guest sees the list price', async ({
  page,
  anotherDevice: staff,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const listed = await request.get('/api/products?category=computers');
  const computers = ((await listed.json()) as { products: Card[] }).products;
  const product = computers.find((card) => card.selling_price >= 10_000)!;
  const another = computers.find((card) => card.id !== product.id)!;
  const listPrice = product.selling_price;
  const fixed = Math.round(listPrice * 0.8);
  const fivePlus = Math.round(listPrice * 0.7);
  const tenPlus = Math.round(listPrice * 0.6);
  const company = `Montego Resellers ${randomUUID().slice(0, 6)}`;
  const email = makeEmail('price-buyer');

  // A customer applies for a business account.
  await signUpThroughApi(page, email, 'island6');
  await applyForBusinessAccount(page, {
    company,
    trn: '123456789',
    address: '12 Gloucester Avenue, Montego Bay',
    phone: '876-555-0190',
    monthlySpend: '700000',
  });

  // Staff approve it and give it a price list (the list is set up through the admin API).
  await signInAsAdmin(staff);
  const review = await openCompanyAsStaff(staff, company);
  await typeInto(review.getByLabel('Credit limit (JMD)'), '1000000');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await waitForEmail(request, email, (m) => m.subject === 'Your business account is approved', 30_000);
  await giveCompanyPriceList(staff, company, [
    {
      sku: product.sku,
      fixed_price: fixed,
      breaks: [
        { min_quantity: 5, max_quantity: 9, unit_price: fivePlus },
        { min_quantity: 10, max_quantity: null, unit_price: tenPlus },
      ],
    },
  ]);

  // The buyer searches for the product: its card shows their price, the list price struck through.
  const searchBox = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search products' })
    .or(page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }))
    .first();
  await typeInto(searchBox, product.name.split(' ').slice(0, 3).join(' '));
  // The suggestions under the box say their price too, never the list price they do not pay.
  const suggestion = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('option', { name: product.name });
  await expect(suggestion).toContainText(formatPrice(fixed));
  await expect(suggestion).not.toContainText(formatPrice(listPrice));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(card).toContainText(`Your price: ${formatPrice(fixed)}`, { timeout: FIRST_LOAD_MS });
  await expect(card.getByRole('deletion')).toHaveText(formatPrice(listPrice));
  await expect(card).toContainText(`List price: ${formatPrice(listPrice)}`);
  // Opened afresh (a reload, a link from elsewhere), the first price the card shows is theirs, never
  // the list price first while the page works out who they are.
  await page.reload();
  await card.waitFor({ timeout: FIRST_LOAD_MS });
  expect(await card.textContent()).toContain(`Your price: ${formatPrice(fixed)}`);

  // The price filter's range is at their prices: the search's products, this one at theirs.
  const search = new URL(page.url()).searchParams.get('search')!;
  const found = await request.get(`/api/products?search=${encodeURIComponent(search)}&limit=100`);
  const results = (await found.json()) as { products: Card[]; total: number };
  expect(results.total).toBeLessThanOrEqual(100);
  const theirPrices = results.products.map((c) => (c.id === product.id ? fixed : c.selling_price));
  await expect(
    page.getByText(`${formatPrice(Math.min(...theirPrices))} to ${formatPrice(Math.max(...theirPrices))}`),
  ).toBeVisible();
  // Up to their price, the product stays in the list: its list price is above it.
  await typeInto(page.getByLabel('Max', { exact: true }), String(fixed));
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`max_price=${fixed}`));
  await expect(card).toContainText(`Your price: ${formatPrice(fixed)}`);

  // The product page: their price, the list price struck through, and the break table. On a slow
  // connection their answer comes late (held 2 s here): the page never offers the product at its
  // list price meanwhile, as if that were theirs, nor once it shows.
  await page.route('**/api/me/products/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await card.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  const addToCart = page.getByRole('button', { name: /^Add to Cart/ });
  expect(await addToCart.innerText()).not.toContain(formatPrice(listPrice));
  const main = page.getByRole('main');
  await expect(main).toContainText(`Your price ${formatPrice(fixed)}`, { timeout: FIRST_LOAD_MS });
  await page.unroute('**/api/me/products/*');
  await expect(main).toContainText(`List price ${formatPrice(listPrice)}`);
  const breaks = page.getByRole('table', { name: 'Your price by quantity' });
  await expect(breaks.getByRole('row', { name: `1–4 ${formatPrice(fixed)}` })).toBeVisible();
  await expect(breaks.getByRole('row', { name: `5–9 ${formatPrice(fivePlus)}` })).toBeVisible();
  await expect(breaks.getByRole('row', { name: `10+ ${formatPrice(tenPlus)}` })).toBeVisible();

  // Add to Cart's total is what the cart charges them: their price, then the break's at 5.
  await expect(addToCart).toHaveText(`Add to Cart - ${formatPrice(fixed)}`);
  await retypeInto(page.getByRole('spinbutton', { name: 'Quantity' }), '5');
  await page.keyboard.press('Tab');
  await expect(addToCart).toHaveText(`Add to Cart - ${formatPrice(fivePlus * 5)}`);
  await addToCart.click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(formatPrice(fivePlus * 5));

  // On the next product, the one viewed before shows on its shelf at their price too.
  await page.goto(`/product/${another.id}`);
  await expect(page.getByRole('heading', { name: another.name, level: 1 })).toBeVisible();
  const viewed = page.getByRole('region', { name: 'Recently Viewed' });
  const tile = viewed.getByRole('link').filter({ hasText: product.name });
  await expect(tile).toContainText(`Your price: ${formatPrice(fixed)}`, { timeout: FIRST_LOAD_MS });
  await expect(tile.getByRole('deletion')).toHaveText(formatPrice(listPrice));

  // A guest on the same product sees the list price, no company price and no break table.
  const guest = await browser.newPage({ baseURL });
  await guest.goto(`/product/${product.id}`);
  await expect(guest.getByRole('heading', { name: product.name, level: 1 })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await expect(guest.getByRole('main')).toContainText(`Price: ${formatPrice(listPrice)}`);
  await expect(guest.getByText('Your price')).toHaveCount(0);
  await expect(guest.getByRole('table', { name: 'Your price by quantity' })).toHaveCount(0);
  await guest.close();
});
