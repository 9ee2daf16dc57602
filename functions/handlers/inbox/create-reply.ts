/**
 * POST /api/admin/inbox/{id}/replies (staff): stores the reply in the thread under the staff
 * member's name as `sending` and answers at once; the reply-mail consumer e-mails it to the sender
 * from the shop's address (events/send-inbox-replies), then marks it sent or failed.
 */
import { randomUUID } from 'node:crypto';
import { newReply } from '../../core/inbox/staff-inbox.js';
import { inboxParamsSchema, inboxReplySchema } from '../../core/inbox/staff-inbox-requests.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { changeInboxMessage } from '../../services/inbox/change-inbox-message.js';

export const handler = createHttpHandler(
  { auth: 'staff', params: inboxParamsSchema, body: inboxReplySchema },
  async ({ params, body, caller }) => {
    const at = new Date().toISOString();
    const reply = newReply(randomUUID(), caller!.email ?? caller!.userId, body.body, at);
    const message = await changeInboxMessage(params.id, (current) => ({
      ...current,
      thread: [...current.thread, reply],
      updated_at: at,
    }));
    return { statusCode: 201, body: { message, reply_id: reply.id } };
  },
);
