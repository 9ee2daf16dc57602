/** GET /api/admin/reports/exports/{exportId} (admins and accountants): one export's state and, once done, its links. */
import { orderExportMessages, orderExportParamsSchema } from '../../core/reports/order-export.js';
import { getOrderExportJob } from '../../data/report-exports.js';
import { describeOrderExport } from '../../services/reports/describe-order-export.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', params: orderExportParamsSchema },
  async ({ params }) => {
    const job = await getOrderExportJob(params.exportId);
    if (!job) throw new NotFoundError(orderExportMessages.notFound);
    return { export: await describeOrderExport(job) };
  },
);
