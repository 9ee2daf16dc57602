/**
 * Products "available to order": the distributor's store sells them on back-order or pre-order with a
 * stated wait ("to order within 20 days"). The shop sells them the same way: the stored status
 * `to-order` (shown "Available to order") with the wait in `order_lead_time`; orderable whatever the
 * stock shows, every unit ordered in from the distributor, and the wait said on the product page, the
 * cart, the checkout and the order's mails. Orders do not count their stock down (it is not the
 * shop's to sell), and a cancelled order gives nothing back.
 */
import type { StockStatus } from './catalogue-values.js';

/** The wait of an order line sold to order, as the store words it ("20 days"), or null when it states none. */
export interface BackOrder {
  lead_time: string | null;
}

/** Longest stored wait: a store's phrase, never a paragraph. */
export const MAX_LEAD_TIME_LENGTH = 60;

/**
 * Units of a product available to order one cart line (and so one order) may hold: a distributor's
 * back-order is for a shop's usual quantities; more is a quote.
 */
export const MAX_BACK_ORDER_QUANTITY = 10;

/** The stored status of a product sold to order. */
export const TO_ORDER = 'to-order' satisfies StockStatus;

interface OrderableFacts {
  stock_quantity: number;
  stock_status?: string | null;
  order_lead_time?: string | null;
}

/** The product's back-order (its wait) when it is sold to order, else undefined. */
export function getBackOrder(product: OrderableFacts): BackOrder | undefined {
  return product.stock_status === TO_ORDER ? { lead_time: product.order_lead_time ?? null } : undefined;
}

/** How many units one line may hold: the stock, or the back-order allowance of a product sold to order. */
export function getOrderableQuantity(product: OrderableFacts): number {
  return product.stock_status === TO_ORDER ? MAX_BACK_ORDER_QUANTITY : Math.max(product.stock_quantity, 0);
}

export const backOrderStrings = {
  /** The wait, as the product page, cart, checkout and mails say it. */
  wait: (leadTime: string | null) =>
    leadTime
      ? `Available to order: expected wait ${leadTime}`
      : 'Available to order: the store gives no wait; ask us before you order',
  /** A cart line capped at the back-order allowance. */
  capped: (name: string) =>
    `${name} is available to order, up to ${MAX_BACK_ORDER_QUANTITY} at a time, so your cart holds ${MAX_BACK_ORDER_QUANTITY}.`,
  tooMany: (name: string) =>
    `${name} is available to order, up to ${MAX_BACK_ORDER_QUANTITY} at a time. Please lower the quantity in your cart.`,
} as const;

/** The wait said for a product or an order line sold to order. */
export function describeBackOrder(backOrder: BackOrder): string {
  return backOrderStrings.wait(backOrder.lead_time);
}
