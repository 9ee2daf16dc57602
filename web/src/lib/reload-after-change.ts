/**
 * Reads a query again after a change was saved. A plain invalidation is not enough: while a first
 * read is still on its way (no data yet), TanStack Query joins that read instead of starting
 * another, and that read may have left before the change was written, so the screen would keep the
 * list without it (a heart that stays empty after "Added to wishlist"). Cancelling the read in
 * flight first makes the next one start after the change.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function reloadAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
