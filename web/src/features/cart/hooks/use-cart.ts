/** The cart as the screens use it: the header badge, the Add buttons and the cart page's actions. */
import { useCallback, useSyncExternalStore } from 'react';
import { UI } from '@core/constants';
import { showToast, type ToastInput } from '@web/lib/toast';
import { cartStrings } from '../cart-strings';
import {
  addToCart as addToServerCart,
  clearCart,
  getCartSnapshot,
  removeFromCart,
  subscribeToCart,
  updateQuantity,
  type CartProduct,
  type CartSnapshot,
} from '../stores/cart-store';

const getCount = () => getCartSnapshot().itemCount;
const getZero = () => 0;
const getBusy = () => getCartSnapshot().busy;

function showNotice(notice: string | undefined) {
  if (notice) showToast({ title: cartStrings.stockLimit, description: notice, variant: 'destructive' });
}

function showFailure(failure: Omit<ToastInput, 'variant'>, error: unknown) {
  console.error(error);
  showToast({ ...failure, variant: 'destructive' });
}

/** Total items in the cart (sum of quantities), for the header badge. */
export function useCartItemCount(): number {
  return useSyncExternalStore(subscribeToCart, getCount, getZero);
}

/**
 * Adds to the cart and says so in a toast (resolving to whether it was added); `isBusy` disables the
 * Add buttons while a cart action runs.
 */
export function useAddToCart() {
  const isBusy = useSyncExternalStore(subscribeToCart, getBusy, getBusy);

  const addToCart = useCallback(async (product: CartProduct, quantity = 1): Promise<boolean> => {
    try {
      const notice = await addToServerCart(product, quantity);
      showToast({
        title: cartStrings.added.title,
        description: cartStrings.added.description(product.name),
        durationMs: UI.toastDurationShortMs,
      });
      showNotice(notice);
      return true;
    } catch (error) {
      showFailure(cartStrings.addFailed, error);
      return false;
    }
  }, []);

  return { addToCart, isBusy };
}

/** The whole cart with the cart page's actions, each with the spec's toasts. */
export function useCart(): CartSnapshot & {
  setQuantity: (productId: string, quantity: number) => Promise<void>;
  removeItem: (productId: string) => Promise<void>;
  clear: () => Promise<void>;
} {
  const snapshot = useSyncExternalStore(subscribeToCart, getCartSnapshot, getCartSnapshot);

  const setQuantity = useCallback(async (productId: string, quantity: number) => {
    try {
      showNotice(await updateQuantity(productId, quantity));
    } catch (error) {
      showFailure(cartStrings.updateFailed, error);
    }
  }, []);

  const removeItem = useCallback(async (productId: string) => {
    try {
      await removeFromCart(productId);
      showToast({ ...cartStrings.removed, durationMs: UI.toastDurationShortMs });
    } catch (error) {
      showFailure(cartStrings.removeFailed, error);
    }
  }, []);

  const clear = useCallback(async () => {
    try {
      await clearCart();
      showToast({ ...cartStrings.cleared, durationMs: UI.toastDurationShortMs });
    } catch (error) {
      showFailure(cartStrings.clearFailed, error);
    }
  }, []);

  return { ...snapshot, setQuantity, removeItem, clear };
}
