/**
 * What the product page offers beside the product: related products of the same line, the products
 * this browser viewed before (kept across reloads), and a low stock count that also caps the
 * quantity selector.
 */
import { expect, test } from '@playwright/test';

interface Card {
  id: string;
  name: string;
  stock_quantity: number;
  stock_status: string;
  brand_name: string | null;
  category_slug: string | null;
}

test('related products lead on, and the product viewed before shows as recently viewed', async ({
  page,
  request,
}) => {
  await page.goto('/products?search=INT-HP250G9');
  const firstLink = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const first = ((await firstLink.textContent()) ?? '').trim();
  await firstLink.click();
  // The shopper waits for the product page to replace the search page before reading it.
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  const firstId = new URL(page.url()).pathname.split('/').at(-1)!;
  const { products: related } = (await (await request.get(`/api/products/${firstId}/related`)).json()) as {
    products: Card[];
  };
  const { product } = (await (await request.get(`/api/products/${firstId}`)).json()) as { product: Card };
  expect(related.length).toBeGreaterThan(0);
  expect(related[0]!.category_slug).toBe(product.category_slug);
  expect(related[0]!.brand_name).toBe(product.brand_name);

  const relatedList = page.getByRole('region', { name: 'Related Products' });
  await expect(relatedList.getByRole('link')).toHaveCount(related.length);
  await expect(relatedList.getByRole('link').first()).toContainText(related[0]!.name);
  // Nothing was viewed before the first product in this browser.
  await expect(page.getByRole('region', { name: 'Recently Viewed' })).toHaveCount(0);

  await relatedList.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(related[0]!.name);
  const viewed = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(viewed.getByRole('link', { name: new RegExp(`^${escapeRegExp(first)}`) })).toBeVisible();
  // The page's own product is never among those viewed before it.
  await expect(
    viewed.getByRole('link', { name: new RegExp(`^${escapeRegExp(related[0]!.name)}`) }),
  ).toHaveCount(0);

  await page.reload();
  await expect(viewed.getByRole('link', { name: new RegExp(`^${escapeRegExp(first)}`) })).toBeVisible();
});

test('a product low on stock says how many are left and its quantity stops there', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/products?limit=100&sort=price_asc')).json()) as {
    products: Card[];
  };
  const low = products.find(
    (p) => p.stock_status === 'low-stock' && p.stock_quantity > 1 && p.stock_quantity < 10,
  );
  expect(low, 'the sample catalogue has a product low on stock').toBeDefined();
  await page.goto(`/product/${low!.id}`);

  await expect(page.getByText(`Only ${low!.stock_quantity} left`, { exact: true })).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < 12 && (await increase.isEnabled()); i += 1) await increase.click();
  await expect(quantity).toHaveValue(String(low!.stock_quantity));
  await expect(increase).toBeDisabled();
  // Typed like any number box, the quantity stops at the stock when the shopper leaves the box.
  await quantity.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('99', { delay: 70 });
  await page.keyboard.press('Tab');
  await expect(quantity).toHaveValue(String(low!.stock_quantity));
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
