/**
 * GET /api/admin/orders/{orderNumber} (staff): one order with every field, and short-lived links to
 * every proof of payment (oldest first) and the purchase order document (the files stay in a private
 * bucket).
 */
import { PAYMENT } from '../../core/orders/payment-limits.js';
import { listPaymentProofs, orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { createDocumentDownloadUrl } from '../../data/payment-documents.js';
import { getStaffOrder } from '../../services/orders/get-staff-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

const linkTo = (key: string | undefined) =>
  key ? createDocumentDownloadUrl(key, PAYMENT.proofDownloadExpirySeconds) : Promise.resolve(null);

export const handler = createHttpHandler(
  { auth: 'reports', params: orderParamsSchema },
  async ({ params }) => {
    const order = await getStaffOrder(params.orderNumber);
    const [proofUrl, purchaseOrderUrl, proofs] = await Promise.all([
      linkTo(order.payment_proof?.file_key),
      linkTo(order.purchase_order?.document?.file_key),
      Promise.all(
        listPaymentProofs(order).map(async (proof) => ({ ...proof, url: await linkTo(proof.file_key) })),
      ),
    ]);
    return {
      order: {
        ...toOrderView(order, getBankDetails()),
        user_id: order.user_id,
        session_id: order.session_id,
        payment_proof_url: proofUrl,
        payment_proof_links: proofs,
        purchase_order_document_url: purchaseOrderUrl,
      },
    };
  },
);
