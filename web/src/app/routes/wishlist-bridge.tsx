/**
 * The signed-in half of {@link useWishlistActions}: the wishlist feature's toggle, handed up to the
 * route. A lazy chunk, so the wishlist and sign-in code never weigh on a signed-out first load of `/`.
 */
import { useEffect } from 'react';
import type { WishlistActions } from '@web/features/catalogue/components/wishlist-button';
import { useWishlistToggle } from '@web/features/wishlist/hooks/use-wishlist-toggle';
import { useAuthState } from '@web/lib/auth/auth-status';

interface WishlistBridgeProps {
  onChange: (actions: WishlistActions) => void;
}

export function WishlistBridge({ onChange }: WishlistBridgeProps) {
  const { isInWishlist, toggle, isBusy } = useWishlistToggle();
  // Rendered only for a stored or known session: while it is being restored, the hearts wait
  // rather than send the customer to sign in.
  const restoring = useAuthState().status === 'loading';
  useEffect(() => {
    onChange({
      isInWishlist,
      onToggleWishlist: (id) => void toggle(id),
      isWishlistBusy: isBusy || restoring,
    });
  }, [isBusy, isInWishlist, onChange, restoring, toggle]);
  return null;
}
