/**
 * The cart of the current shopper, kept on the server and read through TanStack Query. The query's
 * key carries the shopper's identity generation: every sign-in, sign-out or change of user starts a
 * fresh cart query (the previous shopper's lines never show), and a guest who signs in has the
 * guest cart merged into theirs before the first read. Changes are mutations that show their result
 * at once and roll back when the server refuses.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CartView } from '@core/cart/cart';
import { api, ApiError } from '@web/lib/api-client';
import {
  GUEST_SESSION_HEADER,
  getGuestSessionId,
  getShopperRequest,
  isIdentityKnown,
  isSignedIn,
  subscribeToIdentity,
} from '@web/lib/shopper-identity';
import { applyCartChange, shouldMergeGuestCart, type CartChange } from '../utils/cart-changes';

export type { CartLineView, CartView } from '@core/cart/cart';

interface CartAnswer {
  cart: CartView;
}

/** Every cart mutation carries this key: the Add buttons are disabled while one runs. */
export const cartMutationKey = ['cart-change'] as const;

/** Attempts after the first when the server answers 409 (another tab changed the cart meanwhile). */
const CONFLICT_RETRIES = 2;
const CONFLICT_RETRY_BASE_MS = 150;

/** A 409 means the write did not happen, so sending the same change again is safe. */
export function shouldRetryCartChange(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && failureCount < CONFLICT_RETRIES;
}

function conflictRetryDelay(attempt: number): number {
  return CONFLICT_RETRY_BASE_MS * 2 ** attempt * (0.5 + Math.random());
}

// Who the shopper is, as the cart sees it: a generation counted up on every identity change.
type Listener = () => void;
const listeners = new Set<Listener>();
let generation = 0;
let started = false;
/**
 * Whether this page has known the shopper as a guest: only then can a sign-in bring a guest cart to
 * merge. A session restored on load has none (the cart waits for it), and a token refresh or the
 * same customer again is not a sign-in, so the merge runs once per sign-in.
 */
let knownAsGuest = false;
const mergeDue = new Set<number>();

function onIdentityChange() {
  const signedIn = isSignedIn();
  const next = generation + 1;
  if (shouldMergeGuestCart(knownAsGuest, signedIn)) mergeDue.add(next);
  knownAsGuest = !signedIn;
  generation = next;
  for (const listener of listeners) listener();
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  knownAsGuest = isIdentityKnown() && !isSignedIn();
  subscribeToIdentity(onIdentityChange);
}

export function subscribeToCartOwner(listener: Listener): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current identity generation, or null while a stored session is still being restored. */
export function getCartOwner(): number | null {
  return isIdentityKnown() ? generation : null;
}

export function cartQueryKey(owner: number | null) {
  return ['cart', owner] as const;
}

async function send(
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

function sendChange(change: CartChange): Promise<CartView> {
  const line = (id: string) => `/cart/items/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case 'add':
      return send('post', '/cart/items', { product_id: change.productId, quantity: change.quantity });
    case 'set':
      return send('put', line(change.productId), { quantity: change.quantity });
    case 'remove':
      return send('delete', line(change.productId));
    case 'clear':
      return send('delete', '/cart');
  }
}

function withoutNotice({ notice: _notice, ...cart }: CartView): CartView {
  return cart;
}

interface ChangeContext {
  key: ReturnType<typeof cartQueryKey>;
  previous: CartView | undefined;
}

async function showChange(queryClient: QueryClient, change: CartChange): Promise<ChangeContext> {
  const key = cartQueryKey(getCartOwner());
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<CartView>(key);
  if (previous) queryClient.setQueryData(key, applyCartChange(previous, change));
  return { key, previous };
}

/**
 * One cart change: shown at once, sent, retried on a conflict with another tab, then replaced by the
 * server's cart; on failure the previous cart comes back and is read again. Resolves to the
 * server's cart, whose `notice` says when a quantity was capped by stock.
 */
export function cartChangeOptions(queryClient: QueryClient) {
  return mutationOptions<CartView, Error, CartChange, ChangeContext>({
    mutationKey: cartMutationKey,
    mutationFn: sendChange,
    retry: shouldRetryCartChange,
    retryDelay: conflictRetryDelay,
    onMutate: (change) => showChange(queryClient, change),
    onSuccess: (cart, _change, context) => {
      queryClient.setQueryData(context.key, withoutNotice(cart));
    },
    onError: (_error, _change, context) => {
      if (!context) return;
      if (context.previous) queryClient.setQueryData(context.key, context.previous);
      void queryClient.invalidateQueries({ queryKey: context.key });
    },
  });
}

/**
 * Runs a cart change as a mutation of the shared cache without a mutation observer: what
 * `useMutation` does underneath, for the Add buttons of the shopper's first page, whose bundle has
 * no room for the observer. The cart page uses `useMutation` with the same options.
 */
export function runCartChange(queryClient: QueryClient, change: CartChange): Promise<CartView> {
  return queryClient.getMutationCache().build(queryClient, cartChangeOptions(queryClient)).execute(change);
}

/** After an order the server has emptied the cart; show that without another call. */
export function markCartEmpty(queryClient: QueryClient): void {
  queryClient.setQueryData<CartView>(cartQueryKey(getCartOwner()), { lines: [], item_count: 0, subtotal: 0 });
}
