/** What the review, pricing and sync panels of the import tool say. */
import { CHANGE_LABELS, REVIEW_MESSAGES } from '@core/scraper/review-messages';

export { CHANGE_LABELS, REVIEW_MESSAGES };

export const reviewStrings = {
  mode: 'Run as',
  modes: {
    import: 'Import (write the catalogue now)',
    preview: 'Preview (review before publishing)',
    sync: 'Sync (update price and stock of imported products)',
  },
  previewTitle: 'Preview',
  previewIntro: 'Nothing below is in the shop yet. Choose what to publish.',
  select: (name: string) => `Select ${name}`,
  selectAll: 'Select all',
  publishSelected: (count: number) => `Publish selected (${count})`,
  publishAll: 'Publish all',
  publishing: 'Publishing...',
  publishFailed: 'Publish failed',
  alreadyPublished: 'Published',
  product: 'Product',
  change: 'Change',
  cost: 'Cost',
  rate: 'Rate',
  markup: 'Markup',
  sellingPrice: 'Selling price',
  noPrice: 'No price',
  /** A "call for price" item: staged for the record, never published at 0. */
  noPriceNotPublished: 'No price ("call for price"): not published',
  stock: 'Stock',
  stockCount: (count: number) => `${count} in stock`,
  stockUnknown: 'quantity unknown',
  image: 'Image',
  imageOf: (name: string) => `Picture of ${name}`,
  noImage: 'No image',
  pricesChangedTitle: 'Prices changed',
  discard: 'Discard preview',
  discardTitle: 'Discard this preview?',
  discardDescription: (count: number) =>
    `${count} product(s) not yet published will not be published. The shop is not changed.`,
  discardConfirm: 'Discard',
  discardCancel: 'Keep it',
  discardFailed: 'Could not discard',
  closed: {
    published: 'Every product of this preview with a price has been published.',
    discarded: 'This preview was discarded; nothing more will be published from it.',
    expired: 'This preview is more than a week old and can no longer be published. Run a new one.',
  },
  pricingTitle: 'Pricing Rules',
  pricingIntro:
    'Imported prices are the shop’s cost. USD and the other currencies below convert at their rates, then the markup of the brand, else the category, else the product’s own markup, else the default applies, rounded up to the ending.',
  rateLabel: 'Exchange rate (JMD per USD)',
  rateSetAt: (date: string) => `Set ${date}`,
  rateDefault: 'Shop default, not set yet',
  currencyRates: 'Other currencies (JMD per unit)',
  currencyRatesHint:
    'A store priced in a currency not listed here (EUR, GBP, CAD, ...) is staged with "currency not set up", never sold at its face value.',
  currencyCode: 'Currency code',
  currencyRate: 'JMD per unit',
  currencyRateRow: (currency: string, rate: number, date: string) => `${currency}: ${rate} JMD (set ${date})`,
  removeCurrency: (currency: string) => `Remove the ${currency} rate`,
  defaultMarkup: 'Default markup %',
  priceEnding: 'Price ending',
  priceEndingHint: '(e.g. 95; empty keeps cents)',
  brandRules: 'Brand markups',
  categoryRules: 'Category markups',
  addRule: 'Add',
  removeRule: (name: string) => `Remove ${name}`,
  ruleTarget: 'Choose',
  rulePercent: 'Markup %',
  savePricing: 'Save Pricing',
  saveFailed: 'Could not save',
  storesTitle: 'Stores and Sync',
  storesIntro:
    'Each store read by an import. A schedule re-reads the store in sync mode: prices and stock of imported products are updated, products the store no longer lists go out of stock.',
  noStores: 'No store has been read yet.',
  currency: 'Currency',
  currencies: { auto: 'As the page shows', JMD: 'JMD', USD: 'USD' },
  schedule: 'Sync every (hours)',
  scheduleHint: '(empty: no schedule)',
  nextSync: (date: string) => `Next sync ${date}`,
  saveStore: 'Save',
} as const;

export const csvStrings = {
  title: 'Bulk Price and Stock (CSV)',
  intro:
    'Download every product as CSV (sku, name, base_price, selling_price, stock_quantity, stock_at_export, is_active, category, brand), edit prices and stock, then upload it: a dry run shows what would change before anything is written. Keep stock_at_export as exported: a row whose stock moved since is not applied.',
  download: 'Download CSV',
  upload: 'Upload CSV for a dry run',
  summary: (rows: number, changed: number, unchanged: number, errors: number) =>
    `Dry run of ${rows} rows: ${changed} would change, ${unchanged} unchanged, ${errors} error(s).`,
  errors: 'Errors',
  changes: 'Changes',
  errorLine: (line: number, field: string, message: string) => `Line ${line}, ${field}: ${message}`,
  conflicts: 'Stock conflicts',
  conflictsIntro: (count: number) =>
    `${count} row(s) will not be applied: the stock moved since the export this file came from (orders or other changes). Download a fresh CSV to change their stock.`,
  conflictLine: (sku: string, exported: number, current: number, proposed: number) =>
    `${sku}: stock was ${exported} at export, is ${current} now; the file says ${proposed}`,
  blockedByErrors: (count: number) =>
    `Nothing can be applied while the file has ${count} error(s): fix them in the file and upload it again.`,
  apply: (count: number) => `Apply ${count} change(s)`,
  applied: (count: number) => `Applied ${count} change(s).`,
  failed: 'CSV import failed',
} as const;

export const taxonomyStrings = {
  title: 'Brands and Categories',
  intro:
    'Create, rename, activate or deactivate; merging moves every product to the other entry and removes this one.',
  kinds: { brands: 'Brands', categories: 'Categories' },
  newName: (kind: string) => `New ${kind === 'brands' ? 'brand' : 'category'} name`,
  add: 'Add',
  rename: (name: string) => `Name of ${name}`,
  save: 'Save',
  active: 'Active',
  mergeInto: (name: string) => `Merge ${name} into`,
  merge: 'Merge',
  merged: (moved: number) => `Merged: ${moved} product(s) moved.`,
  saved: 'Saved.',
  failed: 'Could not save',
} as const;
