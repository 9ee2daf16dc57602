/**
 * The stock and price history, from the table's stream (product writes only, by the consumer's
 * filter): each write that changed a followed field becomes one entry with the writer's stamp, its
 * time, and each field before and after. Entries are keyed by the stream event, so a retried batch
 * rewrites the same entries rather than adding copies.
 */
import { buildHistoryEntry } from '../../core/catalogue/product-history.js';
import { recordHistoryEntry } from '../../data/product-history.js';
import { readStreamImages } from '../../data/stream-images.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  if (images.entity !== 'product' || !images.after) return;
  const seconds = record.dynamodb?.ApproximateCreationDateTime;
  const fallbackAt = new Date(seconds ? seconds * 1000 : Date.now()).toISOString();
  const entry = buildHistoryEntry(images.before, images.after, fallbackAt);
  if (entry) await recordHistoryEntry(entry, images.eventId);
});
