/**
 * GET /api/me/addresses (customer): the address the caller used last (their latest checkout
 * session), so checkout can offer it. Nulls when they have none.
 */
import { getCheckoutSession } from '../../data/checkout-sessions.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'customer' }, async ({ caller }) => {
  const session = await getCheckoutSession({ kind: 'user', userId: caller!.userId });
  return {
    shipping_address: session?.shipping_address ?? null,
    billing_address: session?.billing_address ?? null,
    fulfilment: session?.fulfilment ?? null,
  };
});
