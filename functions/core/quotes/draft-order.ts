/**
 * Draft orders: a quote request turned by staff into lines of catalogue products, e-mailed to the
 * customer with a secret link, and accepted when the customer puts its lines in a cart. A draft is
 * not an order: it takes no stock and fixes no price. The order itself is placed by the ordinary
 * checkout, so every order rule (stock, caps, active products, payment) applies to it unchanged.
 */
import * as z from 'zod';
import {
  addToCartLines,
  removeCartLine,
  withQuotedPrice,
  type CartChange,
  type CartProductFacts,
  type StoredCartLine,
} from '../cart/cart.js';
import { computeOrderTotals, type OrderTotals } from '../checkout/checkout.js';
import { formatPrice } from '../format-price.js';
import { DEFAULT_FULFILMENT_CHOICE } from '../checkout/fulfilment.js';
import { productIdSchema } from '../catalogue/product-id.js';
import { QUOTE_LIMITS } from '../inbox/forms.js';
import type { QuoteDetails } from '../inbox/message.js';
import { RuleViolation } from '../rule-violation.js';
import { INPUT_LIMITS } from '../security-limits.js';
import { linkTokenSchema } from '../link-token.js';
import { draftOrderMessages as m } from './draft-order-strings.js';

export const DRAFT_ORDER_STATUSES = ['draft', 'sent', 'accepted'] as const;
export type DraftOrderStatus = (typeof DRAFT_ORDER_STATUSES)[number];

export interface DraftOrderLine {
  product_id: string;
  sku: string;
  /** The product's name when the draft was made (the page and mail show the current one). */
  name: string;
  quantity: number;
  /** Staff's price for this line (a volume price, say), below the shop's; absent: the shop's price. */
  price_override?: LinePriceOverride;
}

/** A line price staff set: the price, why, who and when (kept on the draft, carried to the order). */
interface LinePriceOverride {
  price: number;
  reason: string;
  by: string;
  at: string;
}

/** Who the draft is for: the quote request's sender. */
export interface DraftOrderCustomer {
  name: string;
  email: string;
  company: string;
  trn: string | null;
}

/** The stored draft order (`entity` `draft-order`). */
export interface DraftOrder {
  id: string;
  inbox_message_id: string;
  status: DraftOrderStatus;
  customer: DraftOrderCustomer;
  lines: DraftOrderLine[];
  /** SKUs of the quote that are not active products of the catalogue, as the quote spelled them. */
  not_found_skus: string[];
  /** The secret of the customer's link; never shown to staff nor sent back by any route. */
  token: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Set each time staff send it: the mail consumer mails once per value. */
  sent_at: string | null;
  sent_by: string | null;
  accepted_at: string | null;
  /** Bumped by every change (optimistic locking). */
  version: number;
}

/**
 * A line as shown: staff's price when set (never above today's stored price), else today's stored
 * price, or unavailable when the product is no longer sold.
 */
export interface PricedDraftLine extends DraftOrderLine {
  price: number;
  /** Today's stored selling price (what the line costs without staff's price). */
  list_price: number;
  line_total: number;
  available: boolean;
}

export interface PricedDraft {
  lines: PricedDraftLine[];
  /** Of the available lines, with the shipping of standard delivery (checkout sets the real choice). */
  totals: OrderTotals;
}

/** A line as staff see it: priced now, with the stock on the shelf now (what a cart can take). */
interface StaffDraftLine extends PricedDraftLine {
  stock_quantity: number;
}

/** What staff see: the draft without its token, priced now, each line with its stock. */
export type DraftOrderView = Omit<DraftOrder, 'token' | 'lines'> &
  Omit<PricedDraft, 'lines'> & { lines: StaffDraftLine[] };

/** What the customer's page shows: the lines priced now, no staff or inbox details. */
export interface QuoteView extends Omit<PricedDraft, 'lines'> {
  lines: Omit<PricedDraftLine, 'price_override'>[];
  id: string;
  status: DraftOrderStatus;
  customer: Pick<DraftOrderCustomer, 'name' | 'company'>;
}

export const draftOrderParamsSchema = z.object({ id: z.uuid(m.id) });

/** The token of a quote link: the shop's one kind of link secret (`core/link-token.ts`). */
const quoteTokenSchema = linkTokenSchema(m.token);

export const quoteQuerySchema = z.object({ token: quoteTokenSchema });

export const addQuoteToCartSchema = z.strictObject({ token: quoteTokenSchema });

/** The longest reason staff may give for a line price. */
const PRICE_REASON_MAX = 200;

