/** GET /api/admin/orders/{orderNumber}/invoice (staff): any order's tax invoice data. */
import { buildTaxInvoice } from '../../core/orders/invoice.js';
import { orderParamsSchema } from '../../core/orders/order.js';
import { getStaffOrder } from '../../services/orders/get-staff-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getSellerDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'reports', params: orderParamsSchema },
  async ({ params }) => {
    const order = await getStaffOrder(params.orderNumber);
    return { invoice: buildTaxInvoice(order, getSellerDetails()) };
  },
);
