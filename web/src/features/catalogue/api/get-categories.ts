/** GET /api/categories: the active categories, in category-bar order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCategory } from '@core/catalogue/category';
import { api } from '@web/lib/api-client';

export interface GetCategoriesResponse {
  categories: PublicCategory[];
}

export function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<GetCategoriesResponse> {
  return api.get<GetCategoriesResponse>('/categories', { signal });
}

/** Categories change rarely (an import or an admin edit), so they stay fresh for a while. */
const CATEGORIES_STALE_TIME_MS = 5 * 60_000;

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: CATEGORIES_STALE_TIME_MS,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
