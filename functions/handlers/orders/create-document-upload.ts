/**
 * POST /api/orders/{orderNumber}/documents/uploads (guest: session id or e-mail) and
 * /api/me/orders/{orderNumber}/documents/uploads (customer): a presigned POST for a proof of payment
 * or the purchase order document, to a private key under the order. The policy fixes key, type and
 * size; the confirm route checks the file itself afterwards. An order on account takes no proof of
 * payment (409: its company pays against the statement).
 */
import { randomUUID } from 'node:crypto';
import { orderParamsSchema } from '../../core/orders/order.js';
import { requireAwaitingPayment, requireTakesProof } from '../../core/orders/payment-actions.js';
import { buildDocumentKey, documentUploadRequestSchema } from '../../core/orders/payment-documents.js';
import { paymentMessages } from '../../core/orders/payment-messages.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { createDocumentUpload } from '../../data/payment-documents.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getAccessibleOrder } from '../../services/orders/get-accessible-order.js';
import { getOrderViewer } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', params: orderParamsSchema, body: documentUploadRequestSchema },
  async ({ event, caller, params, body }) => {
    const order = await getAccessibleOrder(getOrderViewer(event, caller), params.orderNumber, body);
    if (body.kind === 'purchase_order' && !order.purchase_order) {
      throw new RuleViolation('invalid', paymentMessages.noPurchaseOrder);
    }
    if (body.kind === 'payment_proof') requireTakesProof(order);
    requireAwaitingPayment(order);
    const key = buildDocumentKey(body.kind, order.order_number, randomUUID(), body.content_type);
    return createDocumentUpload(key, body.content_type);
  },
);
