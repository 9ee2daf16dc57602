/**
 * PATCH /api/admin/draft-orders/{id} (admin): staff's quantities and removed lines, before sending,
 * at the version staff read (409 ConcurrentChange when it changed meanwhile). Stock is not checked
 * here: it is when the customer places the order, as for any order.
 */
import {
  draftOrderParamsSchema,
  draftOrderUpdateSchema,
  editDraftLines,
  toDraftOrderView,
} from '../../core/quotes/draft-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { changeDraftOrderAt, getDraftProducts } from '../../services/quotes/change-draft-order.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: draftOrderParamsSchema, body: draftOrderUpdateSchema },
  async ({ params, body }) => {
    const now = new Date().toISOString();
    const draft = await changeDraftOrderAt(params.id, body.version, (current) =>
      editDraftLines(current, body, now),
    );
    return { draft_order: toDraftOrderView(draft, await getDraftProducts(draft)) };
  },
);
