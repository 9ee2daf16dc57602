/**
 * A price that changes between the order summary and Place Order: the shopper is shown the new
 * total and the order is placed only once they accept it, at that total.
 */
import { expect, test } from '@playwright/test';
import type { Product } from '../../functions/core/catalogue/product.js';
import { stampChange } from '../../functions/core/catalogue/product-history.js';
import { createTestProducts } from '../helpers/cart-api.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { fillCheckoutForm } from './shop-helpers.js';

const { functionEnv } = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

/** Staff change the price meanwhile (the admin area's write, with its catalogue change entry). */
async function changePrice(product: Product, price: number): Promise<void> {
  Object.assign(process.env, functionEnv);
  const { updateProduct } = await import('../../functions/data/admin-products.js');
  const refused = await updateProduct(
    { ...product, selling_price: price, base_price: price, updated_at: new Date().toISOString() },
    product,
    stampChange('form-edit', 'staff@example.com'),
  );
  expect(refused).toBeUndefined();
}

test('a price raised before Place Order is shown, and the order is placed at the new total once accepted', async ({
  page,
}) => {
  const [product] = await createTestProducts({ functionEnv }, [
    { stock: 5, price: 20_000, name: `Pricecheck Monitor ${Date.now()}` },
  ]);
  await page.goto(`/product/${product!.id}`);
  await page.getByRole('button', { name: /^Add to Cart - / }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await fillCheckoutForm(page, 'pricecheck@example.com');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();

  await changePrice(product!, 21_000);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'The total has changed' });
  // Free shipping above J$10,000, GCT 15% on J$21,000.
  await expect(dialog).toContainText('24,150');
  await dialog.getByRole('button', { name: 'Not Now' }).click();
  await expect(dialog).toBeHidden();
  // Declined: the summary now shows the new total, and nothing was ordered.
  await expect(page.getByText('24,150').first()).toBeVisible();

  await changePrice({ ...product!, selling_price: 21_000, base_price: 21_000 }, 22_000);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog).toContainText('25,300');
  await dialog.getByRole('button', { name: 'Place Order at New Total' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('25,300').first()).toBeVisible();
});
