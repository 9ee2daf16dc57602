/**
 * POST /api/payments/card/response: PowerTranz's MerchantResponseUrl, where the hosted page posts its
 * `Response` form field from the shopper's browser. Public and untrusted: only the SpiToken is read,
 * the payment is completed from the server, and the answer is a small page inside the payment frame
 * leading back to the order page (which follows the payment and closes the frame itself), with the
 * order link's token once the payment went through.
 */
import { merchantResponseFormSchema, renderCardReturnPage } from '../../core/payments/card-payment.js';
import { completeCardPayment } from '../../services/payments/complete-card-payment.js';
import { htmlPage } from '../../shared/html-page.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', bodyFormat: 'form', body: merchantResponseFormSchema },
  async ({ body }) => {
    const completed = await completeCardPayment(body.Response.SpiToken);
    return htmlPage(200, renderCardReturnPage(completed.order_number, completed.link));
  },
);
