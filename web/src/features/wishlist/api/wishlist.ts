/** The customer's wishlist through the customer routes: list, add, remove. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WishlistLine } from '@core/account/wishlist';
import { authedApi } from '@web/lib/auth/authed-api';
import { reloadAfterChange } from '@web/lib/reload-after-change';

export const getWishlist = async (): Promise<WishlistLine[]> =>
  (await authedApi.get<{ items: WishlistLine[] }>('/wishlist')).items;

export const wishlistQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['account', userId, 'wishlist'], queryFn: getWishlist });

export function useWishlist(userId: string | undefined) {
  return useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

export const addToWishlist = (productId: string): Promise<void> =>
  authedApi.put<void>(`/wishlist/${encodeURIComponent(productId)}`);

export const removeFromWishlist = (productId: string): Promise<void> =>
  authedApi.delete<void>(`/wishlist/${encodeURIComponent(productId)}`);

/** Add or remove, then read the list again (after any read that left before the change). */
export function useWishlistMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, keep }: { productId: string; keep: boolean }) =>
      keep ? addToWishlist(productId) : removeFromWishlist(productId),
    onSettled: () => reloadAfterChange(queryClient, wishlistQueryOptions(userId ?? '').queryKey),
  });
}
