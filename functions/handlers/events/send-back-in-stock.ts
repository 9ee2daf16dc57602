/**
 * Back-in-stock e-mails, from the table's stream (product writes only, by the consumer's filter):
 * when a write makes a product sellable again, whoever wrote it (staff, a sync, a cancelled or lapsed
 * order), every subscriber gets one e-mail and the subscription ends. Each alert is claimed before it
 * is sent and its subscription deleted after; a failed send releases the claim and fails the batch,
 * which is retried, and a replayed record finds no subscription left: nobody is mailed twice.
 */
import { isBackInStock } from '../../core/catalogue/product-history.js';
import { renderBackInStockMail } from '../../core/mail/back-in-stock-mail.js';
import {
  claimBackInStockAlert,
  endBackInStockSubscription,
  listBackInStockSubscriptions,
  releaseBackInStockAlert,
} from '../../data/back-in-stock.js';
import { sendMail } from '../../data/mailer.js';
import { readStreamImages } from '../../data/stream-images.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { logger } from '../../shared/powertools.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

interface Restocked {
  id: string;
  name: string;
  price: number;
}

async function alert(product: Restocked, email: string): Promise<void> {
  const claim = await claimBackInStockAlert(product.id, email);
  if (claim === 'sent') return;
  if (claim === 'busy') throw new Error(`The alert of ${product.id} to a subscriber is being sent elsewhere`);
  try {
    const rendered = await renderBackInStockMail({
      productId: product.id,
      productName: product.name,
      price: product.price,
      siteUrl: requireEnv(ENV.siteUrl),
    });
    await sendMail({ to: email, ...rendered });
    await endBackInStockSubscription(product.id, email);
  } catch (error) {
    await releaseBackInStockAlert(product.id, email, (error as Error).message ?? String(error)).catch(
      (releaseError: unknown) => logger.warn('Could not release the alert claim', { releaseError }),
    );
    throw error;
  }
}

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  if (images.entity !== 'product' || !isBackInStock(images.before, images.after)) return;
  const product: Restocked = {
    id: String(images.after!.id),
    name: String(images.after!.name),
    price: Number(images.after!.selling_price),
  };
  let failures = 0;
  // Every subscriber is tried; the record fails (and is retried) if any alert did not go.
  for (const subscription of await listBackInStockSubscriptions(product.id)) {
    try {
      await alert(product, subscription.email);
    } catch (error) {
      logger.error('Back-in-stock alert not sent; the record will be retried', {
        productId: product.id,
        error,
      });
      failures += 1;
    }
  }
  if (failures > 0) throw new Error(`${failures} back-in-stock alerts of ${product.id} not sent`);
});
