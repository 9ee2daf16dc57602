/**
 * What the review and sync side of the import tool says (the spec leaves these open): preview and
 * publish, stores and their schedules, pricing. Shared by the routes and the admin screens.
 */
export const REVIEW_MESSAGES = {
  notAPreview: 'Only a preview run can be published.',
  previewRunning: 'The preview is still running. Publish once it has finished.',
  unknownSkus: (skus: readonly string[]) => `skus: not in this preview: ${skus.slice(0, 5).join(', ')}`,
  published: (count: number) => `Published ${count} product(s).`,
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
