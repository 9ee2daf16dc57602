/**
 * The review and sync calls of the import tool: a preview's staged products and their publishing,
 * the pricing settings, the stores with their currency and sync schedule.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingSettings, PricingSettingsInput } from '@core/pricing/pricing-rules';
import type { ImportStore, UpdateImportStoreInput } from '@core/scraper/import-store';
import type { StagedProductView } from '@core/scraper/product-changes';
import type { PublishPreviewInput } from '@core/scraper/scrape-run';
import { authedApi } from '@web/lib/auth/authed-api';

export const reviewKeys = {
  staged: (runId: string) => ['scrapes', 'staged', runId] as const,
  pricing: ['pricing'] as const,
  /** Under the recent runs' key: starting a run (which records its store) refreshes the stores too. */
  stores: ['scrapes', 'recent', 'stores'] as const,
  taxonomy: ['pricing', 'taxonomy'] as const,
};

export interface PublishOutcome {
  message: string;
  productsInserted: number;
  productsUpdated: number;
}

export const publishPreview = (runId: string, input: PublishPreviewInput) =>
  authedApi.post<PublishOutcome>(`/admin/scrapes/${encodeURIComponent(runId)}/publish`, { body: input });

export const savePricing = (input: PricingSettingsInput) =>
  authedApi.put<{ settings: PricingSettings }>('/admin/pricing', { body: input });

export const saveStore = (id: string, input: UpdateImportStoreInput) =>
  authedApi.put<{ store: ImportStore }>(`/admin/stores/${encodeURIComponent(id)}`, { body: input });

export function useStagedProducts(runId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.staged(runId ?? ''),
      queryFn: ({ signal }) =>
        authedApi.get<{ products: StagedProductView[] }>(
          `/admin/scrapes/${encodeURIComponent(runId ?? '')}/products`,
          { signal },
        ),
      enabled: runId !== undefined,
    }),
  );
}

export function usePricingSettings() {
  return useQuery({
    queryKey: reviewKeys.pricing,
    queryFn: ({ signal }) => authedApi.get<{ settings: PricingSettings }>('/admin/pricing', { signal }),
  });
}

export function useImportStores() {
  return useQuery({
    queryKey: reviewKeys.stores,
    queryFn: ({ signal }) => authedApi.get<{ stores: ImportStore[] }>('/admin/stores', { signal }),
  });
}

interface NamedOption {
  id: string;
  name: string;
  is_active: boolean;
}

/** Brands and categories to pick a markup rule for. */
export function useRuleTargets() {
  return useQuery({
    queryKey: reviewKeys.taxonomy,
    queryFn: ({ signal }) =>
      authedApi.get<{ brands: NamedOption[]; categories: NamedOption[] }>('/admin/catalogue-options', {
        signal,
      }),
  });
}

export type TaxonomyKind = 'brands' | 'categories';

export const createTaxonomyEntry = (kind: TaxonomyKind, name: string) =>
  authedApi.post<{ entry: NamedOption }>(`/admin/taxonomy/${kind}`, { body: { name } });

export const updateTaxonomyEntry = (
  kind: TaxonomyKind,
  id: string,
  body: { name?: string; is_active?: boolean },
) => authedApi.put<{ entry: NamedOption }>(`/admin/taxonomy/${kind}/${encodeURIComponent(id)}`, { body });

export const mergeTaxonomyEntry = (kind: TaxonomyKind, id: string, into: string) =>
  authedApi.post<{ moved: number }>(`/admin/taxonomy/${kind}/${encodeURIComponent(id)}/merge`, {
    body: { into },
  });