/** Staff's price for a line: J$ with at most two decimals, more than 0, and why (the server says who). */
const priceOverrideSchema = z.strictObject({
  price: z
    .number(m.overridePrice)
    .positive(m.overridePrice)
    .max(INPUT_LIMITS.maxMoney, m.overridePrice)
    .refine((price) => Number.isInteger(Math.round(price * 100 * 1e6) / 1e6), m.overridePrice),
  reason: z.string(m.overrideReason).trim().min(1, m.overrideReason).max(PRICE_REASON_MAX, m.overrideReason),
});

const lineEditSchema = z.strictObject({
  product_id: productIdSchema,
  quantity: z.number(m.quantity).int(m.quantity).min(1, m.quantity).max(QUOTE_LIMITS.maxQuantity, m.quantity),
  /** Left out or null: the line is sold at the shop's price. */
  price_override: priceOverrideSchema.nullish(),
});

/** Staff's edit: the lines to keep with their quantities (a line left out is removed). */
export const draftOrderUpdateSchema = z.strictObject({
  version: z.number(m.version).int(m.version).min(1, m.version),
  lines: z
    .array(lineEditSchema, m.lines)
    .min(1, m.lines)
    .refine((lines) => new Set(lines.map((line) => line.product_id)).size === lines.length, m.duplicateLine),
});
export type DraftOrderUpdate = z.infer<typeof draftOrderUpdateSchema>;

/**
 * The draft's lines from a quote's lines and the catalogue's products by lowercase SKU: one line per
 * active product (a SKU asked twice is one line of both quantities), the rest reported not found.
 */
export function buildDraftLines(
  quoteLines: QuoteDetails['lines'],
  productsBySku: ReadonlyMap<string, CartProductFacts>,
): { lines: DraftOrderLine[]; notFound: string[] } {
  const lines = new Map<string, DraftOrderLine>();
  const notFound: string[] = [];
  for (const { sku, quantity } of quoteLines) {
    const product = productsBySku.get(sku.trim().toLowerCase());
    if (!product?.is_active) {
      if (!notFound.includes(sku)) notFound.push(sku);
      continue;
    }
    const existing = lines.get(product.id);
    lines.set(product.id, {
      product_id: product.id,
      sku: product.sku,
      name: product.name,
      quantity: Math.min((existing?.quantity ?? 0) + quantity, QUOTE_LIMITS.maxQuantity),
    });
  }
  return { lines: [...lines.values()], notFound };
}

export interface NewDraftContext {
  id: string;
  token: string;
  by: string;
  now: string;
}

/** The new draft of a quote request, or a 400 when none of its SKUs is an active product. */
export function buildDraftOrder(
  message: { id: string; sender: { name: string; email: string }; details: QuoteDetails },
  productsBySku: ReadonlyMap<string, CartProductFacts>,
  context: NewDraftContext,
): DraftOrder {
  const { lines, notFound } = buildDraftLines(message.details.lines, productsBySku);
  if (lines.length === 0) throw new RuleViolation('invalid', m.noneFound(notFound));
  return {
    id: context.id,
    inbox_message_id: message.id,
    status: 'draft',
    customer: {
      name: message.sender.name,
      email: message.sender.email,
      company: message.details.company,
      trn: message.details.trn,
    },
    lines,
    not_found_skus: notFound,
    token: context.token,
    created_by: context.by,
    created_at: context.now,
    updated_at: context.now,
    sent_at: null,
    sent_by: null,
    accepted_at: null,
    version: 1,
  };
}

/** Who edits a draft, when, and the products of its lines as stored now (to check staff's prices). */
interface DraftEditContext {
  by: string;
  now: string;
  products: ReadonlyMap<string, CartProductFacts>;
}

/**
 * Staff's edit of a draft not yet sent: new quantities, lines left out removed, no line added, and
 * each line's price: staff's price must be below the shop's stored price now (a price at or above it
 * is no override, and the shop never charges more than its own price). A price kept unchanged keeps
 * who set it and when; a new price or reason records the editor and the time.
 */
export function editDraftLines(
  draft: DraftOrder,
  update: DraftOrderUpdate,
  context: DraftEditContext,
): DraftOrder {
  if (draft.status !== 'draft') throw new RuleViolation('conflict', m.notEditable);
  const lines = update.lines.map((edit, index): DraftOrderLine => {
    const line = draft.lines.find((candidate) => candidate.product_id === edit.product_id);
    if (!line) throw new RuleViolation('invalid', `lines.${index}.product_id: ${m.productId}`);
    const { price_override: _previous, ...rest } = line;
    const wanted = edit.price_override;
    if (!wanted) return { ...rest, quantity: edit.quantity };
    const product = context.products.get(line.product_id);
    if (!product?.is_active)
      throw new RuleViolation('invalid', `lines.${index}.price_override: ${m.overrideUnavailable}`);
    if (wanted.price >= product.selling_price) {
      throw new RuleViolation(
        'invalid',
        `lines.${index}.price_override.price: ${m.overrideNotBelow(formatPrice(product.selling_price, { signed: true }))}`,
      );
    }
    const kept = line.price_override;
    const unchanged = kept?.price === wanted.price && kept.reason === wanted.reason;
    return {
      ...rest,
      quantity: edit.quantity,
      price_override: unchanged ? kept : { ...wanted, by: context.by, at: context.now },
    };
  });
  return { ...draft, lines, updated_at: context.now };
}

