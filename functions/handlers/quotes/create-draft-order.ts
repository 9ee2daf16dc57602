/**
 * POST /api/admin/inbox/{id}/draft-order (admin): makes a quote request into a draft order. Each SKU
 * is looked up in the catalogue (active products only, at their stored prices); SKUs that are not
 * found are listed on the draft, and a quote with none found is a 400. One draft per quote request.
 */
import { randomUUID } from 'node:crypto';
import { inboxParamsSchema } from '../../core/inbox/staff-inbox-requests.js';
import { buildDraftOrder, toDraftOrderView } from '../../core/quotes/draft-order.js';
import { draftOrderMessages as m } from '../../core/quotes/draft-order-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getProductsBySku } from '../../data/catalogue-reads.js';
import { putNewDraftOrder } from '../../data/draft-orders.js';
import { createLinkToken } from '../../data/link-tokens.js';
import { isLostRace } from '../../data/retry-on-conflict.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getInboxMessageOr404 } from '../../services/inbox/change-inbox-message.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: inboxParamsSchema },
  async ({ params, caller }) => {
    const message = await getInboxMessageOr404(params.id);
    if (message.kind !== 'quote') throw new RuleViolation('invalid', m.notQuote);
    if (message.draft_order_id) throw new RuleViolation('conflict', m.alreadyDrafted);
    const found = await getProductsBySku(message.details.lines.map((line) => line.sku));
    const now = new Date().toISOString();
    const draft = buildDraftOrder(message, found, {
      id: randomUUID(),
      token: createLinkToken(),
      by: caller!.email ?? caller!.userId,
      now,
    });
    try {
      await putNewDraftOrder(message, draft, now);
    } catch (error) {
      // The message changed since it was read: most likely someone made its draft a moment ago.
      if (isLostRace(error)) throw new RuleViolation('concurrent-change', m.alreadyDrafted);
      throw error;
    }
    // Priced with the products just read: no second read of the same items.
    const byId = new Map([...found.values()].map((product) => [product.id, product]));
    return { statusCode: 201, body: { draft_order: toDraftOrderView(draft, byId) } };
  },
);
