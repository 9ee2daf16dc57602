/**
 * Stores an accepted enquiry as a new inbox message. The acknowledgement and the staff notification
 * are sent from the table's stream, so a mail problem can never lose or fail the message.
 */
import { randomUUID } from 'node:crypto';
import { buildInboxMessage, type Enquiry } from '../../core/inbox/message.js';
import { putNewInboxMessage } from '../../data/inbox-messages.js';

/** `userId`: the signed-in sender's, so staff see the message in the customer's account. */
export async function storeEnquiry(enquiry: Enquiry, userId: string | null): Promise<void> {
  const message = buildInboxMessage(enquiry, {
    id: randomUUID(),
    threadEntryId: randomUUID(),
    now: new Date().toISOString(),
    userId,
  });
  await putNewInboxMessage(message);
}
