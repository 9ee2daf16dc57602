/**
 * POST /api/admin/inbox/{id}/replies/{replyId}/retry (staff): queues a reply whose mail failed
 * again (`sending`), for the reply-mail consumer to send; 409 when it did not fail.
 */
import { findRetryableReply, withMailStatus } from '../../core/inbox/staff-inbox.js';
import { inboxReplyParamsSchema } from '../../core/inbox/staff-inbox-requests.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { changeInboxMessage } from '../../services/inbox/change-inbox-message.js';

export const handler = createHttpHandler(
  { auth: 'staff', params: inboxReplyParamsSchema },
  async ({ params }) => {
    const at = new Date().toISOString();
    const message = await changeInboxMessage(params.id, (current) => {
      // Checked on the message as written, so two Send again clicks queue the mail once.
      const reply = findRetryableReply(current, params.replyId);
      return { ...current, thread: withMailStatus(current.thread, reply.id, 'sending'), updated_at: at };
    });
    return { statusCode: 202, body: { message } };
  },
);
