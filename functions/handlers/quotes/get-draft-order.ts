/** GET /api/admin/draft-orders/{id} (staff): a draft order priced now, without its link's secret. */
import { draftOrderParamsSchema, toDraftOrderView } from '../../core/quotes/draft-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getDraftOrderOr404, getDraftProducts } from '../../services/quotes/change-draft-order.js';

export const handler = createHttpHandler(
  { auth: 'staff', params: draftOrderParamsSchema },
  async ({ params }) => {
    const draft = await getDraftOrderOr404(params.id);
    return { draft_order: toDraftOrderView(draft, await getDraftProducts(draft)) };
  },
);
