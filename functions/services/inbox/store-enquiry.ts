/**
 * Stores an accepted enquiry as a new inbox message. The acknowledgement and the staff notification
 * are sent from the table's stream, so a mail problem can never lose or fail the message.
 */
import { randomUUID } from 'node:crypto';
import { buildInboxMessage, type Enquiry } from '../../core/inbox/message.js';
import { putNewInboxMessage } from '../../data/inbox-messages.js';
import type { Caller } from '../../shared/http-handler.js';

export async function storeEnquiry(enquiry: Enquiry, caller: Caller | undefined): Promise<void> {
  const message = buildInboxMessage(enquiry, {
    id: randomUUID(),
    threadEntryId: randomUUID(),
    now: new Date().toISOString(),
    userId: caller?.userId ?? null,
  });
  await putNewInboxMessage(message);
}
