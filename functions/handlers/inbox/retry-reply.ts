/** POST /api/admin/inbox/{id}/replies/{replyId}/retry (staff): sends a reply whose mail failed again. */
import { findRetryableReply, inboxReplyParamsSchema } from '../../core/inbox/staff-inbox.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getInboxMessageOr404 } from '../../shared/inbox-changes.js';
import { deliverReply } from '../../shared/inbox-replies.js';

export const handler = createHttpHandler(
  { auth: 'staff', params: inboxReplyParamsSchema },
  async ({ params }) => {
    const message = await getInboxMessageOr404(params.id);
    const reply = findRetryableReply(message, params.replyId);
    return { message: await deliverReply(message, reply) };
  },
);
