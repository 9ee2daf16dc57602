/**
 * Quick order and "Order again" (issue 29): lines of SKU (or part number) and quantity, typed or
 * pasted, matched to products and put into the cart through the cart's own add rule
 * ({@link addToCartLines}: stored price, stock cap, active products, line limit). An order's lines
 * take the same way, so a reorder is priced and capped by today's products, never by the old order.
 */
import * as z from 'zod';
import { ORDERS } from '../orders/order-limits.js';
import { formatSkuForDisplay, stripCodeLabel } from '../catalogue/sku.js';
import { RuleViolation } from '../rule-violation.js';
import {
  addToCartLines,
  getLineImage,
  getLinePrice,
  type CartChange,
  type CartProductFacts,
  type StoredCartLine,
} from './cart.js';

/** The most lines one quick order takes (a typed list or a paste). */
export const QUICK_ORDER_MAX_LINES = 100;
/** The longest SKU or part number a line may carry. */
const MAX_CODE_LENGTH = 100;

export const quickOrderMessages = {
  nothingAdded: 'Nothing could be added to your cart.',
  unknownSku: (sku: string) => `${sku}: no product has this SKU or part number.`,
  noLongerSold: (name: string) => `${name} is no longer sold.`,
  badQuantity: (line: number) =>
    `Line ${line}: the quantity must be a whole number from 1 to ${ORDERS.maxQuantityPerLine}.`,
  tooManyLines: `A quick order takes up to ${QUICK_ORDER_MAX_LINES} lines.`,
  noLines: 'Please type at least one SKU or part number.',
} as const;

/** One wanted line: a SKU or part number as the buyer typed it, and how many. */
export const quickOrderLineSchema = z.strictObject({
  sku: z.string().trim().min(1, 'must not be empty').max(MAX_CODE_LENGTH),
  quantity: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ORDERS.maxQuantityPerLine, `must be at most ${ORDERS.maxQuantityPerLine}`),
});
export type QuickOrderLine = z.infer<typeof quickOrderLineSchema>;

/** Body of the quick-order routes (match and add to cart). */
export const quickOrderSchema = z.strictObject({
  lines: z
    .array(quickOrderLineSchema)
    .min(1, 'must hold at least one line')
    .max(QUICK_ORDER_MAX_LINES, `must hold at most ${QUICK_ORDER_MAX_LINES} lines`),
});

/** A line that does not read as "SKU quantity": its 1-based line number and what is wrong. */
export interface QuickOrderParseError {
  line: number;
  message: string;
}

/**
 * Reads pasted or typed text, one line per product: "SKU qty", "SKU,qty", "SKU;qty" or "SKU<tab>qty"
 * (a spreadsheet's two columns); a line whose last word is no number is a SKU alone, meaning one. Blank lines are skipped; a
 * label before the code ("SKU: X") is dropped. A quantity that is not a whole number from 1 to the
 * line maximum is an error naming the line; so is text beyond {@link QUICK_ORDER_MAX_LINES} lines.
 */
export function parseQuickOrderText(text: string): {
  lines: QuickOrderLine[];
  errors: QuickOrderParseError[];
} {
  const lines: QuickOrderLine[] = [];
  const errors: QuickOrderParseError[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const row = raw.trim();
    if (row === '') return;
    const line = index + 1;
    // The last word is the quantity when it is a number; a row without one is a SKU alone.
    const match = /^(.+?)[\s,;]+(-?[\d.]+)[\s,;]*$/.exec(row);
    const code = match ? match[1]! : row.replace(/[\s,;]+$/, '');
    const quantityText = match?.[2];
    const sku = stripCodeLabel(code);
    if (sku === '') return;
    const quantity = quantityText === undefined ? 1 : Number(quantityText);
    if (!/^\d+$/.test(quantityText ?? '1') || quantity < 1 || quantity > ORDERS.maxQuantityPerLine) {
      errors.push({ line, message: quickOrderMessages.badQuantity(line) });
      return;
    }
    lines.push({ sku: sku.slice(0, MAX_CODE_LENGTH), quantity });
  });
  if (lines.length > QUICK_ORDER_MAX_LINES) {
    errors.push({ line: 0, message: quickOrderMessages.tooManyLines });
  }
  return { lines, errors };
}

