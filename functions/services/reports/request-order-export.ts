/** Staff ask for the accounting export of a period: a queued job, which the stream starts. */
import { randomUUID } from 'node:crypto';
import {
  newOrderExportJob,
  type OrderExportJob,
  type OrderExportRequest,
} from '../../core/reports/order-export.js';
import { putOrderExportJob } from '../../data/report-exports.js';

export async function requestOrderExport(
  request: OrderExportRequest,
  requestedBy: string,
  now = new Date(),
): Promise<OrderExportJob> {
  const job = newOrderExportJob({ exportId: randomUUID(), request, requestedBy, now: now.toISOString() });
  await putOrderExportJob(job);
  return job;
}
