/**
 * Factories for the cart, checkout and order tests: a guest or customer client of the running shop,
 * a filled checkout form, and throwaway products with a chosen stock written through the data layer.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CartView } from '../../functions/core/cart/cart.js';
import type { CheckoutSession, OrderTotals } from '../../functions/core/checkout/checkout.js';
import type { Product } from '../../functions/core/catalogue/product.js';
import { stampChange } from '../../functions/core/catalogue/product-history.js';
import type { OrderView } from '../../functions/core/orders/order.js';
import type { OrderTracking } from '../../functions/core/orders/order-progress.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import type { ProvidedShop } from './integration-setup.js';

export interface ApiAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export type ErrorBody = { error: string; message: string };

export interface ShopClient {
  /** `/api` for guests, `/api/me` for a signed-in customer. */
  base: string;
  headers: Record<string, string>;
  call<T>(
    method: string,
    path: string,
    body?: unknown,
    extra?: Record<string, string>,
  ): Promise<ApiAnswer<T>>;
  getCart(): Promise<ApiAnswer<{ cart: CartView }>>;
  add(productId: string, quantity?: number): Promise<ApiAnswer<{ cart: CartView }>>;
  setQuantity(productId: string, quantity: number): Promise<ApiAnswer<{ cart: CartView }>>;
  saveCheckout(
    body?: unknown,
  ): Promise<ApiAnswer<{ checkout_session: CheckoutSession; summary: OrderTotals }>>;
  placeOrder(
    sessionId: string,
    key?: string,
    paymentMethod?: string,
    /** More fields of the body: `purchase_order`, `buyer_trn`, `expected_total`. */
    extra?: Record<string, unknown>,
  ): Promise<ApiAnswer<{ order: OrderView } & Partial<ErrorBody>>>;
}

export const newGuestId = () => `guest_${randomUUID()}`;

/** The purchase order fields of a valid purchase-order body. */
export const purchaseOrderFields = {
  purchase_order: {
    company_name: 'Caribbean Office Supplies Ltd',
    trn: '123-456-789',
    po_number: 'PO-2026-0042',
  },
};

/** A complete, valid checkout form body. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  const address = {
    street: '12 Port Henderson Road',
    city: 'Portmore',
    parish: 'St Catherine',
    country: 'Jamaica',
  };
  return {
    customer_info: {
      firstName: 'Shanice',
      lastName: 'Brown',
      email: 'shanice.brown@example.com',
      phone: '876-555-0188',
      company: '',
    },
    shipping_address: address,
    billing_address: address,
    notes: 'Please call before delivery.',
    ...overrides,
  };
}

/** A checkout body for collecting at the shop: no shipping or billing address. */
export function pickupCheckoutBody() {
  const { shipping_address: _s, billing_address: _b, ...rest } = checkoutBody();
  return { ...rest, fulfilment: { method: 'pickup' } };
}

/** A client acting as one guest (its own guest id) or, with a token, as a signed-in customer. */
export function createShopClient(
  shop: ProvidedShop,
  who: { guestId?: string; idToken?: string },
): ShopClient {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (who.guestId) headers['x-guest-session-id'] = who.guestId;
  if (who.idToken) headers.authorization = `Bearer ${who.idToken}`;
  const base = who.idToken ? '/api/me' : '/api';
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const response = await fetch(`${shop.url}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  };
  return {
    base,
    headers,
    call,
    getCart: () => call('GET', `${base}/cart`),
    add: (productId, quantity = 1) => call('POST', `${base}/cart/items`, { product_id: productId, quantity }),
    setQuantity: (productId, quantity) =>
      call('PUT', `${base}/cart/items/${encodeURIComponent(productId)}`, { quantity }),
    saveCheckout: (body = checkoutBody()) => call('POST', `${base}/checkout/sessions`, body),
    placeOrder: (sessionId, key = randomUUID(), paymentMethod = 'bank_transfer', extra = {}) =>
      call(
        'POST',
        `${base}/orders`,
        { checkout_session_id: sessionId, payment_method: paymentMethod, ...extra },
        {
          'idempotency-key': key,
        },
      ),
  };
}

export async function trackOrder(shop: ProvidedShop, orderNumber: string, email: string) {
  const response = await fetch(`${shop.url}/api/orders/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_number: orderNumber, email }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { tracking: OrderTracking } & ErrorBody,
  };
}

/** Writes throwaway products (copies of a sample product) with the given stock, through the data layer. */
export async function createTestProducts(
  shop: Pick<ProvidedShop, 'functionEnv'>,
  specs: {
    stock: number;
    price?: number;
    name?: string;
    images?: string[];
    active?: boolean;
    sku?: string;
    part_number?: string;
  }[],
): Promise<Product[]> {
  Object.assign(process.env, shop.functionEnv);
  // The admin area's write: the product, its SKU guard (SKU lookups such as the CSV import need it)
  // and the catalogue change entry, in one transaction.
  const { createProduct } = await import('../../functions/data/admin-products.js');
  const template = generateSampleCatalogue().products.find((p) => p.is_active)!;
  const products: Product[] = [];
  for (const spec of specs) {
    const now = new Date().toISOString();
    const id = randomUUID();
    const product: Product = {
      ...template,
      id,
      name: spec.name ?? `Test Product ${id.slice(0, 8)}`,
      sku: spec.sku ?? `TEST-${id.slice(0, 8)}`,
      part_number: spec.part_number ?? template.part_number,
      selling_price: spec.price ?? 4_000,
      base_price: spec.price ?? 4_000,
      stock_quantity: spec.stock,
      // The template's images belong to a sample product: a test that deletes or edits images passes its own.
      images: spec.images ?? template.images,
      stock_status: undefined,
      is_featured: false,
      is_active: spec.active ?? true,
      created_at: now,
      updated_at: now,
    };
    const refused = await createProduct(product, stampChange('create', 'test setup'));
    if (refused) throw new Error(`Test product ${product.sku} was refused: ${refused}`);
    products.push(product);
  }
  return products;
}

/** The stored product, read strongly consistently through the data layer. */
export async function readProduct(shop: ProvidedShop, id: string): Promise<Product | undefined> {
  Object.assign(process.env, shop.functionEnv);
  const { getProduct } = await import('../../functions/data/catalogue-reads.js');
  return getProduct(id);
}

/** A new guest's bank-transfer order of these lines, placed (each step must succeed); its number. */
export async function placeBankTransferOrder(
  shop: ProvidedShop,
  lines: { id: string; quantity: number }[],
): Promise<string> {
  const client = createShopClient(shop, { guestId: newGuestId() });
  for (const line of lines) expect((await client.add(line.id, line.quantity)).status).toBe(200);
  const session = (await client.saveCheckout()).body.checkout_session;
  const placed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer');
  expect(placed.status).toBe(201);
  return placed.body.order.order_number;
}
