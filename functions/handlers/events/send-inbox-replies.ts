/**
 * Staff replies to enquiries, from the table's stream (messages with a reply waiting for its mail,
 * by the consumer's filter): each waiting reply is claimed, rendered, sent through SES and marked
 * sent in the thread. A send SES refuses marks the reply failed with the reason (staff may send it
 * again, which queues it here once more) rather than failing the batch. Any other error fails the
 * batch, which is retried; a claimed mail already sent is only marked, never sent twice.
 */
import type { InboxMessage, ThreadEntry } from '../../core/inbox/message.js';
import { getRepliesToSend } from '../../core/inbox/staff-inbox.js';
import { renderInboxReplyMail } from '../../core/mail/inbox-reply-mail.js';
import { readInboxMessageId } from '../../data/inbox-messages.js';
import { sendMail } from '../../data/mailer.js';
import { claimMail, inboxReplyMailRecord, markMailSent, releaseMail } from '../../data/mail-records.js';
import { getInboxMessage } from '../../data/staff-inbox.js';
import { settleReply } from '../../services/inbox/settle-reply.js';
import { logger } from '../../shared/powertools.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

async function deliver(message: InboxMessage, reply: ThreadEntry): Promise<void> {
  const record = inboxReplyMailRecord(message.id, reply.id);
  const claim = await claimMail(record);
  if (claim === 'busy')
    throw new Error(`Reply ${reply.id} of ${message.id} is being sent by another delivery`);
  if (claim === 'claimed') {
    let messageId: string;
    try {
      const received = message.thread.find((entry) => entry.kind === 'received');
      const rendered = await renderInboxReplyMail({
        senderName: message.sender.name,
        subject: message.subject,
        reply: reply.body,
        original: received?.body ?? message.body,
      });
      messageId = await sendMail({ to: message.sender.email, ...rendered });
    } catch (error) {
      const reason = (error as Error).message || String(error);
      logger.error('Inbox reply not sent; staff may send it again', {
        messageId: message.id,
        replyId: reply.id,
        error: error as Error,
      });
      await releaseMail(record, reason);
      await settleReply(message.id, reply.id, 'failed', reason);
      return;
    }
    await markMailSent(record, messageId);
  }
  // Claimed and sent now, or sent by an earlier delivery that stopped before marking the thread.
  await settleReply(message.id, reply.id, 'sent');
}

export const handler = createStreamHandler(async (record) => {
  const id = readInboxMessageId(record);
  if (!id) return;
  // Read as stored now: an earlier record may have settled its replies already.
  const message = await getInboxMessage(id);
  for (const reply of message ? getRepliesToSend(message) : []) await deliver(message!, reply);
});
