/**
 * GET /api/quotes/{id}?token= (public): the quote a customer's link opens, at today's stored prices.
 * No sign-in: the token is the secret; a wrong one is the same 404 as an unknown id.
 */
import { draftOrderParamsSchema, quoteQuerySchema, toQuoteView } from '../../core/quotes/draft-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getDraftProducts, getQuoteByLink } from '../../services/quotes/change-draft-order.js';

export const handler = createHttpHandler(
  { auth: 'public', params: draftOrderParamsSchema, query: quoteQuerySchema },
  async ({ params, query }) => {
    const draft = await getQuoteByLink(params.id, query.token);
    return { quote: toQuoteView(draft, await getDraftProducts(draft)) };
  },
);
