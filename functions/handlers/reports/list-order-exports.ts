/** GET /api/admin/reports/exports (admins and accountants): the latest exports, links to the finished ones' files. */
import { ORDER_EXPORTS } from '../../core/reports/order-export.js';
import { listRecentOrderExportJobs } from '../../data/report-exports.js';
import { describeOrderExport } from '../../services/reports/describe-order-export.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'reports' }, async () => {
  const jobs = await listRecentOrderExportJobs(ORDER_EXPORTS.listLimit);
  return { exports: await Promise.all(jobs.map((job) => describeOrderExport(job))) };
});
