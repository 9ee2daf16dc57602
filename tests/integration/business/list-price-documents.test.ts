/**
 * The list price on a business buyer's order documents: a line priced lower by their company's
 * price list keeps the shop's price it replaced (stored when the order was placed), and the order
 * mail, the tax invoice and the order page show it struck through beside theirs; a consumer's order
 * shows only its price.
 */
import { describe, expect, inject, it } from 'vitest';
import type { TaxInvoice } from '../../../functions/core/orders/invoice.js';
import type { ShopperOrderView } from '../../../functions/core/orders/order-progress.js';
import { waitForEmail } from '../../helpers/accounts.js';
import {
  createCompanyAtPriceList,
  createCustomer,
  createPriceList,
  createStaff,
} from '../../helpers/business.js';
import { checkoutBody, createTestProducts, type ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
const staff = await createStaff(shop);

/** Orders two of `productId` for pickup by bank transfer, as the shopper's checkout does. */
async function orderTwo(client: ShopClient, productId: string) {
  expect((await client.add(productId, 2)).status).toBe(200);
  const { shipping_address: _s, billing_address: _b, ...rest } = checkoutBody();
  const saved = await client.saveCheckout({ ...rest, fulfilment: { method: 'pickup' } });
  expect(saved.status).toBe(201);
  const placed = await client.placeOrder(saved.body.checkout_session.id);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.order;
}

const receivedMail = (order: { order_number: string; customer_info: { email: string } }) =>
  waitForEmail(shop.url, order.customer_info.email, (mail) =>
    mail.subject.includes(`We received your order ${order.order_number}`),
  );

const invoiceOf = async (client: ShopClient, orderNumber: string) =>
  (await client.call<{ invoice: TaxInvoice }>('GET', `/api/me/orders/${orderNumber}/invoice`)).body.invoice;

describe("a business buyer's order below the list price", () => {
  it('keeps the list price on its line and shows it struck through on the mail, the invoice and the order page', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 20, price: 10_000 }]);
    const listId = await createPriceList(staff, {
      rules: [{ kind: 'category', id: product!.category_id, percent_off: 12.5 }],
    });
    const { buyer } = await createCompanyAtPriceList(shop, staff, listId);

    const order = await orderTwo(buyer.client, product!.id);

    expect(order.lines).toMatchObject([{ price: 8_750, list_price: 10_000, line_total: 17_500 }]);
    const mail = await receivedMail(order);
    expect(mail.body).toMatch(/List price(<!-- -->)? <\/span><del class="list-price">\$10,000<\/del>/);
    expect(mail.text).toContain('Qty 2 × $8,750 (list $10,000)');
    expect((await invoiceOf(buyer.client, order.order_number)).lines).toMatchObject([
      { unit_price: 8_750, list_unit_price: 10_000, line_total: 17_500 },
    ]);
    const page = await buyer.client.call<{ order: ShopperOrderView }>(
      'GET',
      `/api/me/orders/${order.order_number}`,
    );
    expect(page.body.order.lines).toMatchObject([{ price: 8_750, list_price: 10_000 }]);
  });

  it("shows a consumer's order at its price only", async () => {
    const [product] = await createTestProducts(shop, [{ stock: 20, price: 10_000 }]);
    const consumer = await createCustomer(shop);

    const order = await orderTwo(consumer.client, product!.id);

    expect(order.lines[0]).toMatchObject({ price: 10_000, line_total: 20_000 });
    expect(order.lines[0]).not.toHaveProperty('list_price');
    const mail = await receivedMail(order);
    expect(mail.text).toContain('Qty 2 × $10,000');
    for (const part of [mail.body, mail.text ?? '']) expect(part).not.toMatch(/<del|List price|\(list/);
    expect((await invoiceOf(consumer.client, order.order_number)).lines).toMatchObject([
      { unit_price: 10_000, list_unit_price: null },
    ]);
  });
});
