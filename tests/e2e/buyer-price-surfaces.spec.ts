/**
 * A company buyer on a slow phone never sees a price they do not pay (issue 29), on any screen, from
 * the first paint: a watcher in the page notes every price text the moment it is put on screen (a
 * MutationObserver, before the browser paints it) on the home page's featured grid, a category, a
 * search, the header's suggestions typed at human speed, the product page with its shelves, the cart,
 * checkout and Compare. The list price of the product they have a company price for may show only
 * struck through beside theirs; a guest and a consumer, in other browsers, never see the company's
 * price.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatPrice } from '../../functions/core/format-price.js';
import { makeEmail, signInAsAdmin, signInThroughUi, signUpThroughApi, waitForEmail } from './auth-helpers.js';
import { applyForBusinessAccount, giveCompanyPriceList, openCompanyAsStaff } from './business-helpers.js';
import { expect, FIRST_LOAD_MS, test, typeInto } from './human.js';

interface Card {
  id: string;
  name: string;
  sku: string;
  selling_price: number;
  category_slug: string | null;
  stock_quantity: number;
}

/** A price text put on screen where it should never be. */
interface Sighting {
  page: string;
  text: string;
  /** The text of the card, tile, option or section it showed in. */
  around: string;
}

/** The phone of the outside check: 375 px wide, its CPU four times slower, 120 ms between keys. */
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;
const KEY_DELAY_MS = 120;

/**
 * Installs the watcher in every document the page loads: each text put on screen that holds one of
 * `never` is reported (with `struckAllowed`, unless it is inside a <del>, the struck-through list
 * price beside the buyer's own).
 */
