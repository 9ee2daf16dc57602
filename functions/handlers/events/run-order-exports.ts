/**
 * The accounting exports' background work, from the table's stream (a job's insert, by the
 * consumer's filter): each queued job runs once (`services/reports/run-order-export.ts`).
 */
import { readStreamImages } from '../../data/stream-images.js';
import { runOrderExport } from '../../services/reports/run-order-export.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  if (images.entity !== 'report-export' || !images.after) return;
  await runOrderExport(String(images.after.export_id));
});
