/**
 * Enquiry e-mails, from the table's stream (new inbox messages only, by the consumer's filter): the
 * sender's acknowledgement and the staff notification. The message was stored before its stream
 * record existed: a failed send fails the batch, which is retried, and can never lose the message.
 * The message is read from the table rather than from the stream image, which DynamoDB Local writes
 * unreadably for an empty map (a contact message's details).
 */
import type { InboxMessage } from '../../core/inbox/message.js';
import { renderAcknowledgement, renderStaffNotification } from '../../core/mail/enquiry-mail.js';
import { sendMail } from '../../data/mailer.js';
import { readNewInboxMessageId } from '../../data/inbox-messages.js';
import { getInboxMessage } from '../../data/staff-inbox.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

async function deliver(message: InboxMessage): Promise<void> {
  const [acknowledgement, notification] = await Promise.all([
    renderAcknowledgement(message),
    renderStaffNotification(message, requireEnv(ENV.siteUrl)),
  ]);
  await sendMail({ to: message.sender.email, ...acknowledgement });
  await sendMail({ to: requireEnv(ENV.staffOrderEmail), ...notification });
}

export const handler = createStreamHandler(async (record) => {
  const id = readNewInboxMessageId(record);
  if (!id) return;
  const message = await getInboxMessage(id);
  // Removed before its mails went: nobody is waiting for them.
  if (message) await deliver(message);
});
