/**
 * PATCH /api/admin/draft-orders/{id} (admin): staff's quantities, removed lines and line prices,
 * before sending, at the version staff read (409 ConcurrentChange when it changed meanwhile). Stock
 * is not checked here: it is when the customer places the order, as for any order.
 */
import { draftOrderParamsSchema, draftOrderUpdateSchema } from '../../core/quotes/draft-order.js';
import { editDraftOrder } from '../../services/quotes/edit-draft-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: draftOrderParamsSchema, body: draftOrderUpdateSchema },
  async ({ params, body, caller }) => ({
    draft_order: await editDraftOrder(params.id, body, caller!.email ?? caller!.userId),
  }),
);
