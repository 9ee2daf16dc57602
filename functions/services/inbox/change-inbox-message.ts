/**
 * What the admin inbox routes share: reading a message or a 404, and changing it under optimistic
 * locking (re-applied after a lost race, or refused with 409 when staff's screen was stale).
 */
import type { InboxMessage } from '../../core/inbox/message.js';
import { staffInboxMessages as m } from '../../core/inbox/staff-inbox-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { LOST_RACE, isLostRace, retryOnConflict } from '../../data/retry-on-conflict.js';
import { getInboxMessage, writeInboxMessage } from '../../data/staff-inbox.js';

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
