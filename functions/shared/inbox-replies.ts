/**
 * What the admin inbox routes and the reply-mail consumer share: reading a message or a 404,
 * changing it under optimistic locking, and settling a reply's mail. A reply is stored as `sending`
 * and answered at once; the consumer sends it from the table's stream and marks it sent or failed,
 * so a failed send is never lost: staff see it in the thread and may send it again.
 */
import type { InboxMessage } from '../core/inbox/message.js';
import { statusAfterReply, withMailStatus, type MailStatus } from '../core/inbox/staff-inbox.js';
import { staffInboxMessages as m } from '../core/inbox/staff-inbox-strings.js';
import { RuleViolation } from '../core/rule-violation.js';
import { LOST_RACE, isLostRace, retryOnConflict } from '../data/retry-on-conflict.js';
import { getInboxMessage, writeInboxMessage } from '../data/staff-inbox.js';

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

/**
 * Records how a reply's mail ended: sent (a new message becomes answered) or failed with the mail
 * service's reason, which staff see beside Send again.
 */
export function settleReply(
  messageId: string,
  replyId: string,
  mailStatus: Exclude<MailStatus, 'sending'>,
  reason?: string,
): Promise<InboxMessage> {
  const at = new Date().toISOString();
  return changeInboxMessage(messageId, (current) => ({
    ...current,
    thread: withMailStatus(current.thread, replyId, mailStatus, reason),
    status: statusAfterReply(current.status, mailStatus),
    updated_at: at,
  }));
}
