/**
 * Where the checkout draft (checkout-draft.ts) is kept, and its clearing at sign-out: the only part
 * of it the first load needs, so the rest stays with the lazy checkout.
 */
export const CHECKOUT_DRAFT_KEY = 'checkout_draft';

/** The tab's session storage, or undefined where storage is switched off. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage switched off: the checkout works, it just forgets on reload
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStore()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Full or switched off: nothing is kept, nothing breaks.
  }
}
