/**
 * Staff's edit of a draft order (quantities, removed lines, line prices) as one step: the products
 * of its lines are read as stored now, so a line price is checked against the shop's price of the
 * moment, then the edit is written at the version staff read (409 when it changed meanwhile).
 */
import { getCartProducts } from '../../data/carts.js';
import {
  editDraftLines,
  type DraftOrderUpdate,
  type DraftOrderView,
  toDraftOrderView,
} from '../../core/quotes/draft-order.js';
import { changeDraftOrderAt, getDraftProducts } from './change-draft-order.js';

/** Applies `update` by `by` to draft `id` and answers the draft as staff see it, priced now. */
export async function editDraftOrder(
  id: string,
  update: DraftOrderUpdate,
  by: string,
): Promise<DraftOrderView> {
  const products = await getCartProducts(update.lines.map((line) => line.product_id));
  const now = new Date().toISOString();
  const draft = await changeDraftOrderAt(id, update.version, (current) =>
    editDraftLines(current, update, { by, now, products }),
  );
  return toDraftOrderView(draft, await getDraftProducts(draft));
}
