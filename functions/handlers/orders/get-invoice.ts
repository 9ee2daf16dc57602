/**
 * GET /api/orders/{orderNumber}/invoice (guest: session id, `?email=`, or the mailed link's
 * `?token=`) and
 * /api/me/orders/{orderNumber}/invoice (customer): the order's tax invoice data.
 */
import * as z from 'zod';
import { normaliseEmail } from '../../core/auth/email-address.js';
import { EMAIL_PATTERN } from '../../core/checkout/checkout.js';
import { buildTaxInvoice } from '../../core/orders/invoice.js';
import { orderParamsSchema } from '../../core/orders/order.js';
import { orderLinkQuerySchema } from '../../core/orders/order-link.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getAccessibleOrder } from '../../services/orders/get-accessible-order.js';
import { getOrderViewer } from '../../shared/request-owner.js';
import { getSellerDetails } from '../../shared/shop-settings.js';

const invoiceQuerySchema = orderLinkQuerySchema.extend({
  email: z
    .string()
    .overwrite(normaliseEmail)
    .max(254)
    .regex(EMAIL_PATTERN, 'must be an e-mail address')
    .optional(),
});

export const handler = createHttpHandler(
  { auth: 'public', params: orderParamsSchema, query: invoiceQuerySchema },
  async ({ event, caller, params, query }) => {
    const order = await getAccessibleOrder(getOrderViewer(event, caller), params.orderNumber, query);
    return { invoice: buildTaxInvoice(order, getSellerDetails()) };
  },
);
