/** The shop words staff edit: the list search uses, saving a whole list, restoring the shipped one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopWordsInput, ShopWordsView } from '@core/catalogue/shop-words';
import { authedApi } from '@web/lib/auth/authed-api';

const shopWordsKey = ['admin', 'shop-words'] as const;

export function useShopWords() {
  return useQuery(
    queryOptions({
      queryKey: shopWordsKey,
      queryFn: ({ signal }) => authedApi.get<ShopWordsView>('/admin/shop-words', { signal }),
    }),
  );
}

/** Saves the whole list (adding, editing and removing are each a save); the answer is the list now. */
export function useSaveShopWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopWordsInput) => authedApi.put<ShopWordsView>('/admin/shop-words', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(shopWordsKey, saved),
  });
}

export function useRestoreShopWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authedApi.delete<ShopWordsView>('/admin/shop-words'),
    onSuccess: (restored) => queryClient.setQueryData(shopWordsKey, restored),
  });
}