/** Sends (or sends again) a draft the customer has not accepted yet. */
export function markDraftSent(draft: DraftOrder, by: string, now: string): DraftOrder {
  if (draft.status === 'accepted') throw new RuleViolation('conflict', m.alreadyAccepted);
  return { ...draft, status: 'sent', sent_at: now, sent_by: by, updated_at: now };
}

/** The customer put the lines in a cart: accepted the first time, unchanged after. */
export function markDraftAccepted(draft: DraftOrder, now: string): DraftOrder {
  if (draft.status === 'accepted') return draft;
  return { ...draft, status: 'accepted', accepted_at: now, updated_at: now };
}

/** A link works once the draft was sent; a draft staff are still preparing is not there for anyone else. */
export function isOpenToCustomer(draft: DraftOrder): boolean {
  return draft.status !== 'draft';
}

/**
 * The lines at today's stored prices and the totals checkout would show for them (standard
 * delivery): lines of products no longer sold are marked unavailable and count for nothing.
 */
export function priceDraft(
  lines: readonly DraftOrderLine[],
  products: ReadonlyMap<string, CartProductFacts>,
): PricedDraft {
  const priced = lines.map((line) => {
    const product = products.get(line.product_id);
    const available = product?.is_active === true;
    const listPrice = available ? product.selling_price : 0;
    const price = line.price_override ? Math.min(line.price_override.price, listPrice) : listPrice;
    return {
      ...line,
      name: product?.name ?? line.name,
      price,
      list_price: listPrice,
      line_total: price * line.quantity,
      available,
    };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.line_total, 0);
  return { lines: priced, totals: computeOrderTotals(subtotal, DEFAULT_FULFILMENT_CHOICE) };
}

export function toDraftOrderView(
  draft: DraftOrder,
  products: ReadonlyMap<string, CartProductFacts>,
): DraftOrderView {
  const { token: _token, ...rest } = draft;
  const priced = priceDraft(draft.lines, products);
  return {
    ...rest,
    ...priced,
    lines: priced.lines.map((line) => ({
      ...line,
      stock_quantity: products.get(line.product_id)?.stock_quantity ?? 0,
    })),
  };
}

/** The customer's view: prices, not who set them nor why. */
export function toQuoteView(draft: DraftOrder, products: ReadonlyMap<string, CartProductFacts>): QuoteView {
  const priced = priceDraft(draft.lines, products);
  return {
    id: draft.id,
    status: draft.status,
    customer: { name: draft.customer.name, company: draft.customer.company },
    ...priced,
    lines: priced.lines.map(({ price_override: _override, ...line }) => line),
  };
}

/**
 * The cart with the draft's lines in it, each at the draft's quantity (a line of the same product
 * is replaced, so following the link twice does not double it), through the cart's own rules:
 * stored price, stock cap, active products, line limit; a line staff priced carries that price
 * (`StoredCartLine.quote`), which the cart and the order honour. A line the cart refuses is left out with
 * its reason in the notice; when none can go in, nothing changes and the answer is a 409.
 */
export function putDraftInCart(
  cartLines: readonly StoredCartLine[],
  draft: Pick<DraftOrder, 'id' | 'lines'>,
  products: ReadonlyMap<string, CartProductFacts>,
  now: string,
): CartChange {
  let lines = [...cartLines];
  const notices: string[] = [];
  let added = 0;
  for (const draftLine of draft.lines) {
    const existing = lines.find((line) => line.product_id === draftLine.product_id);
    try {
      const change = addToCartLines(
        removeCartLine(lines, draftLine.product_id),
        products.get(draftLine.product_id),
        draftLine.quantity,
        existing?.added_at ?? now,
      );
      const override = draftLine.price_override;
      lines = override
        ? withQuotedPrice(change.lines, draftLine.product_id, {
            draft_order_id: draft.id,
            price: override.price,
            quantity: draftLine.quantity,
          })
        : change.lines;
      added += 1;
      if (change.notice) notices.push(change.notice);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      notices.push(`${draftLine.name}: ${error.message}`);
    }
  }
  if (added === 0) throw new RuleViolation('conflict', [m.nothingAdded, ...notices].join(' '));
  return notices.length > 0 ? { lines, notice: notices.join(' ') } : { lines };
}
