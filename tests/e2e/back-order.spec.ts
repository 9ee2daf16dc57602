/**
 * A product sold to order (the distributor's back-order, "to order within 20 days"): a shopper sees
 * it as Available to order with the wait, adds it at 0 stock, and the cart, the checkout summary and
 * the order confirmation all say the wait.
 */
import type { Product } from '../../functions/core/catalogue/product.js';
import { stampChange } from '../../functions/core/catalogue/product-history.js';
import { createTestProducts } from '../helpers/cart-api.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { expect, test } from './human.js';
import { typeCheckoutForm } from './shop-helpers.js';

const { functionEnv } = JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;
const wait = 'Available to order: expected wait 20 days';

/** What the importer stores for a back-order: sold to order with the store's wait, at 0 stock. */
async function sellToOrder(product: Product): Promise<void> {
  Object.assign(process.env, functionEnv);
  const { updateProduct } = await import('../../functions/data/admin-products.js');
  const refused = await updateProduct(
    {
      ...product,
      stock_quantity: 0,
      stock_status: 'to-order',
      order_lead_time: '20 days',
      updated_at: new Date().toISOString(),
    },
    product,
    stampChange('import', 'test setup'),
  );
  expect(refused).toBeUndefined();
}

test('a product available to order is added at 0 stock and ordered, its wait said all the way', async ({
  page,
}) => {
  const name = `Backorder Plotter ${Date.now()}`;
  const [product] = await createTestProducts({ functionEnv }, [{ stock: 0, price: 20_000, name }]);
  await sellToOrder(product!);

  await page.goto(`/product/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Available to order', { exact: true })).toBeVisible();
  await expect(page.getByText(wait)).toBeVisible();
  await page.getByRole('button', { name: /^Add to Cart - / }).click();
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' });
  await expect(cartLink).toBeVisible();

  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(wait)).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await typeCheckoutForm(page, 'backorder@example.com');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await expect(page.getByText(wait)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(wait)).toBeVisible();
});
