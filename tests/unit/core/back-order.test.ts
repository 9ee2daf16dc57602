import { describe, expect, it } from 'vitest';
import {
  addToCartLines,
  setCartLineQuantity,
  toCartView,
  type CartProductFacts,
} from '../../../functions/core/cart/cart.js';
import { MAX_BACK_ORDER_QUANTITY } from '../../../functions/core/catalogue/back-order.js';
import { toProductCard, toProductDetail } from '../../../functions/core/catalogue/product-card.js';
import type { CheckoutSession } from '../../../functions/core/checkout/checkout.js';
import { renderOrderMail } from '../../../functions/core/mail/render-order-mail.js';
import { buildOrder } from '../../../functions/core/orders/order.js';
import { planImportedProduct } from '../../../functions/core/scraper/import-plan.js';
import { applySyncedFields, markVanished } from '../../../functions/core/scraper/product-changes.js';

const now = '2026-11-26T10:00:00.000Z';
const names = { brand_name: null, category_name: null, category_slug: null };
const toOrder = (overrides: Partial<CartProductFacts> = {}): CartProductFacts => ({
  id: 'p1',
  name: 'Canon imagePROGRAF TM-200',
  sku: 'CAN-TM200',
  images: [],
  selling_price: 250_000,
  stock_quantity: 0,
  is_active: true,
  stock_status: 'to-order',
  order_lead_time: '20 days',
  ...overrides,
});

describe('an imported back-order', () => {
  const context = { newId: 'new', now, brandId: null, categoryId: null, activeOnImport: true };
  const scraped = {
    name: 'Canon imagePROGRAF TM-200',
    sourceUrl: 'https://store.example/p/tm-200',
    images: [],
    price: 250_000,
  };

  it('is sold to order with the wait the store states, not in stock and not out of stock', () => {
    const product = planImportedProduct(
      { ...scraped, availability: 'pre-order', leadTime: '20 days' },
      undefined,
      context,
    );
    expect(product).toMatchObject({
      stock_quantity: 0,
      stock_status: 'to-order',
      order_lead_time: '20 days',
    });
    expect(toProductCard(product, names).stock_status).toBe('to-order');
    expect(toProductDetail(product, names).order_lead_time).toBe('20 days');
  });

  it('is sold to order without a wait when the store states none', () => {
    const product = planImportedProduct({ ...scraped, availability: 'pre-order' }, undefined, context);
    expect(product.stock_status).toBe('to-order');
    expect(product.order_lead_time).toBeUndefined();
  });

  it('goes back to stock when the store has it again, and out of stock when it vanishes', () => {
    const backOrdered = planImportedProduct(
      { ...scraped, availability: 'pre-order', leadTime: '20 days' },
      undefined,
      context,
    );
    const inStock = planImportedProduct({ ...scraped, availability: 'in-stock' }, backOrdered, context);
    expect(inStock.stock_status).toBeUndefined();
    expect(inStock.order_lead_time).toBeUndefined();
    expect(inStock.stock_quantity).toBe(10);

    const synced = applySyncedFields(inStock, backOrdered, now);
    expect(synced).toMatchObject({ stock_status: 'to-order', order_lead_time: '20 days' });
    const vanished = markVanished(backOrdered, now);
    expect(vanished.stock_status).toBe('out-of-stock');
    expect(vanished.order_lead_time).toBeUndefined();
  });
});

describe('a product sold to order in the cart', () => {
  it('is added at 0 stock, and its line says the wait', () => {
    const { lines } = addToCartLines([], toOrder(), 2, now);
    expect(lines[0]!.quantity).toBe(2);
    const view = toCartView(lines, new Map([['p1', toOrder()]]));
    expect(view.lines[0]).toMatchObject({
      quantity: 2,
      max_quantity: MAX_BACK_ORDER_QUANTITY,
      back_order_wait: 'Available to order: expected wait 20 days',
    });
  });

  it('holds at most the back-order allowance, and says so', () => {
    const change = setCartLineQuantity(
      addToCartLines([], toOrder(), 1, now).lines,
      toOrder(),
      'p1',
      MAX_BACK_ORDER_QUANTITY + 5,
    );
    expect(change.lines[0]!.quantity).toBe(MAX_BACK_ORDER_QUANTITY);
    expect(change.notice).toBe(
      'Canon imagePROGRAF TM-200 is available to order, up to 10 at a time, so your cart holds 10.',
    );
  });

  it('is refused at 0 stock once it is no longer sold to order', () => {
    expect(() => addToCartLines([], toOrder({ stock_status: undefined }), 1, now)).toThrow('out of stock');
  });
});

const session = {
  id: 'c1',
  session_id: 'guest_x',
  user_id: null,
  created_at: now,
  customer_info: {
    firstName: 'Shanice',
    lastName: 'Brown',
    email: 's@example.com',
    phone: '8765550101',
    company: '',
  },
  shipping_address: null,
  billing_address: null,
  notes: '',
  fulfilment: { method: 'pickup' },
} as unknown as CheckoutSession;

function orderOf(product: CartProductFacts, quantity: number) {
  return buildOrder({
    orderNumber: 'SHG-7K4M-2Q9P',
    owner: { kind: 'guest', sessionId: 'guest_x' },
    cartLines: [{ product_id: product.id, quantity, price: product.selling_price, added_at: now }],
    products: new Map([[product.id, product]]),
    session,
    payment: { payment_method: 'bank_transfer', purchase_order: null, buyer_trn: null },
    settings: { paymentLapseDays: 3, pickupHoldDays: 7 },
    linkToken: 'x8Rk2-Vq_n3LmP0aZ7yT4bWc',
    now,
  });
}

describe('an order of a product sold to order', () => {
  it('is placed at 0 stock; its line keeps the wait stated when it was placed', () => {
    const order = orderOf(toOrder(), 3);
    expect(order.lines[0]).toMatchObject({ quantity: 3, back_order: { lead_time: '20 days' } });
  });

  it('is refused beyond the back-order allowance, and at 0 stock for a product sold from stock', () => {
    expect(() => orderOf(toOrder(), MAX_BACK_ORDER_QUANTITY + 1)).toThrow(/up to 10 at a time/);
    expect(() => orderOf(toOrder({ stock_status: undefined }), 1)).toThrow(/out of stock/);
  });

  it('says the wait in the order mail, in the HTML and the text', async () => {
    const order = orderOf(toOrder(), 1);
    const mail = await renderOrderMail({
      mail: { id: 'order_received', kind: 'order_received', to: 'shopper' },
      order,
      siteUrl: 'https://shop.example.com',
      bank: {
        bank: 'National Commercial Bank',
        branch: 'Portmore',
        account_number: '404123456',
        account_type: 'Current',
        currency: 'JMD',
      },
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Available to order: expected wait 20 days');
    }
  });

  it('without a stated wait says the shop confirms it', () => {
    const order = orderOf(toOrder({ order_lead_time: undefined }), 1);
    expect(order.lines[0]!.back_order).toEqual({ lead_time: null });
  });
});
