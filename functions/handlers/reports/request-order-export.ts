/**
 * POST /api/admin/reports/exports { from, to } (admins and accountants): queues the accounting export
 * of the orders placed in those Jamaica days; 202 with the job, which the stream runs in the background.
 */
import { orderExportRequestSchema } from '../../core/reports/order-export.js';
import { describeOrderExport } from '../../services/reports/describe-order-export.js';
import { requestOrderExport } from '../../services/reports/request-order-export.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', body: orderExportRequestSchema },
  async ({ body, caller }) => {
    const job = await requestOrderExport(body, caller!.email ?? caller!.userId);
    return { statusCode: 202, body: { export: await describeOrderExport(job) } };
  },
);
