/** The whole cart with the cart page's actions, each with the shop's toasts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { UI } from '@web/lib/ui-timings';
import { showToast } from '@web/lib/toast';
import type { CartLineView, CartView } from '../api/cart';
import { cartChangeOptions } from '../api/cart-change';
import { cartStrings } from '../cart-strings';
import { showFailure, showNotice, useCartBusy, useCartQuery } from './use-cart';

export interface CartState {
  lines: CartLineView[];
  itemCount: number;
  subtotal: number;
  /** The buyer's GCT as the server charges it (the cart read's); absent until the cart is read. */
  gct: CartView['gct'];
  loaded: boolean;
  /** A read of the cart is on its way: what is shown may be about to change. */
  refreshing: boolean;
  busy: boolean;
  /** Reads the cart again now; resolves to the cart as the server has it. */
  refresh: () => Promise<CartView | undefined>;
  setQuantity: (productId: string, quantity: number) => Promise<void>;
  removeItem: (productId: string) => Promise<void>;
  clear: () => Promise<void>;
}

/** Runs `refresh` whenever the shopper comes back to this tab or window. */
function useRefreshOnReturn(refresh: () => unknown) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);
}

/**
 * Read afresh on opening and on every return to the tab: another tab, or other shoppers' orders,
 * may have changed it, and the summary a shopper confirms must be the cart the order is made from.
 */
export function useCart(): CartState {
  const query = useCartQuery({ refetchOnMount: 'always' });
  const busy = useCartBusy();
  const { mutateAsync } = useMutation(cartChangeOptions(useQueryClient()));
  const { refetch } = query;
  const refresh = useCallback(async () => (await refetch()).data, [refetch]);
  useRefreshOnReturn(refresh);

  const setQuantity = useCallback(
    async (productId: string, quantity: number) => {
      if (quantity < 1) return;
      try {
        showNotice((await mutateAsync({ kind: 'set', productId, quantity })).notice);
      } catch (error) {
        showFailure(cartStrings.updateFailed, error);
      }
    },
    [mutateAsync],
  );

  const removeItem = useCallback(
    async (productId: string) => {
      try {
        await mutateAsync({ kind: 'remove', productId });
        showToast({ ...cartStrings.removed, durationMs: UI.toastDurationShortMs });
      } catch (error) {
        showFailure(cartStrings.removeFailed, error);
      }
    },
    [mutateAsync],
  );

  const clear = useCallback(async () => {
    try {
      await mutateAsync({ kind: 'clear' });
      showToast({ ...cartStrings.cleared, durationMs: UI.toastDurationShortMs });
    } catch (error) {
      showFailure(cartStrings.clearFailed, error);
    }
  }, [mutateAsync]);

  const cart = query.data;
  return {
    lines: cart?.lines ?? [],
    itemCount: cart?.item_count ?? 0,
    subtotal: cart?.subtotal ?? 0,
    gct: cart?.gct,
    loaded: query.status !== 'pending',
    refreshing: query.isFetching,
    busy,
    refresh,
    setQuantity,
    removeItem,
    clear,
  };
}