/**
 * The quick-order page's form: the typed text read by {@link parseQuickOrderText} into the body the
 * routes take ({@link quickOrderSchema}, which it ends in, so the page refuses what the server
 * would). A line that does not read, or no line at all, is said under the field.
 */
export const quickOrderTextSchema = z
  .object({ text: z.string() })
  .transform(({ text }, context) => {
    const { lines, errors } = parseQuickOrderText(text);
    const messages =
      errors.length > 0
        ? errors.map((error) => error.message)
        : lines.length === 0
          ? [quickOrderMessages.noLines]
          : [];
    if (messages.length === 0) return { lines };
    context.addIssue({ code: 'custom', path: ['text'], message: messages.join(' ') });
    return z.NEVER;
  })
  .pipe(quickOrderSchema);

/** The codes a product answers to, lowercased: its SKU as shown, its stored SKU, its part number. */
export function getProductCodes(product: { sku: string; part_number?: string }): string[] {
  const codes = [formatSkuForDisplay(product.sku), product.sku, product.part_number ?? '']
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/** The typed code's key in a map built by {@link getProductCodes}. */
export function toCodeKey(sku: string): string {
  return stripCodeLabel(sku).toLowerCase();
}

/** A wanted line as shown: matched to a product with its price and stock, or unknown. */
export type QuickOrderMatch =
  | {
      status: 'matched';
      sku: string;
      quantity: number;
      product: {
        id: string;
        name: string;
        /** As every screen shows it. */
        sku: string;
        image_url: string | null;
        /** What one unit costs this buyer in the cart today. */
        price: number;
        stock_quantity: number;
      };
    }
  | { status: 'unknown'; sku: string; quantity: number };

/** Each wanted line with the product its code names (from `productIdByCode`) as stored now. */
export function toQuickOrderMatches(
  wanted: readonly QuickOrderLine[],
  productIdByCode: ReadonlyMap<string, string>,
  products: ReadonlyMap<string, CartProductFacts>,
): QuickOrderMatch[] {
  return wanted.map((line) => {
    const id = productIdByCode.get(toCodeKey(line.sku));
    const product = id === undefined ? undefined : products.get(id);
    if (!product?.is_active) return { status: 'unknown', sku: line.sku, quantity: line.quantity };
    return {
      status: 'matched',
      sku: line.sku,
      quantity: line.quantity,
      product: {
        id: product.id,
        name: product.name,
        sku: formatSkuForDisplay(product.sku),
        image_url: getLineImage(product.images),
        price: getLinePrice({ quantity: line.quantity }, product),
        stock_quantity: Math.max(0, product.stock_quantity),
      },
    };
  });
}

/** A line to put into the cart: the product, its name for messages, and how many. */
export interface LineToAdd {
  product_id: string;
  name: string;
  quantity: number;
}

/**
 * The cart with each line added through {@link addToCartLines} (an existing line's quantity is
 * raised, capped by stock). A line the cart refuses (gone, out of stock, line limit) is left out
 * with its reason in the notice, and so is each name in `alsoNotAdded`; when nothing can be added,
 * nothing changes and the answer is a 409 saying why.
 */
export function addLinesToCart(
  cartLines: readonly StoredCartLine[],
  wanted: readonly LineToAdd[],
  products: ReadonlyMap<string, CartProductFacts>,
  now: string,
  alsoNotAdded: readonly string[] = [],
): CartChange {
  let lines = [...cartLines];
  const notices = [...alsoNotAdded];
  let added = 0;
  for (const line of wanted) {
    try {
      const change = addToCartLines(lines, products.get(line.product_id), line.quantity, now);
      lines = change.lines;
      added += 1;
      if (change.notice) notices.push(change.notice);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      // The cart's own words name the product (out of stock, line limit) except for a gone product.
      notices.push(error.kind === 'not-found' ? quickOrderMessages.noLongerSold(line.name) : error.message);
    }
  }
  if (added === 0) {
    throw new RuleViolation('conflict', [quickOrderMessages.nothingAdded, ...notices].join(' '));
  }
  return notices.length > 0 ? { lines, notice: notices.join(' ') } : { lines };
}
