/**
 * Delivering a staff reply. A reply is stored before its mail is sent and marked sent or failed
 * after, so a failed send is never lost: staff see it in the thread and may send it again. Kept
 * apart from inbox-changes.ts: the mail renderer (React) would weigh on every inbox route's bundle.
 */
import type { InboxMessage, ThreadEntry } from '../core/inbox/message.js';
import { statusAfterReply, withMailStatus } from '../core/inbox/staff-inbox.js';
import { renderInboxReplyMail } from '../core/mail/inbox-reply-mail.js';
import { sendMail } from '../data/mailer.js';
import { changeInboxMessage } from './inbox-changes.js';
import { logger } from './powertools.js';

/** Sends a stored reply to the sender and records whether it went; never throws for a failed send. */
export async function deliverReply(message: InboxMessage, reply: ThreadEntry): Promise<InboxMessage> {
  const received = message.thread.find((entry) => entry.kind === 'received');
  let mailStatus: 'sent' | 'failed';
  try {
    const rendered = await renderInboxReplyMail({
      senderName: message.sender.name,
      subject: message.subject,
      reply: reply.body,
      original: received?.body ?? message.body,
    });
    await sendMail({ to: message.sender.email, ...rendered });
    mailStatus = 'sent';
  } catch (error) {
    logger.error('Inbox reply not sent; staff may send it again', {
      messageId: message.id,
      replyId: reply.id,
      error: error as Error,
    });
    mailStatus = 'failed';
  }
  const at = new Date().toISOString();
  return changeInboxMessage(message.id, (current) => ({
    ...current,
    thread: withMailStatus(current.thread, reply.id, mailStatus),
    status: statusAfterReply(current.status, mailStatus),
    updated_at: at,
  }));
}
