/**
 * Cart changes as mutations of the shared query cache: shown at once, sent, sent again when another
 * tab changed the cart meanwhile (the server's ConcurrentChange), then replaced by the server's cart or rolled back. Kept apart
 * from the cart query so the shopper's first page loads it only with the first Add.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CartView } from '@core/cart/cart';
import { changeRetry } from '@web/lib/change-retry';
import { whenIdentityKnown } from '@web/lib/auth/auth-status';
import { applyCartChange, type CartChange } from '../utils/cart-changes';
import { cartMutationKey, cartQueryKey, getCartOwner, send } from './cart';

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

/** The server's cart after a change, keeping the buyer's GCT from the last read (a change's answer has none). */
function afterChange({ notice: _notice, ...cart }: CartView, previous: CartView | undefined): CartView {
  const gct = cart.gct ?? previous?.gct;
  return gct ? { ...cart, gct } : cart;
}

interface ChangeContext {
  key: ReturnType<typeof cartQueryKey>;
  previous: CartView | undefined;
}

async function showChange(queryClient: QueryClient, change: CartChange): Promise<ChangeContext> {
  // An Add clicked while a stored session is still being restored belongs to the cart the header
  // reads once it is (the signed-in customer's), not to the unknown shopper's.
  await whenIdentityKnown();
  const key = cartQueryKey(getCartOwner());
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<CartView>(key);
  if (previous) queryClient.setQueryData(key, afterChange(applyCartChange(previous, change), previous));
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
    ...changeRetry,
    onMutate: (change) => showChange(queryClient, change),
    onSuccess: async (cart, _change, context) => {
      // A read of the cart begun while the change was sent (the header's first read after sign-in)
      // may have read before the change: stopped, so it never puts the older cart back over this one.
      await queryClient.cancelQueries({ queryKey: context.key });
      queryClient.setQueryData(context.key, afterChange(cart, context.previous));
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
