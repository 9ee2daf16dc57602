/**
 * What the draft order routes share: reading a draft or a 404, changing it under optimistic
 * locking, the products it is priced with, and the customer's link check (token compared in
 * constant time; a wrong token and an unknown id answer the same 404).
 */
import type { CartProductFacts } from '../../core/cart/cart.js';
import { isOpenToCustomer, type DraftOrder } from '../../core/quotes/draft-order.js';
import { draftOrderMessages as m } from '../../core/quotes/draft-order-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCartProducts } from '../../data/carts.js';
import { getDraftOrder, writeDraftOrder } from '../../data/draft-orders.js';
import { LOST_RACE, isLostRace, retryOnConflict } from '../../data/retry-on-conflict.js';
import { secretsMatch } from '../../shared/secrets-match.js';

export async function getDraftOrderOr404(id: string): Promise<DraftOrder> {
  const draft = await getDraftOrder(id);
  if (!draft) throw new RuleViolation('not-found', m.notFound);
  return draft;
}

/** The draft a customer's link names, if the token is its own and the draft was sent; else 404. */
export async function getQuoteByLink(id: string, token: string): Promise<DraftOrder> {
  const draft = await getDraftOrder(id);
  if (!draft || !secretsMatch(token, draft.token) || !isOpenToCustomer(draft)) {
    throw new RuleViolation('not-found', m.quoteNotFound);
  }
  return draft;
}

/** The cart facts of the draft's products, by id (strongly consistent: today's stored prices). */
export function getDraftProducts(draft: DraftOrder): Promise<Map<string, CartProductFacts>> {
  return getCartProducts(draft.lines.map((line) => line.product_id));
}

/** Applies `change` to the draft as stored now, reading and applying again after a lost race. */
export function changeDraftOrder(id: string, change: (draft: DraftOrder) => DraftOrder): Promise<DraftOrder> {
  return retryOnConflict(
    async () => {
      const draft = await getDraftOrderOr404(id);
      const changed = change(draft);
      if (changed === draft) return draft;
      return writeDraftOrder(draft, changed).catch((error: unknown) => {
        if (isLostRace(error)) return LOST_RACE;
        throw error;
      });
    },
    { message: m.changedMeanwhile },
  );
}

/** Writes staff's change only if nobody changed the draft since staff read `version` (else 409). */
export async function changeDraftOrderAt(
  id: string,
  version: number,
  change: (draft: DraftOrder) => DraftOrder,
): Promise<DraftOrder> {
  const draft = await getDraftOrderOr404(id);
  if (draft.version !== version) throw new RuleViolation('concurrent-change', m.changedMeanwhile);
  try {
    return await writeDraftOrder(draft, change(draft));
  } catch (error) {
    if (isLostRace(error)) throw new RuleViolation('concurrent-change', m.changedMeanwhile);
    throw error;
  }
}
