/**
 * The shop's brands and categories by id and name (GET /api/admin/catalogue-options, staff only):
 * the pickers of staff's product form and of a price list's percentage rules read this one query.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedApi } from '@web/lib/auth/authed-api';

export interface CatalogueOption {
  id: string;
  name: string;
  is_active: boolean;
}

const getCatalogueOptions = () =>
  authedApi.get<{ brands: CatalogueOption[]; categories: CatalogueOption[] }>('/admin/catalogue-options');

/** Under `['admin']`, so refreshing every admin query refreshes these too. */
const catalogueOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'catalogue-options'],
    queryFn: getCatalogueOptions,
    staleTime: 60_000,
  });

export const useCatalogueOptions = () => useQuery(catalogueOptionsQuery());
