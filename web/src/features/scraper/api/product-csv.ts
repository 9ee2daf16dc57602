/** Products as CSV: the export (a file download) and the import's dry run and apply. */
import type { ProductCsvImportInput, ProductCsvPlan } from '@core/admin/product-csv';
import { getRuntimeConfig } from '@web/config/runtime-config';
import { buildApiUrl, toApiError } from '@web/lib/api-client';
import { authedApi, fetchIdToken } from '@web/lib/auth/authed-api';

export type ProductCsvReport = ProductCsvPlan & { applied: number };

export const importProductsCsv = (input: ProductCsvImportInput) =>
  authedApi.post<ProductCsvReport>('/admin/products-csv', { body: input });

/** Fetches the export as a file (the JSON client cannot read CSV) and hands it to the browser. */
export async function downloadProductsCsv(): Promise<void> {
  const url = buildApiUrl((await getRuntimeConfig()).apiBase, '/admin/products-csv');
  const response = await fetch(url, { headers: { authorization: `Bearer ${(await fetchIdToken()) ?? ''}` } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = 'products.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}
