/** GET /api/admin/inbox/{id} (staff): one enquiry with its whole thread. */
import { inboxParamsSchema } from '../../core/inbox/staff-inbox-requests.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getInboxMessageOr404 } from '../../services/inbox/change-inbox-message.js';

export const handler = createHttpHandler(
  { auth: 'staff', params: inboxParamsSchema },
  async ({ params }) => ({
    message: await getInboxMessageOr404(params.id),
  }),
);
