/**
 * POST /api/orders/{orderNumber}/documents (guest) and /api/me/orders/{orderNumber}/documents
 * (customer): after the browser uploaded the file, checks what arrived (it exists, its size, its own
 * first bytes say PDF, JPEG or PNG), then records it on the order with a `proof_uploaded` event. A
 * refused file is deleted, and the order is left as it was.
 */
import { orderParamsSchema } from '../../core/orders/order.js';
import { toShopperOrderView } from '../../core/orders/order-progress.js';
import { requireAwaitingPayment, requireTakesProof } from '../../core/orders/payment-actions.js';
import {
  documentConfirmSchema,
  requireAcceptableUpload,
  requireOwnDocumentKey,
} from '../../core/orders/payment-documents.js';
import { paymentMessages } from '../../core/orders/payment-messages.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { writePaymentChange } from '../../data/order-payments.js';
import { getOrder } from '../../data/orders.js';
import { deleteUploadedObject, readUploadedObject } from '../../data/payment-documents.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getAccessibleOrder } from '../../services/orders/get-accessible-order.js';
import { getOrderViewer } from '../../shared/request-owner.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'public', params: orderParamsSchema, body: documentConfirmSchema },
  async ({ event, caller, params, body }) => {
    const order = await getAccessibleOrder(getOrderViewer(event, caller), params.orderNumber, body);
    requireOwnDocumentKey(body.kind, order.order_number, body.key);
    if (body.kind === 'purchase_order' && !order.purchase_order) {
      throw new RuleViolation('invalid', paymentMessages.noPurchaseOrder);
    }
    if (body.kind === 'payment_proof') requireTakesProof(order);
    requireAwaitingPayment(order);
    const uploaded = await readUploadedObject(body.key);
    if (!uploaded) throw new RuleViolation('invalid', paymentMessages.uploadMissing);
    let contentType;
    try {
      contentType = requireAcceptableUpload(uploaded);
    } catch (error) {
      await deleteUploadedObject(body.key);
      throw error;
    }
    const now = new Date().toISOString();
    const recorded = await writePaymentChange({
      orderNumber: order.order_number,
      expected: 'awaiting_payment',
      event: { kind: 'proof_uploaded', at: now, by: null, reason: null },
      document: {
        kind: body.kind,
        file: { file_key: body.key, content_type: contentType, file_name: body.file_name, uploaded_at: now },
      },
    });
    if (!recorded) throw new RuleViolation('conflict', paymentMessages.changedMeanwhile);
    return { order: toShopperOrderView((await getOrder(order.order_number))!, getBankDetails()) };
  },
);
