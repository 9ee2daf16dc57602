/** Products as CSV: the export (a file download) and the import's dry run and apply. */
import type { ProductCsvImportInput, ProductCsvPlan } from '@core/admin/product-csv';
import { authedApi } from '@web/lib/auth/authed-api';
import { downloadAuthedFile } from '@web/lib/download-file';

export type ProductCsvReport = ProductCsvPlan & { applied: number };

export const importProductsCsv = (input: ProductCsvImportInput) =>
  authedApi.post<ProductCsvReport>('/admin/products-csv', { body: input });

/** The export as a file download. */
export const downloadProductsCsv = (): Promise<void> =>
  downloadAuthedFile('/admin/products-csv', 'products.csv');
