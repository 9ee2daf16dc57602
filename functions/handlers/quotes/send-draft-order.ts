/**
 * POST /api/admin/draft-orders/{id}/send (admin): marks the draft sent. The e-mail to the customer
 * goes from the table's stream (events/send-draft-order-mail), like every other shop mail, so a
 * failed send is retried rather than lost; sending again mails again.
 */
import { draftOrderParamsSchema, markDraftSent, toDraftOrderView } from '../../core/quotes/draft-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { changeDraftOrder, getDraftProducts } from '../../services/quotes/change-draft-order.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: draftOrderParamsSchema },
  async ({ params, caller }) => {
    const now = new Date().toISOString();
    const draft = await changeDraftOrder(params.id, (current) =>
      markDraftSent(current, caller!.email ?? caller!.userId, now),
    );
    return { draft_order: toDraftOrderView(draft, await getDraftProducts(draft)) };
  },
);
