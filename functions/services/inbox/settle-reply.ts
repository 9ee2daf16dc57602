/**
 * Settling a staff reply's mail. A reply is stored as `sending` and answered at once; the
 * reply-mail consumer sends it from the table's stream and records here how it ended, so a failed
 * send is never lost: staff see it in the thread and may send it again. Reading and changing a
 * message under optimistic locking is inbox-changes.ts, shared with the admin inbox routes.
 */
import type { InboxMessage } from '../../core/inbox/message.js';
import { statusAfterReply, withMailStatus, type MailStatus } from '../../core/inbox/staff-inbox.js';
import { changeInboxMessage } from './change-inbox-message.js';

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
