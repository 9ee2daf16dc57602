/**
 * The cart's rules:
 * who owns a cart, adding (raises the quantity of an existing line), setting a quantity (below 1 is ignored),
 * removing, merging a guest cart into a user's cart, and the shown lines with their totals. Prices always
 * come from the stored product (or a draft order's stored line price, for its quantity), never from a request; quantities are capped by what is in stock.
 */
import * as z from 'zod';
import { AUTH } from '../auth/auth-limits.js';
import { ORDERS } from '../orders/order-limits.js';
import { CART } from './cart-limits.js';
import {
  backOrderStrings,
  describeBackOrder,
  getBackOrder,
  getOrderableQuantity,
} from '../catalogue/back-order.js';
import { productIdSchema } from '../catalogue/product-id.js';
import type { StockStatus } from '../catalogue/catalogue-values.js';
import type { GctTreatment } from '../business/order-terms.js';
import { getUnitPrice, type PriceTerms } from '../pricing/price-lists.js';
import { RuleViolation } from '../rule-violation.js';
import { cartMessages } from './cart-messages.js';
import { capLineQuantity } from './line-quantity.js';

/** A guest session id: `guest_` and a random UUID. */
export const guestSessionIdSchema = z
  .string()
  .regex(
    new RegExp(
      `^${AUTH.guestSessionPrefix}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
      'i',
    ),
    'must be a guest session id',
  );

/** Whose cart a request touches: the signed-in user (JWT `sub`) or the guest session. */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; sessionId: string };

/** One stored line. The price is the line's price read on the server when the line last changed. */
export interface StoredCartLine {
  product_id: string;
  quantity: number;
  price: number;
  added_at: string;
  /** Set only by following a quote link whose line staff priced: see {@link getLinePrice}. */
  quote?: QuotedPrice;
}

/** Staff's price for a line from a draft order, for up to the quoted quantity. */
interface QuotedPrice {
  draft_order_id: string;
  price: number;
  quantity: number;
}

/**
 * What one unit of a line costs: the buyer's price at the line's quantity (the stored selling price,
 * or lower by their company's price list, `core/pricing/price-lists.ts`), or the quoted price while
 * the line holds no more than the quoted quantity (a volume price is for that volume; a line cut by
 * stock keeps it) when that is lower. Every cart view and order prices here.
 */
export function getLinePrice(
  line: Pick<StoredCartLine, 'quantity' | 'quote'>,
  product: Pick<CartProductFacts, 'selling_price' | 'price_terms'>,
): number {
  const { quote } = line;
  const price = getUnitPrice(product.selling_price, line.quantity, product.price_terms);
  if (!quote || line.quantity > quote.quantity) return price;
  return Math.min(quote.price, price);
}

/** The lines with `productId`'s line carrying `quote` (priced by it). */
export function withQuotedPrice(
  lines: readonly StoredCartLine[],
  productId: string,
  quote: QuotedPrice,
): StoredCartLine[] {
  return lines.map((line) => {
    if (line.product_id !== productId) return line;
    const quoted = { ...line, quote };
    return { ...quoted, price: Math.min(quote.price, line.price) };
  });
}

/** The product facts the cart rules need, read from the stored product. */
export interface CartProductFacts {
  id: string;
  name: string;
  sku: string;
  images: readonly string[];
  selling_price: number;
  stock_quantity: number;
  is_active: boolean;
  /** `to-order`: sold to order, orderable at any stock (`core/catalogue/back-order.ts`). */
  stock_status?: StockStatus;
  /** The wait of a product sold to order. */
  order_lead_time?: string;
  /** Read for a price list's percentage rules. */
  brand_id?: string | null;
  category_id?: string | null;
  /** Set on the server from the signed-in buyer's company price list (never stored on the product). */
  price_terms?: PriceTerms;
}

/** The stored attributes behind `CartProductFacts`: all a cart or an order reads of a product. */
export const CART_PRODUCT_FIELDS = [
  'id',
  'name',
  'sku',
  'images',
  'selling_price',
  'stock_quantity',
  'is_active',
  'stock_status',
  'order_lead_time',
  'brand_id',
  'category_id',
] as const satisfies readonly (keyof CartProductFacts)[];

/** A cart line as shown, plus the stock the plus button may reach. */
export interface CartLineView {
  id: string;
  product_id: string;
  name: string;
  price: number;
  quantity: number;
  image_url: string | null;
  sku: string;
  line_total: number;
  stock_quantity: number;
  /** What the plus button may reach: the stock, or the back-order allowance. */
  max_quantity: number;
  /** Set on a product sold to order: the wait the cart says (`backOrderStrings.wait`). */
  back_order_wait?: string;
}

export interface CartView {
  lines: CartLineView[];
  /** Sum of the quantities. */
  item_count: number;
  /** Sum of price times quantity; the cart page's total is this subtotal. */
  subtotal: number;
  /** Set when a quantity was capped by stock. */
  notice?: string;
  /**
   * The buyer's GCT (rate and why it is zero), from the server's one rule: on the cart read, so the
   * cart's summary shows what the order will charge; a change's answer leaves it out.
   */
  gct?: GctTreatment;
}

export interface CartChange {
  lines: StoredCartLine[];
  notice?: string;
}

/** Body of "add to cart": extra fields (a price, say) are refused, so nothing a client sends sets one. */
export const addCartItemSchema = z.strictObject({
  product_id: productIdSchema,
  quantity: z
    .number()
    .int('must be a whole number')
    .min(CART.minQuantityPerAdd, `must be at least ${CART.minQuantityPerAdd}`)
    .max(CART.maxQuantityPerAdd, `must be at most ${CART.maxQuantityPerAdd}`)
    .default(CART.minQuantityPerAdd),
});

/** Body of "set quantity": any whole number; below 1 is ignored. */
export const setCartItemQuantitySchema = z.strictObject({
  quantity: z.number().int('must be a whole number').max(ORDERS.maxQuantityPerLine),
});

export const cartItemParamsSchema = z.object({ productId: productIdSchema });

/**
 * The lines a shopper confirmed (product and quantity), sent with "place order" so the server makes
 * the order only from the cart that was shown.
 */
export const confirmedCartLinesSchema = z
  .array(
    z.strictObject({
      product_id: productIdSchema,
      quantity: z.number().int('must be a whole number').min(CART.minQuantity),
    }),
  )
  .max(ORDERS.maxLinesPerOrder);
export type ConfirmedCartLine = z.infer<typeof confirmedCartLinesSchema>[number];

/** Whether the cart holds exactly the confirmed lines: the same products in the same quantities. */
export function isSameCart(
  lines: readonly { product_id: string; quantity: number }[],
  confirmed: readonly ConfirmedCartLine[],
): boolean {
  if (lines.length !== confirmed.length) return false;
  const wanted = new Map(confirmed.map((line) => [line.product_id, line.quantity]));
  return lines.every((line) => wanted.get(line.product_id) === line.quantity);
}

/** The first image of a product: a plain URL (object images are flattened when stored). */
export function getLineImage(images: readonly string[]): string | null {
  return images[0] ?? null;
}

function requireSellable(product: CartProductFacts | undefined): CartProductFacts {
  if (!product?.is_active) throw new RuleViolation('not-found', cartMessages.productNotFound);
  if (getOrderableQuantity(product) <= 0) {
    throw new RuleViolation('conflict', cartMessages.outOfStock(product.name));
  }
  return product;
}

/** The most one line of `product` may hold: its stock or back-order allowance, within the per-line limit. */
function getLineCeiling(product: CartProductFacts): number {
  return Math.min(getOrderableQuantity(product), ORDERS.maxQuantityPerLine);
}

/** Caps a line at the stock, or at the back-order allowance of a product sold to order. */
function capByStock(product: CartProductFacts, wanted: number): { quantity: number; notice?: string } {
  const ceiling = getLineCeiling(product);
  if (capLineQuantity(wanted, ceiling) === wanted) return { quantity: wanted };
  const notice = getBackOrder(product)
    ? backOrderStrings.capped(product.name)
    : cartMessages.cappedByStock(product.name, ceiling);
  return { quantity: ceiling, notice };
}

/**
 * Adds `quantity` of a product: raises an existing line's quantity, or appends a line. The line's
 * price becomes the stored selling price; the quantity is capped by stock, with a notice.
 */
export function addToCartLines(
  lines: readonly StoredCartLine[],
  product: CartProductFacts | undefined,
  quantity: number,
  now: string,
): CartChange {
  const sellable = requireSellable(product);
  const existing = lines.find((line) => line.product_id === sellable.id);
  if (!existing && lines.length >= ORDERS.maxLinesPerOrder) {
    throw new RuleViolation('conflict', cartMessages.tooManyLines);
  }
  const { quantity: capped, notice } = capByStock(sellable, (existing?.quantity ?? 0) + quantity);
  const quote = existing?.quote;
  const line: StoredCartLine = {
    product_id: sellable.id,
    quantity: capped,
    price: getLinePrice({ quantity: capped, quote }, sellable),
    added_at: existing?.added_at ?? now,
    ...(quote ? { quote } : {}),
  };
  const next = existing
    ? lines.map((item) => (item.product_id === sellable.id ? line : item))
    : [...lines, line];
  return notice ? { lines: next, notice } : { lines: next };
}

/** Sets a line's quantity. Below the cart minimum nothing changes. */
export function setCartLineQuantity(
  lines: readonly StoredCartLine[],
  product: CartProductFacts | undefined,
  productId: string,
  quantity: number,
): CartChange {
  const existing = lines.find((line) => line.product_id === productId);
  if (!existing) throw new RuleViolation('not-found', cartMessages.lineNotFound);
  if (quantity < CART.minQuantity) return { lines: [...lines] };
  const sellable = requireSellable(product);
  const { quantity: capped, notice } = capByStock(sellable, quantity);
  const line = {
    ...existing,
    quantity: capped,
    price: getLinePrice({ ...existing, quantity: capped }, sellable),
  };
  const next = lines.map((item) => (item.product_id === productId ? line : item));
  return notice ? { lines: next, notice } : { lines: next };
}

/** Removes a product's line; removing a line that is not there changes nothing. */
export function removeCartLine(lines: readonly StoredCartLine[], productId: string): StoredCartLine[] {
  return lines.filter((line) => line.product_id !== productId);
}

/**
 * Merges a guest cart into a user's cart at sign-in: quantities of the same product are added,
 * everything is capped by stock, products no longer sold are dropped and the line limit of an order
 * is kept (the user's own lines first).
 */
export function mergeCartLines(
  userLines: readonly StoredCartLine[],
  guestLines: readonly StoredCartLine[],
  products: ReadonlyMap<string, CartProductFacts>,
): CartChange {
  const notices: string[] = [];
  const merged = new Map<string, StoredCartLine>();
  for (const line of [...userLines, ...guestLines]) {
    const product = products.get(line.product_id);
    if (!product?.is_active || getOrderableQuantity(product) <= 0) continue;
    const existing = merged.get(line.product_id);
    if (!existing && merged.size >= ORDERS.maxLinesPerOrder) {
      notices.push(cartMessages.tooManyLines);
      continue;
    }
    const { quantity, notice } = capByStock(product, (existing?.quantity ?? 0) + line.quantity);
    if (notice) notices.push(notice);
    // A quoted price survives signing in (the guest followed the quote link), for its quantity.
    const quote = line.quote ?? existing?.quote;
    merged.set(line.product_id, {
      product_id: line.product_id,
      quantity,
      price: getLinePrice({ quantity, quote }, product),
      added_at: existing?.added_at ?? line.added_at,
      ...(quote ? { quote } : {}),
    });
  }
  const lines = [...merged.values()];
  const notice = [...new Set(notices)].join(' ');
  return notice ? { lines, notice } : { lines };
}

function backOrderWait(product: CartProductFacts): { back_order_wait?: string } {
  const backOrder = getBackOrder(product);
  return backOrder ? { back_order_wait: describeBackOrder(backOrder) } : {};
}

/**
 * The cart as shown: each line joined with the current public product data and priced by
 * {@link getLinePrice} (what an order would charge); lines of products no longer sold are left out.
 */
export function toCartView(
  lines: readonly StoredCartLine[],
  products: ReadonlyMap<string, CartProductFacts>,
  notice?: string,
): CartView {
  const shown: CartLineView[] = [];
  for (const line of lines) {
    const product = products.get(line.product_id);
    if (!product?.is_active) continue;
    const price = getLinePrice(line, product);
    shown.push({
      id: line.product_id,
      product_id: line.product_id,
      name: product.name,
      price,
      quantity: line.quantity,
      image_url: getLineImage(product.images),
      sku: product.sku,
      line_total: price * line.quantity,
      stock_quantity: product.stock_quantity,
      max_quantity: getLineCeiling(product),
      ...backOrderWait(product),
    });
  }
  const view: CartView = {
    lines: shown,
    item_count: shown.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: shown.reduce((sum, line) => sum + line.line_total, 0),
  };
  return notice ? { ...view, notice } : view;
}

/**
 * Which cart a request may touch: a signed-in caller's own (the verified token's `sub`), otherwise
 * the guest session named by the request. Nothing else a client sends can pick an owner.
 */
export function resolveCartOwner(input: {
  userId: string | undefined;
  guestSessionId: string | undefined;
}): CartOwner {
  if (input.userId) return { kind: 'user', userId: input.userId };
  const parsed = guestSessionIdSchema.safeParse(input.guestSessionId);
  if (!parsed.success) throw new RuleViolation('invalid', cartMessages.guestSessionMissing);
  return { kind: 'guest', sessionId: parsed.data.toLowerCase() };
}
