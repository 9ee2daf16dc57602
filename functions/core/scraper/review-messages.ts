/**
 * What the review and sync side of the import tool says: preview and
 * publish, stores and their schedules, pricing. Shared by the routes and the admin screens.
 */
export const REVIEW_MESSAGES = {
  notAPreview: 'Only a preview run can be published.',
  previewRunning: 'The preview is still running. Publish once it has finished.',
  unknownSkus: (skus: readonly string[]) => `skus: not in this preview: ${skus.slice(0, 5).join(', ')}`,
  /** Counts only what was written: items without a price are named, never counted as published. */
  published: (count: number, noPrice: readonly string[] = []) =>
    `Published ${count} product(s).` +
    (noPrice.length > 0
      ? ` Not published, no price ("call for price"): ${noPrice.slice(0, 5).join(', ')}` +
        (noPrice.length > 5 ? ` and ${noPrice.length - 5} more.` : '.')
      : ''),
  pricesChanged: 'Prices changed since the preview was shown: refresh the preview and check them again.',
  previewClosed: 'This preview was published or discarded and can no longer be changed.',
  previewDiscarded: 'Preview discarded.',
  storeNotFound: 'Store not found.',
  pricingSaved: 'Pricing rules saved.',
  storeSaved: 'Store settings saved.',
  noChanges: 'No changes recorded yet.',
} as const;

/** Labels of the change kinds and tracked fields on the admin screens. */
export const CHANGE_LABELS = {
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
  name: 'Name',
  selling_price: 'Price',
  stock_quantity: 'Stock',
  stock_status: 'Availability',
  is_active: 'Active',
} as const;
