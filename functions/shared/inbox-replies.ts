/**
 * What the admin inbox routes share: reading a message or a 404, changing it under optimistic
 * locking, and delivering a staff reply. A reply is stored before its mail is sent and marked sent or
 * failed after, so a failed send is never lost: staff see it in the thread and may send it again.
 */
import type { InboxMessage, ThreadEntry } from '../core/inbox/message.js';
import { statusAfterReply, withMailStatus } from '../core/inbox/staff-inbox.js';
import { staffInboxMessages as m } from '../core/inbox/staff-inbox-strings.js';
import { renderInboxReplyMail } from '../core/mail/inbox-reply-mail.js';
import { RuleViolation } from '../core/rule-violation.js';
import { sendMail } from '../data/mailer.js';
import { LOST_RACE, isLostRace, retryOnConflict } from '../data/retry-on-conflict.js';
import { getInboxMessage, writeInboxMessage } from '../data/staff-inbox.js';
import { logger } from './powertools.js';

export async function getInboxMessageOr404(id: string): Promise<InboxMessage> {
  const message = await getInboxMessage(id);
  if (!message) throw new RuleViolation('not-found', m.notFound);
  return message;
}

/**
 * Applies `change` to the message as stored now and writes it; a concurrent write makes it read and
 * apply again (a reply must not fail because someone assigned the message at the same moment).
 */
export function changeInboxMessage(
  id: string,
  change: (message: InboxMessage) => InboxMessage,
): Promise<InboxMessage> {
  return retryOnConflict(
    async () => {
      const message = await getInboxMessageOr404(id);
      return writeInboxMessage(message, change(message)).catch((error: unknown) => {
        if (isLostRace(error)) return LOST_RACE;
        throw error;
      });
    },
    { message: m.changedMeanwhile },
  );
}

/**
 * Writes staff's change only if nobody changed the message since staff read `version`: an edit
 * made on a stale screen is refused with 409 rather than silently undoing someone else's.
 */
export async function changeInboxMessageAt(
  id: string,
  version: number,
  change: (message: InboxMessage) => InboxMessage,
): Promise<InboxMessage> {
  const message = await getInboxMessageOr404(id);
  if (message.version !== version) throw new RuleViolation('concurrent-change', m.changedMeanwhile);
  try {
    return await writeInboxMessage(message, change(message));
  } catch (error) {
    if (isLostRace(error)) throw new RuleViolation('concurrent-change', m.changedMeanwhile);
    throw error;
  }
}

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
