/**
 * The cart as the shopper's first page uses it: the header badge and the Add buttons (the cart page's
 * actions are in use-cart-page, outside the first page's bundle).
 */
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { UI } from '@web/lib/ui-timings';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { showToast, type ToastInput } from '@web/lib/toast';
import { cartMutationKey, cartQueryOptions, getCartOwner, subscribeToCartOwner } from '../api/cart';
import { cartStrings } from '../cart-strings';

/** What adding needs to know about a product (the server looks up the price itself). */
export interface CartProduct {
  id: string;
  name: string;
}

export function showNotice(notice: string | undefined) {
  if (notice) showToast({ title: cartStrings.stockLimit, description: notice, variant: 'destructive' });
}

/**
 * A refused change in the shop's words; when the server explains (another tab changed the cart, or
 * the product sold out meanwhile) its message is the description.
 */
export function showFailure(failure: Omit<ToastInput, 'variant'>, error: unknown) {
  console.error(error);
  const explained = error instanceof ApiError && error.status === 409;
  showToast({ ...failure, ...(explained ? { description: error.message } : {}), variant: 'destructive' });
}

function useCartOwner(): number | null {
  return useSyncExternalStore(subscribeToCartOwner, getCartOwner, getCartOwner);
}

export function useCartQuery(options: { refetchOnMount?: 'always' } = {}) {
  return useQuery({ ...cartQueryOptions(useCartOwner()), ...options });
}

/** Total items in the cart (sum of quantities), for the header badge. */
export function useCartItemCount(): number {
  return useCartQuery().data?.item_count ?? 0;
}

export function useCartBusy(): boolean {
  return useIsMutating({ mutationKey: cartMutationKey }) > 0;
}

/**
 * Adds to the cart and says so in a toast (resolving to whether it was added); `isBusy` disables the
 * Add buttons while a cart action runs.
 */
export function useAddToCart() {
  const isBusy = useCartBusy();
  const queryClient = useQueryClient();

  const addToCart = useCallback(
    async (product: CartProduct, quantity = 1): Promise<boolean> => {
      try {
        // The change code loads with the first Add, outside the first page's bundle.
        const { runCartChange } = await import('../api/cart-change');
        const cart = await runCartChange(queryClient, { kind: 'add', productId: product.id, quantity });
        showToast({
          title: cartStrings.added.title,
          description: cartStrings.added.description(product.name),
          durationMs: UI.toastDurationShortMs,
          action: { label: cartStrings.added.viewCart, href: paths.cart.getHref() },
        });
        showNotice(cart.notice);
        return true;
      } catch (error) {
        showFailure(cartStrings.addFailed, error);
        return false;
      }
    },
    [queryClient],
  );

  return { addToCart, isBusy };
}
