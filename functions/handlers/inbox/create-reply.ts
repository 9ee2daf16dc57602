/**
 * POST /api/admin/inbox/{id}/replies (staff): stores the reply in the thread under the staff
 * member's name, then e-mails it to the sender from the shop's address. 201 either way: the reply's
 * `mail_status` says whether it went ('failed' can be sent again).
 */
import { randomUUID } from 'node:crypto';
import { inboxParamsSchema, inboxReplySchema, newReply } from '../../core/inbox/staff-inbox.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { changeInboxMessage } from '../../shared/inbox-changes.js';
import { deliverReply } from '../../shared/inbox-replies.js';

export const handler = createHttpHandler(
  { auth: 'staff', params: inboxParamsSchema, body: inboxReplySchema },
  async ({ params, body, caller }) => {
    const at = new Date().toISOString();
    const reply = newReply(randomUUID(), caller!.email ?? caller!.userId, body.body, at);
    const stored = await changeInboxMessage(params.id, (message) => ({
      ...message,
      thread: [...message.thread, reply],
      updated_at: at,
    }));
    const message = await deliverReply(stored, reply);
    return { statusCode: 201, body: { message, reply_id: reply.id } };
  },
);
