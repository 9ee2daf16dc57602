/**
 * GET /api/payments/card/frame/{attemptId}: the order page's payment frame. Public: whoever started
 * the payment has the attempt's id, and the page is served once. Its answer is the gateway's
 * RedirectData, which CloudFront (and the local adapter) serve with the frame's own headers
 * (`buildCardFrameHeaders`): a sandbox that lets its scripts run on an opaque origin, framed by the
 * shop's pages only. Never stored by a cache: the page is single-use.
 */
import { cardFrameParamsSchema } from '../../core/payments/card-payment.js';
import { openCardFrame } from '../../services/payments/open-card-frame.js';
import { htmlPage } from '../../shared/html-page.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', params: cardFrameParamsSchema },
  async ({ params }) => {
    const frame = await openCardFrame(params.attemptId);
    const page = htmlPage(frame.status, frame.html);
    return { ...page, headers: { ...page.headers, 'cache-control': 'no-store' } };
  },
);
