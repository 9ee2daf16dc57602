/**
 * The wishlist hearts of the catalogue screens, composed here since features do not import each
 * other. Signed out (as far as the header can tell), a heart asks the shopper to sign in; signed in,
 * the lazy {@link WishlistBridge} loads the wishlist and its toggle, keeping them out of the first
 * load of `/` (120 KB budget).
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WishlistActions } from '@web/features/catalogue/components/wishlist-button';
import { askToSignIn } from '@web/features/wishlist/utils/ask-to-sign-in';
import { useIsSignedIn } from '@web/lib/auth/auth-status';

const WishlistBridge = lazy(() => import('./wishlist-bridge').then((m) => ({ default: m.WishlistBridge })));

/**
 * The hearts' actions, and an element to render anywhere in the route (it draws nothing) that keeps
 * them current once signed in.
 */
export function useWishlistActions(): { wishlist: WishlistActions; wishlistBridge: ReactNode } {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const [signedInActions, setSignedInActions] = useState<WishlistActions>();
  const signedOutActions = useMemo<WishlistActions>(
    () => ({ isInWishlist: () => false, onToggleWishlist: () => askToSignIn(navigate) }),
    [navigate],
  );
  const signedInLoading = useMemo<WishlistActions>(
    () => ({ isInWishlist: () => false, onToggleWishlist: () => undefined, isWishlistBusy: true }),
    [],
  );
  return {
    wishlist: signedIn ? (signedInActions ?? signedInLoading) : signedOutActions,
    wishlistBridge: signedIn ? (
      <Suspense fallback={null}>
        <WishlistBridge onChange={setSignedInActions} />
      </Suspense>
    ) : null,
  };
}
