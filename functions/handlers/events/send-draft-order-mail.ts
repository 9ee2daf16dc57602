/**
 * The customer's quote e-mail, from the table's stream (sent draft orders only, by the consumer's
 * filter): mailed whenever staff sent the draft (`sent_at` moved), with its lines at the prices of
 * that moment and the secret link, then recorded in the quote request's thread. A failed send fails
 * the batch, which is retried; the thread entry is keyed by the send, so a retry never adds two.
 */
import { describeQuoteLines } from '../../core/inbox/message.js';
import { getQuoteLink, renderDraftOrderMail } from '../../core/mail/draft-order-mail.js';
import { formatPrice } from '../../core/format-price.js';
import { priceDraft, type DraftOrder } from '../../core/quotes/draft-order.js';
import { draftOrderMessages as m } from '../../core/quotes/draft-order-strings.js';
import { sendMail } from '../../data/mailer.js';
import { readStreamImages } from '../../data/stream-images.js';
import { getDraftProducts } from '../../services/quotes/change-draft-order.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { changeInboxMessage } from '../../services/inbox/change-inbox-message.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

async function deliver(draft: DraftOrder & { sent_at: string }): Promise<void> {
  const priced = priceDraft(draft.lines, await getDraftProducts(draft));
  const mail = await renderDraftOrderMail(draft, priced, getQuoteLink(requireEnv(ENV.siteUrl), draft));
  await sendMail({ to: draft.customer.email, ...mail });
  const entryId = `draft-order-${draft.id}-${draft.sent_at}`;
  const available = priced.lines.filter((line) => line.available);
  await changeInboxMessage(draft.inbox_message_id, (message) =>
    message.thread.some((entry) => entry.id === entryId)
      ? message
      : {
          ...message,
          status: message.status === 'new' ? 'answered' : message.status,
          thread: [
            ...message.thread,
            {
              id: entryId,
              kind: 'reply',
              at: draft.sent_at,
              by: draft.sent_by,
              body: m.sentEntry(describeQuoteLines(available), formatPrice(priced.totals.total)),
              mail_status: 'sent',
            },
          ],
          updated_at: new Date().toISOString(),
        },
  );
}

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  const after = images.after as DraftOrder | undefined;
  const before = images.before as DraftOrder | undefined;
  if (images.entity !== 'draft-order' || after?.status !== 'sent' || !after.sent_at) return;
  if (after.sent_at === before?.sent_at) return;
  await deliver({ ...after, sent_at: after.sent_at });
});
