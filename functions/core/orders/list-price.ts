/**
 * The list price a business buyer's order line shows struck through beside their own price, on the
 * order mails, the tax invoice and the order page: the shop's price their company's price list
 * replaced, stored on the line when the order was placed (`OrderLine.list_price`). Consumers' lines
 * and quoted lines carry none, so they show only their price.
 */

/** The words before the struck-through list price (the screen reader's too: `<del>` says nothing). */
export const LIST_PRICE_LABEL = 'List price';

/** The line's list unit price when the buyer's price is lower, else null. */
export function getListUnitPrice(line: { price: number; list_price?: number | undefined }): number | null {
  return line.list_price !== undefined && line.list_price > line.price ? line.list_price : null;
}
