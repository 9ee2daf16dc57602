/**
 * The cart of the current shopper, kept on the server and read through TanStack Query. The query's
 * key carries the shopper's identity generation: every sign-in, sign-out or change of user starts a
 * fresh cart query (the previous shopper's lines never show), and a guest who signs in has the
 * guest cart merged into theirs before the first read. Changes are mutations (cart-change.ts, loaded
 * with the first change) that show their result at once and roll back when the server refuses.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CartView } from '@core/cart/cart';
import { api } from '@web/lib/api-client';
import {
  addIdentityStep,
  getIdentityGeneration,
  isIdentityKnown,
  isSignedIn,
  subscribeToAuth,
} from '@web/lib/auth/auth-status';
import { GUEST_SESSION_HEADER, getGuestSessionId, getShopperRequest } from '@web/lib/shopper-identity';
import { shouldMergeGuestCart } from '../utils/cart-changes';
import { clearCheckoutDraft } from '../utils/checkout-draft-storage';

export type { CartLineView, CartView } from '@core/cart/cart';

interface CartAnswer {
  cart: CartView;
}

/** Every cart mutation carries this key: the Add buttons are disabled while one runs. */
export const cartMutationKey = ['cart-change'] as const;

// What the cart keeps about the changes of who the shopper is (the session store keeps who it is).
type Listener = () => void;
let started = false;
/**
 * Whether this page has known the shopper as a guest: only then can a sign-in bring a guest cart to
 * merge. A session restored on load has none (the cart waits for it), and a token refresh or the
 * same customer again is not a sign-in, so the merge runs once per sign-in.
 */
let knownAsGuest = false;
/** The identity generations whose first cart read merges the guest cart. */
const mergeDue = new Set<number>();
/** Whether this page has known a signed-in customer: a sign-out then forgets what checkout kept. */
let knownAsCustomer = false;

/** Run by the session store at a change of who the shopper is, before any screen hears of it. */
function onIdentityChange() {
  const signedIn = isSignedIn();
  const owner = getIdentityGeneration();
  if (owner !== null && shouldMergeGuestCart(knownAsGuest, signedIn)) mergeDue.add(owner);
  knownAsGuest = !signedIn;
  // The next person at this browser must not find the customer's checkout details.
  if (knownAsCustomer && !signedIn) clearCheckoutDraft();
  knownAsCustomer = signedIn;
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  knownAsGuest = isIdentityKnown() && !isSignedIn();
  knownAsCustomer = isIdentityKnown() && isSignedIn();
  addIdentityStep(onIdentityChange);
}

export function subscribeToCartOwner(listener: Listener): () => void {
  start();
  return subscribeToAuth(listener);
}

/** The shopper's identity generation (the session store's), or null while a stored session is read. */
export const getCartOwner = getIdentityGeneration;

export function cartQueryKey(owner: number | null) {
  return ['cart', owner] as const;
}

export async function send(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  body?: unknown,
): Promise<CartView> {
  const { prefix, headers } = await getShopperRequest();
  const answer =
    method === 'get'
      ? await api.get<CartAnswer>(`${prefix}${path}`, { headers })
      : await api[method]<CartAnswer>(`${prefix}${path}`, { headers, body });
  return answer.cart;
}

/** Moves the guest cart into the signed-in customer's cart, answering the merged cart. */
async function mergeGuestCart(): Promise<CartView> {
  const { headers } = await getShopperRequest();
  const answer = await api.post<CartAnswer>('/me/cart/merge', {
    headers: { ...headers, [GUEST_SESSION_HEADER]: getGuestSessionId() },
  });
  return answer.cart;
}

async function readCart(owner: number | null): Promise<CartView> {
  if (owner !== null && mergeDue.delete(owner) && isSignedIn()) {
    try {
      return await mergeGuestCart();
    } catch (error) {
      console.error('Merging the guest cart failed', error);
    }
  }
  try {
    return await send('get', '/cart');
  } catch (error) {
    console.error('Loading the cart failed', error);
    throw error;
  }
}

export function cartQueryOptions(owner: number | null) {
  return queryOptions({
    queryKey: cartQueryKey(owner),
    queryFn: () => readCart(owner),
    enabled: owner !== null,
    // A guest who signs in keeps seeing the guest lines until the merged cart arrives; after a
    // sign-out the customer's lines must not stay on screen.
    placeholderData: (previous: CartView | undefined) => (isSignedIn() ? previous : undefined),
  });
}

/** After an order the server has emptied the cart; show that without another call. */
export function markCartEmpty(queryClient: QueryClient): void {
  queryClient.setQueryData<CartView>(cartQueryKey(getCartOwner()), { lines: [], item_count: 0, subtotal: 0 });
}
