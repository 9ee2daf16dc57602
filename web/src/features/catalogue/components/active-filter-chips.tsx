import type { CatalogueFacets } from '@core/catalogue/catalogue-facets';
import { X } from 'lucide-react';
import { facetStrings as strings } from '../facet-strings';
import type { CatalogueFilter } from '../utils/facet-filter';

interface Chip {
  key: string;
  label: string;
  without: CatalogueFilter;
}

/** How many facets narrow the list (the Filters button shows it). */
export function countActiveFilters(filter: CatalogueFilter): number {
  return (
    (filter.brands?.length ?? 0) +
    (filter.minPrice !== undefined ? 1 : 0) +
    (filter.maxPrice !== undefined ? 1 : 0) +
    (filter.inStock ? 1 : 0) +
    (filter.deals ? 1 : 0)
  );
}

function listChips(filter: CatalogueFilter, facets: CatalogueFacets | undefined): Chip[] {
  const chips: Chip[] = [];
  for (const slug of filter.brands ?? []) {
    const rest = filter.brands!.filter((s) => s !== slug);
    chips.push({
      key: `brand-${slug}`,
      label: facets?.brands.find((b) => b.slug === slug)?.name ?? slug,
      without: { ...filter, brands: rest.length ? rest : undefined },
    });
  }
  if (filter.minPrice !== undefined) {
    chips.push({
      key: 'min',
      label: strings.chips.minPrice(filter.minPrice),
      without: { ...filter, minPrice: undefined },
    });
  }
  if (filter.maxPrice !== undefined) {
    chips.push({
      key: 'max',
      label: strings.chips.maxPrice(filter.maxPrice),
      without: { ...filter, maxPrice: undefined },
    });
  }
  if (filter.inStock) {
    chips.push({ key: 'stock', label: strings.chips.inStock, without: { ...filter, inStock: undefined } });
  }
  if (filter.deals) {
    chips.push({ key: 'deals', label: strings.chips.deals, without: { ...filter, deals: undefined } });
  }
  return chips;
}

interface ActiveFilterChipsProps {
  filter: CatalogueFilter;
  facets: CatalogueFacets | undefined;
  onChange: (next: CatalogueFilter) => void;
  onClearAll: () => void;
}

/** The facets in use, each a chip that removes itself; Clear all removes every filter. */
export function ActiveFilterChips({ filter, facets, onChange, onClearAll }: ActiveFilterChipsProps) {
  const chips = listChips(filter, facets);
  if (chips.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{strings.activeFilters}</h2>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.without)}
              aria-label={strings.remove(chip.label)}
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
            >
              {chip.label}
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="inline-flex h-9 items-center px-2 text-sm font-semibold text-brand-700 underline"
      >
        {strings.clearAll}
      </button>
    </div>
  );
}
