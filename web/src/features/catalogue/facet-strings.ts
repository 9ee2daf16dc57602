/**
 * What the shopper sees in the catalogue's facets, chips and compare screen. Kept apart from
 * `catalogue-strings.ts` because that module is part of the home page's first load and these are not.
 */
import { formatPrice } from '@web/lib/format';

export const facetStrings = {
  filters: 'Filters',
  filtersWithCount: (count: number) => (count ? `Filters (${count})` : 'Filters'),
  close: 'Close filters',
  showResults: (count: number) => `Show ${count} ${count === 1 ? 'product' : 'products'}`,
  brand: 'Brand',
  noBrands: 'No brands in these results.',
  price: 'Price (JMD)',
  minPrice: 'Min',
  maxPrice: 'Max',
  applyPrice: 'Apply',
  priceRange: (min: number, max: number) => `${formatPrice(min)} to ${formatPrice(max)}`,
  availability: 'Availability',
  inStockOnly: 'In stock only',
  dealsOnly: 'Deals only',
  deals: 'Deals',
  activeFilters: 'Active filters',
  remove: (label: string) => `Remove filter: ${label}`,
  clearAll: 'Clear all',
  chips: {
    minPrice: (value: number) => `From ${formatPrice(value)}`,
    maxPrice: (value: number) => `Up to ${formatPrice(value)}`,
    inStock: 'In stock',
    deals: 'Deals',
  },
  didYouMean: 'Did you mean',
  compare: {
    add: 'Compare',
    added: 'Comparing',
    addLabel: (name: string) => `Compare ${name}`,
    removeLabel: (name: string) => `Stop comparing ${name}`,
    /** Ours: each compared product's Add button (its accessible name is the card's Add label). */
    addToCart: 'Add to Cart',
    full: (max: number) => `You can compare up to ${max} products.`,
    tray: 'Products to compare',
    open: (count: number) => `Compare (${count})`,
    clear: 'Clear',
    heading: 'Compare Products',
    description: 'Compare prices, availability and specifications of up to four products side by side.',
    empty: 'No products to compare yet.',
    emptyText: 'Tick Compare on up to four products in the catalogue to see them side by side.',
    browse: 'Browse Products',
    specification: 'Specification',
    price: 'Price',
    brand: 'Brand',
    availability: 'Availability',
    differs: 'Differs',
    notListed: '—',
    removeFromCompare: (name: string) => `Remove ${name} from the comparison`,
    loading: 'Loading products...',
    missing: 'Some products are no longer available and were left out.',
  },
} as const;
