/** The cart as the screens use it: the item count of the header badge and the add action. */
import { useCallback, useSyncExternalStore } from 'react';
import { UI } from '@core/constants';
import { showToast } from '@web/lib/toast';
import { cartStrings } from '../cart-strings';
import {
  addToCart as addToStoredCart,
  getCartLines,
  getItemCount,
  isCartBusy,
  subscribeToCart,
  type CartProduct,
} from '../stores/cart-store';

const getCount = () => getItemCount(getCartLines());
const getZero = () => 0;

/** Total items in the cart (sum of quantities), for the header badge. */
export function useCartItemCount(): number {
  return useSyncExternalStore(subscribeToCart, getCount, getZero);
}

/** Adds to the cart and says so in a toast; `isBusy` disables the Add buttons while a cart action runs. */
export function useAddToCart() {
  const isBusy = useSyncExternalStore(subscribeToCart, isCartBusy, isCartBusy);

  const addToCart = useCallback(async (product: CartProduct, quantity = 1) => {
    try {
      await addToStoredCart(product, quantity);
      showToast({
        title: cartStrings.added.title,
        description: cartStrings.added.description(product.name),
        durationMs: UI.toastDurationShortMs,
      });
    } catch (error) {
      console.error(error);
      showToast({ ...cartStrings.addFailed, variant: 'destructive' });
    }
  }, []);

  return { addToCart, isBusy };
}
