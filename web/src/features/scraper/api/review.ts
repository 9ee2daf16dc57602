/**
 * The review and sync calls of the import tool: a preview's staged products and their publishing,
 * the pricing settings, the stores with their currency and sync schedule.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingSettings, PricingSettingsInput } from '@core/pricing/pricing-rules';
import type { ImportStore, UpdateImportStoreInput } from '@core/scraper/import-store';
import type { StagedProductView } from '@core/scraper/product-changes';
import type { PublishPreviewInput, ScrapeResult } from '@core/scraper/scrape-run';
import { authedApi } from '@web/lib/auth/authed-api';
import { scrapeKeys } from './scrapes';

export const reviewKeys = {
  /** Every preview's staged products: priced as of now, so a pricing change reads them again. */
  allStaged: ['scrapes', 'staged'] as const,
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
  /** SKUs left unpublished for want of a price. */
  notPublished: string[];
  failure?: string;
}

/**
 * Publishes all, or the chosen, staged products of a preview with the prices shown; the staged list
 * and the run (open, or closed once all is published) are read again, whatever the answer (a 409
 * means the prices moved: the list then shows the new ones).
 */
export function usePublishPreview(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishPreviewInput) =>
      authedApi.post<PublishOutcome>(`/admin/scrapes/${encodeURIComponent(runId)}/publish`, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scrapeKeys.all }),
  });
}

/** Discards a preview: closed without publishing the rest. */
export function useDiscardPreview(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      authedApi.post<{ message: string; run: ScrapeResult }>(
        `/admin/scrapes/${encodeURIComponent(runId)}/discard`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scrapeKeys.all }),
  });
}

/** Saves the pricing rules; the answer is what the form shows next, and every open preview is repriced. */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PricingSettingsInput) =>
      authedApi.put<{ settings: PricingSettings }>('/admin/pricing', { body: input }),
    onSuccess: (saved) => {
      // Not awaited: the form remounts with the saved settings, and its own toast must still run.
      queryClient.setQueryData(reviewKeys.pricing, saved);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.allStaged });
    },
  });
}

/** Saves a store's currency and sync schedule (the next sync time is the server's to compute). */
export function useSaveStore(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateImportStoreInput) =>
      authedApi.put<{ store: ImportStore }>(`/admin/stores/${encodeURIComponent(id)}`, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.stores }),
  });
}

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

/** One change to the brands or categories: what the server answers becomes the toast's text. */
export type TaxonomyChange =
  | { action: 'create'; kind: TaxonomyKind; name: string }
  | { action: 'update'; kind: TaxonomyKind; id: string; body: { name?: string; is_active?: boolean } }
  | { action: 'merge'; kind: TaxonomyKind; id: string; into: string };

function applyTaxonomyChange(change: TaxonomyChange): Promise<{ entry: NamedOption } | { moved: number }> {
  const base = `/admin/taxonomy/${change.kind}`;
  switch (change.action) {
    case 'create':
      return authedApi.post<{ entry: NamedOption }>(base, { body: { name: change.name } });
    case 'update':
      return authedApi.put<{ entry: NamedOption }>(`${base}/${encodeURIComponent(change.id)}`, {
        body: change.body,
      });
    case 'merge':
      return authedApi.post<{ moved: number }>(`${base}/${encodeURIComponent(change.id)}/merge`, {
        body: { into: change.into },
      });
  }
}

/** Creates, renames, (de)activates or merges a brand or category, then re-reads the lists. */
export function useTaxonomyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTaxonomyChange,
    // A merge moves products between brands or categories, and their markup rules with them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.taxonomy }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.allStaged }),
      ]),
  });
}
