/**
 * The cart of the current shopper, kept on the server and mirrored here for the screens:
 * loaded when the page starts and again whenever the signed-in user changes (the spec's states); when a
 * customer signs in, the guest cart is merged into theirs first. A busy flag is set during every cart
 * action (the spec's states: the Add buttons are disabled meanwhile).
 */
import { api } from '@web/lib/api-client';
import {
  GUEST_SESSION_HEADER,
  getGuestSessionId,
  getShopperRequest,
  isIdentityKnown,
  isSignedIn,
  subscribeToIdentity,
} from '@web/lib/shopper-identity';

export { createGuestSessionId, getGuestSessionId } from '@web/lib/shopper-identity';

/** One line of the cart as shown (the spec's entities, "Cart line"), as the server prices it. */
export interface CartLine {
  id: string;
  product_id: string;
  name: string;
  /** Unit price in JMD: the product's stored selling price. */
  price: number;
  quantity: number;
  image_url: string | null;
  sku: string;
  line_total: number;
  /** What is in stock: the plus button stops there. */
  stock_quantity: number;
}

export interface CartSnapshot {
  lines: CartLine[];
  itemCount: number;
  subtotal: number;
  loaded: boolean;
  busy: boolean;
}

/** What adding needs to know about a product (the server looks up the price itself). */
export interface CartProduct {
  id: string;
  name: string;
  sku: string;
  selling_price: number;
  images: readonly string[];
}

interface CartAnswer {
  cart: { lines: CartLine[]; item_count: number; subtotal: number; notice?: string };
}

/** Cart total items: the sum of the quantities (the spec's business constants). */
export function getItemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: CartSnapshot = { lines: [], itemCount: 0, subtotal: 0, loaded: false, busy: false };
let started = false;
/**
 * Whether this page has known the shopper as a guest: only then can a sign-in bring a guest cart to
 * merge. A session restored on load has none (cart calls wait for it), and a token refresh or the
 * same customer again is not a sign-in, so the merge runs once per sign-in.
 */
let knownAsGuest = false;

function update(patch: Partial<CartSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function apply(answer: CartAnswer): string | undefined {
  update({
    lines: answer.cart.lines,
    itemCount: answer.cart.item_count,
    subtotal: answer.cart.subtotal,
    loaded: true,
  });
  return answer.cart.notice;
}

async function call(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown) {
  const { prefix, headers } = await getShopperRequest();
  if (method === 'get') return api.get<CartAnswer>(`${prefix}${path}`, { headers });
  return api[method]<CartAnswer>(`${prefix}${path}`, { headers, body });
}

/** Runs a cart action with the busy flag set; returns the server's notice (a quantity capped by stock). */
async function runAction(action: () => Promise<CartAnswer>): Promise<string | undefined> {
  update({ busy: true });
  try {
    return apply(await action());
  } finally {
    update({ busy: false });
  }
}

/** Loads the cart; a failure is logged only (the spec's error catalogue). */
export async function loadCart(): Promise<void> {
  try {
    await runAction(() => call('get', '/cart'));
  } catch (error) {
    console.error('Loading the cart failed', error);
    update({ loaded: true });
  }
}

/** Moves the guest cart into the signed-in customer's cart (merge at sign-in). */
export async function mergeGuestCart(): Promise<string | undefined> {
  if (!isSignedIn()) return undefined;
  const { headers } = await getShopperRequest();
  return runAction(() =>
    api.post<CartAnswer>('/me/cart/merge', {
      headers: { ...headers, [GUEST_SESSION_HEADER]: getGuestSessionId() },
    }),
  );
}

/** Whether an identity change should merge the guest cart first: a guest has just signed in. */
export function shouldMergeGuestCart(wasGuest: boolean, signedIn: boolean): boolean {
  return wasGuest && signedIn;
}

async function onIdentityChange() {
  const signedIn = isSignedIn();
  const merge = shouldMergeGuestCart(knownAsGuest, signedIn);
  knownAsGuest = !signedIn;
  // Signed out: the customer's lines must not stay on screen while the guest cart loads.
  if (!signedIn) update({ lines: [], itemCount: 0, subtotal: 0 });
  if (merge) {
    try {
      await mergeGuestCart();
    } catch (error) {
      console.error('Merging the guest cart failed', error);
    }
  }
  await loadCart();
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  subscribeToIdentity(() => void onIdentityChange());
  // While a stored session is being restored, the first identity answer loads the cart instead.
  if (!isIdentityKnown()) return;
  knownAsGuest = !isSignedIn();
  void loadCart();
}

export function getCartSnapshot(): CartSnapshot {
  return snapshot;
}

export function subscribeToCart(listener: Listener): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds `quantity` of a product (raising an existing line); rejects when the server refuses. */
export function addToCart(product: CartProduct, quantity: number): Promise<string | undefined> {
  return runAction(() => call('post', '/cart/items', { product_id: product.id, quantity }));
}

/** Sets a line's quantity; below 1 is ignored (the spec's validation rules). */
export async function updateQuantity(productId: string, quantity: number): Promise<string | undefined> {
  if (quantity < 1) return undefined;
  return runAction(() => call('put', `/cart/items/${encodeURIComponent(productId)}`, { quantity }));
}

export function removeFromCart(productId: string): Promise<string | undefined> {
  return runAction(() => call('delete', `/cart/items/${encodeURIComponent(productId)}`));
}

export function clearCart(): Promise<string | undefined> {
  return runAction(() => call('delete', '/cart'));
}

/** After an order the server has emptied the cart; mirror that without another call. */
export function markCartEmpty(): void {
  update({ lines: [], itemCount: 0, subtotal: 0 });
}
