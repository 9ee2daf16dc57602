/**
 * The accounting export's background work (the `report-exports` stream consumer, on a job's insert):
 * reads the period's orders a page at a time from the staff list's index (Jamaica's days), writes the
 * three CSV files to the private bucket and records them on the job. A job already done is left as
 * it is; an error marks it failed with its message (retrying the same period would fail the same way).
 */
import {
  createOrderExportWriter,
  getExportFileKey,
  getExportFileName,
  orderExportMessages,
  type OrderExportFile,
} from '../../core/reports/order-export.js';
import { shopDayStart } from '../../core/shop-time.js';
import { forEachOrderPlacedBetween } from '../../data/orders.js';
import {
  failOrderExportJob,
  finishOrderExportJob,
  getOrderExportJob,
  startOrderExportJob,
  writeExportFile,
} from '../../data/report-exports.js';
import { logger } from '../../shared/powertools.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function runOrderExport(exportId: string, now: () => Date = () => new Date()): Promise<void> {
  const job = await getOrderExportJob(exportId);
  if (!job) return;
  if (!(await startOrderExportJob(exportId, now().toISOString()))) return;
  try {
    const writer = createOrderExportWriter();
    const dayAfter = new Date(Date.parse(`${job.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    await forEachOrderPlacedBetween(shopDayStart(job.from), shopDayStart(dayAfter), (orders) => {
      for (const order of orders) writer.add(order);
    });
    const files: OrderExportFile[] = [];
    for (const file of writer.finish()) {
      const key = getExportFileKey(file.kind, job);
      const fileName = getExportFileName(file.kind, job);
      await writeExportFile(key, file.text, fileName);
      files.push({ kind: file.kind, key, file_name: fileName, rows: file.rows });
    }
    await finishOrderExportJob(exportId, {
      files,
      orderCount: writer.orderCount,
      now: now().toISOString(),
    });
  } catch (error) {
    logger.error('The order export failed', { exportId, error: error as Error });
    await failOrderExportJob(exportId, orderExportMessages.failed, now().toISOString());
  }
}
