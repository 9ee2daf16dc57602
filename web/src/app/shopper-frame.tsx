import { ShopperLayout } from '@web/components/layout/shopper-layout';
import { useCartItemCount } from '@web/features/cart/hooks/use-cart';

/** The shopper layout with the cart's item count for the header badge (features meet components here). */
export function ShopperFrame() {
  const cartCount = useCartItemCount();
  return <ShopperLayout cartCount={cartCount} />;
}
