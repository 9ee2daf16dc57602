/**
 * Order e-mails, from the table's stream (order items only, by the consumer's filter): plans the
 * mails a change calls for, then for each one claims it, renders it, sends it through SES and marks
 * it sent. A failed send releases its claim and fails the batch, which is retried; mails already
 * sent are skipped, so a retry never sends one twice. The order itself was committed before its
 * stream record existed: nothing here can fail or undo it.
 */
import { planOrderMails, type PlannedMail } from '../../core/mail/plan-order-mails.js';
import { renderOrderMail } from '../../core/mail/render-order-mail.js';
import type { Order } from '../../core/orders/order.js';
import { sendMail } from '../../data/mailer.js';
import { claimMail, markMailSent, orderMailRecord, releaseMail } from '../../data/mail-records.js';
import { readStreamImages } from '../../data/stream-images.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { logger } from '../../shared/powertools.js';
import { getBankDetails } from '../../shared/shop-settings.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

async function deliver(order: Order, mail: PlannedMail): Promise<void> {
  const record = orderMailRecord(order.order_number, mail.id);
  const claim = await claimMail(record);
  if (claim === 'sent') return;
  if (claim === 'busy')
    throw new Error(`Mail ${mail.id} of order ${order.order_number} is being sent by another delivery`);
  try {
    const rendered = await renderOrderMail({
      mail,
      order,
      siteUrl: requireEnv(ENV.siteUrl),
      bank: getBankDetails(),
    });
    const to =
      mail.to === 'staff'
        ? requireEnv(ENV.staffOrderEmail)
        : mail.to === 'company_admin'
          ? order.approval!.admin_email
          : order.customer_info.email;
    const messageId = await sendMail({ to, ...rendered });
    await markMailSent(record, messageId);
  } catch (error) {
    await releaseMail(record, (error as Error).message ?? String(error)).catch((releaseError: unknown) =>
      logger.warn('Could not release the mail claim', { releaseError }),
    );
    throw error;
  }
}

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  if (images.entity !== 'order' || !images.after) return;
  const after = images.after as unknown as Order;
  const mails = planOrderMails(images.before as unknown as Order | undefined, after);
  const failures: string[] = [];
  // Every mail of the change is tried; the record fails (and is retried) if any of them did.
  for (const mail of mails) {
    try {
      await deliver(after, mail);
    } catch (error) {
      logger.error('Order mail not sent; the record will be retried', {
        orderNumber: after.order_number,
        mail: mail.id,
        error,
      });
      failures.push(mail.id);
    }
  }
  if (failures.length > 0)
    throw new Error(`Order ${after.order_number}: mails not sent: ${failures.join(', ')}`);
});