async function watchPrices(
  page: Page,
  never: readonly string[],
  struckAllowed: boolean,
): Promise<Sighting[]> {
  const sightings: Sighting[] = [];
  await page.exposeFunction('reportPriceSighting', (sighting: Sighting) => {
    sightings.push(sighting);
  });
  // A string, as the test program has no DOM types; it runs in the page before the app's scripts.
  await page.addInitScript(`(() => {
    const never = ${JSON.stringify(never)};
    const struckAllowed = ${JSON.stringify(struckAllowed)};
    const seen = new Set();
    const check = (root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType !== Node.TEXT_NODE || !node.isConnected) continue;
        const element = node.parentElement;
        // What the page shows (not its head's metadata for search engines).
        if (!element || !document.body?.contains(element) || element.closest('script, style, template')) continue;
        for (const text of never) {
          if (!node.data.includes(text)) continue;
          if (struckAllowed && element.closest('del')) continue;
          const holder = element.closest('article, li, [role="option"], button, p, td') ?? element;
          const around = (holder.textContent ?? '').replace(/\\s+/g, ' ').slice(0, 160);
          const key = location.pathname + '|' + text + '|' + around;
          if (seen.has(key)) continue;
          seen.add(key);
          window.reportPriceSighting({ page: location.pathname + location.search, text, around });
        }
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target);
        else for (const added of record.addedNodes) check(added);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  })();`);
  return sightings;
}

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a company buyer on a slow phone sees only their price on every screen; a guest or consumer never sees it', async ({
  page,
  anotherDevice: staff,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(420_000);
  // A featured product (the home page shows it) whose list price no other product shares, so its
  // price text is its own wherever it shows.
  const featured = (
    (await (await request.get('/api/products/featured?limit=4')).json()) as { products: Card[] }
  ).products;
  const everything: Card[] = [];
  for (let cursor: string | null = ''; cursor !== null;) {
    const answer = await request.get(`/api/products?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    const page = (await answer.json()) as { products: Card[]; next_cursor: string | null };
    everything.push(...page.products);
    cursor = page.next_cursor;
  }
  const product = featured.find(
    (card) =>
      card.category_slug &&
      card.stock_quantity > 0 &&
      card.selling_price >= 1_000 &&
      everything.filter((other) => formatPrice(other.selling_price) === formatPrice(card.selling_price))
        .length <= 1,
  )!;
  expect(product).toBeDefined();
  const other = everything.find(
    (card) => card.category_slug === product.category_slug && card.name !== product.name,
  )!;
  const listPrice = product.selling_price;
  const fixed = Math.round(listPrice * 0.8) + 3;
  const company = `Ocho Rios Traders ${randomUUID().slice(0, 6)}`;
  const email = makeEmail('surface-buyer');

  // The company is set up as in business-prices.spec: applied for, approved, given a price list.
  await signUpThroughApi(page, email, 'island6');
  await applyForBusinessAccount(page, {
    company,
    trn: '123456789',
    address: '3 Main Street, Ocho Rios',
    phone: '876-555-0191',
    monthlySpend: '500000',
  });
  await signInAsAdmin(staff);
  const review = await openCompanyAsStaff(staff, company);
  await typeInto(review.getByLabel('Credit limit (JMD)'), '1000000');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await waitForEmail(request, email, (m) => m.subject === 'Your business account is approved', 30_000);
  await giveCompanyPriceList(staff, company, [
    {
      sku: product.sku,
      fixed_price: fixed,
      breaks: [{ min_quantity: 5, max_quantity: null, unit_price: Math.round(listPrice * 0.7) }],
    },
  ]);

  // The buyer, signed in on their phone; every screen from here is opened afresh (a link, a reload),
  // the hardest case: the page works out who they are while it draws.
  const phoneContext = await browser.newContext({ ...PHONE, baseURL });
  const phone = await phoneContext.newPage();
  await signInThroughUi(phone, email, 'island6');
  const sightings = await watchPrices(phone, [formatPrice(listPrice)], true);
  await slowPhone(phone);
  const yourPrice = `Your price: ${formatPrice(fixed)}`;
  const card = phone.getByRole('article').filter({ has: phone.getByRole('link', { name: product.name }) });

  // The home page's featured grid.
  await phone.goto('/');
  await expect(card).toContainText(yourPrice, { timeout: FIRST_LOAD_MS });
  await expect(card.getByRole('deletion')).toHaveText(formatPrice(listPrice));

  // Its category.
  await phone.goto(`/products?category=${product.category_slug}`);
  await expect(card).toContainText(yourPrice, { timeout: FIRST_LOAD_MS });

  // The header's suggestions, typed at human speed, then the search's results page.
  const searchBox = phone.locator('header input[type="search"]:visible');
  const words = product.name.split(' ').slice(0, 3).join(' ');
  await typeInto(searchBox, words, KEY_DELAY_MS);
  const suggestion = phone
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('option', { name: product.name });
  await expect(suggestion).toContainText(formatPrice(fixed), { timeout: FIRST_LOAD_MS });
  await phone.keyboard.press('Enter');
  await expect(phone).toHaveURL(/\/products\?search=/);
  await expect(card).toContainText(yourPrice, { timeout: FIRST_LOAD_MS });
  await phone.reload();
  await expect(card).toContainText(yourPrice, { timeout: FIRST_LOAD_MS });

  // The product page (their price, the list price struck through, the break table), then another
  // product of its category, whose shelves (related, recently viewed) show it.
  await phone.goto(`/product/${product.id}`);
  const main = phone.getByRole('main');
  await expect(main).toContainText(`Your price ${formatPrice(fixed)}`, { timeout: FIRST_LOAD_MS });
  await expect(phone.getByRole('table', { name: 'Your price by quantity' })).toBeVisible();
  await phone.goto(`/product/${other.id}`);
  const tile = phone
    .getByRole('region', { name: 'Recently Viewed' })
    .getByRole('link')
    .filter({ hasText: product.name });
  await expect(tile).toContainText(yourPrice, { timeout: FIRST_LOAD_MS });

  // The cart and checkout, the product added from its page.
  await phone.goto(`/product/${product.id}`);
  const addToCart = phone.getByRole('button', { name: `Add to Cart - ${formatPrice(fixed)}` });
  await addToCart.click({ timeout: FIRST_LOAD_MS });
  await phone.getByRole('link', { name: 'View cart' }).click();
  await expect(phone.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
  await expect(main).toContainText(formatPrice(fixed));
  await phone.reload();
  await expect(main).toContainText(formatPrice(fixed), { timeout: FIRST_LOAD_MS });
  await phone.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(phone).toHaveURL(/step=checkout/);
  await expect(main).toContainText(formatPrice(fixed), { timeout: FIRST_LOAD_MS });
  await phone.reload();
  await expect(main).toContainText(formatPrice(fixed), { timeout: FIRST_LOAD_MS });

  // Compare, the product beside the other one: their price in its Price row.
  await phone.goto(`/compare?ids=${product.id},${other.id}`);
  await expect(phone.getByRole('row', { name: /^Price/ })).toContainText(formatPrice(fixed), {
    timeout: FIRST_LOAD_MS,
  });

  // Not once, on any of them, the list price they do not pay (other than struck through).
  expect(sightings).toEqual([]);
  await phoneContext.close();

  // A guest on another phone: the list price everywhere, never the company's price.
  const guestContext = await browser.newContext({ ...PHONE, baseURL });
  const guest = await guestContext.newPage();
  const guestSightings = await watchPrices(guest, [formatPrice(fixed), 'Your price'], false);
  await slowPhone(guest);
  const guestCard = guest
    .getByRole('article')
    .filter({ has: guest.getByRole('link', { name: product.name }) });
  await guest.goto('/');
  await expect(guestCard).toContainText(`Price: ${formatPrice(listPrice)}`, { timeout: FIRST_LOAD_MS });
  await guest.goto(`/products?category=${product.category_slug}`);
  await expect(guestCard).toContainText(`Price: ${formatPrice(listPrice)}`, { timeout: FIRST_LOAD_MS });
  await typeInto(guest.locator('header input[type="search"]:visible'), words, KEY_DELAY_MS);
  await expect(
    guest.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: product.name }),
  ).toContainText(formatPrice(listPrice), { timeout: FIRST_LOAD_MS });
  await guest.goto(`/product/${product.id}`);
  await expect(guest.getByRole('main')).toContainText(`Price: ${formatPrice(listPrice)}`, {
    timeout: FIRST_LOAD_MS,
  });
  await guest.goto(`/product/${other.id}`);
  await expect(
    guest
      .getByRole('region', { name: 'Recently Viewed' })
      .getByRole('link')
      .filter({ hasText: product.name }),
  ).toContainText(formatPrice(listPrice), { timeout: FIRST_LOAD_MS });
  expect(guestSightings).toEqual([]);
  await guestContext.close();

  // A signed-in consumer (no company) on a third phone: the list price too, never the company's.
  const consumerContext = await browser.newContext({ ...PHONE, baseURL });
  const consumer = await consumerContext.newPage();
  await signUpThroughApi(consumer, makeEmail('surface-consumer'), 'island6');
  const consumerSightings = await watchPrices(consumer, [formatPrice(fixed), 'Your price'], false);
  await slowPhone(consumer);
  const consumerCard = consumer
    .getByRole('article')
    .filter({ has: consumer.getByRole('link', { name: product.name }) });
  await consumer.goto('/');
  await expect(consumerCard).toContainText(`Price: ${formatPrice(listPrice)}`, { timeout: FIRST_LOAD_MS });
  await consumer.goto(`/product/${product.id}`);
  await expect(consumer.getByRole('main')).toContainText(`Price: ${formatPrice(listPrice)}`, {
    timeout: FIRST_LOAD_MS,
  });
  expect(consumerSightings).toEqual([]);
  await consumerContext.close();
});
