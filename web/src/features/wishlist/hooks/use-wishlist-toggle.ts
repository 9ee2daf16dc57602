/**
 * For the shopper screens (product card and detail page): whether a product is on the signed-in
 * customer's wishlist, and a toggle. A signed-out shopper is sent to /auth. Wire it from the app's
 * routes, since features do not import each other.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthState } from '@web/lib/auth/auth-session';
import { showToast } from '@web/lib/toast';
import { useWishlist, useWishlistMutation } from '../api/wishlist';
import { askToSignIn } from '../utils/ask-to-sign-in';
import { wishlistStrings } from '../wishlist-strings';

export function useWishlistToggle() {
  const { status, user } = useAuthState();
  const navigate = useNavigate();
  const userId = status === 'signedIn' ? user?.userId : undefined;
  const wishlist = useWishlist(userId);
  // The mutation's result is a new object on every render; its mutateAsync is stable, so `toggle`
  // changes only when the list or the user does.
  const { mutateAsync, isPending } = useWishlistMutation(userId);
  const ids = useMemo(() => new Set((wishlist.data ?? []).map((line) => line.product_id)), [wishlist.data]);

  const isInWishlist = useCallback((productId: string) => ids.has(productId), [ids]);

  const toggle = useCallback(
    async (productId: string) => {
      if (!userId) {
        askToSignIn(navigate);
        return;
      }
      const keep = !ids.has(productId);
      try {
        await mutateAsync({ productId, keep });
        showToast(keep ? wishlistStrings.added : wishlistStrings.removed);
      } catch (error) {
        console.error(error);
        showToast({ ...wishlistStrings.failed, variant: 'destructive' });
      }
    },
    [ids, mutateAsync, navigate, userId],
  );

  // Until the list has come, a heart cannot tell adding from removing: it waits.
  const loading = userId !== undefined && wishlist.isPending;
  return { isInWishlist, toggle, isBusy: isPending || loading };
}
