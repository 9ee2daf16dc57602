/**
 * POST /api/checkout/sessions (guest) and /api/me/checkout/sessions (customer): 'Continue to Payment'.
 * Validates the form with the same schema and messages as the page, refuses an empty cart, stores the
 * checkout session and returns it with the Order Summary computed from the stored prices, and the
 * buyer's terms (a business buyer's GCT rate and "Pay on account (Net N)").
 */
import { randomUUID } from 'node:crypto';
import { toCartView } from '../../core/cart/cart.js';
import {
  checkoutMessages,
  checkoutSessionInputSchema,
  computeOrderTotals,
  type CheckoutSession,
} from '../../core/checkout/checkout.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getBuyerTerms } from '../../core/business/company.js';
import { CHECKOUT } from '../../core/checkout/checkout-charges.js';
import { readCartWithProducts } from '../../data/carts.js';
import { saveCheckoutSession } from '../../data/checkout-sessions.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', body: checkoutSessionInputSchema },
  async ({ event, caller, body }) => {
    const owner = getRequestOwner(event, caller);
    const { cart, products, buyer: account } = await readCartWithProducts(owner);
    const view = toCartView(cart.lines, products);
    if (view.item_count === 0) throw new RuleViolation('invalid', checkoutMessages.emptyCart.description);
    const session: CheckoutSession = {
      id: randomUUID(),
      session_id: owner.kind === 'guest' ? owner.sessionId : null,
      user_id: owner.kind === 'user' ? owner.userId : null,
      ...body,
      created_at: new Date().toISOString(),
    };
    const saved = await saveCheckoutSession(owner, session);
    // The buyer's GCT rate and account terms: the same rule the order is placed by.
    const buyer = getBuyerTerms(account.company, CHECKOUT.gctRate, session.created_at);
    return {
      statusCode: 201,
      body: {
        checkout_session: saved,
        summary: computeOrderTotals(view.subtotal, saved.fulfilment, buyer.gct_rate),
        buyer,
      },
    };
  },
);
