/**
 * What the shopper typed at checkout, kept for this browser tab's session (sessionStorage) so a
 * Reload, Back or Forward finds it again: the form as typed, the saved checkout session with the
 * lines the shopper confirmed, and the payment step's choices. Never a password or card data (the
 * checkout asks for neither). Cleared when the order is placed and at sign-out.
 */
import type { CheckoutForm } from '@core/checkout/checkout';
import type { PaymentMethod } from '@core/orders/order';
import type { SavedCheckout } from '../api/checkout';
import type { SummaryLine } from './cart-diff';

import { CHECKOUT_DRAFT_KEY, sessionStore } from './checkout-draft-storage';

/** The payment step's typed fields (no card data: the shop takes none). */
export interface PaymentDraft {
  payment_method: PaymentMethod;
  purchase_order: { company_name: string; trn: string; po_number: string };
  buyer_trn: string;
}

export interface CheckoutDraft {
  form?: CheckoutForm;
  /** The checkout session saved by "Continue to Payment" and the cart lines shown when it was. */
  saved?: { checkout: SavedCheckout; lines: SummaryLine[] };
  payment?: PaymentDraft;
}

export function readCheckoutDraft(): CheckoutDraft {
  try {
    const text = sessionStore()?.getItem(CHECKOUT_DRAFT_KEY);
    const draft: unknown = text ? JSON.parse(text) : {};
    return draft && typeof draft === 'object' ? (draft as CheckoutDraft) : {};
  } catch {
    return {};
  }
}

/** Keeps `patch` over what is kept already. */
export function keepCheckoutDraft(patch: CheckoutDraft): void {
  try {
    sessionStore()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...readCheckoutDraft(), ...patch }));
  } catch {
    // Full or switched off: nothing is kept, nothing breaks.
  }
}
