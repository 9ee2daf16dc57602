import type { CatalogueFacets } from '@core/catalogue/catalogue-facets';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/button';
import { facetStrings as strings } from '../facet-strings';
import type { CatalogueFilter } from '../utils/facet-filter';

interface FacetPanelProps {
  filter: CatalogueFilter;
  facets: CatalogueFacets | undefined;
  onChange: (next: CatalogueFilter) => void;
}

const groupClass = 'border-t border-slate-200 py-4 first:border-t-0 first:pt-0';
/** A fieldset draws its own border around the legend: the divider goes on a wrapper instead. */
const fieldsetClass = 'min-w-0';
const legendClass = 'mb-2 text-sm font-semibold text-slate-900';
const optionClass = 'flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 md:min-h-9';
const boxClass = 'size-5 shrink-0 accent-brand-700';

/** Brand (several at once), price range, in stock only and deals, each value with its count. */
export function FacetPanel({ filter, facets, onChange }: FacetPanelProps) {
  const selected = new Set(filter.brands);
  const toggleBrand = (slug: string) => {
    const next = new Set(selected);
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    onChange({ ...filter, brands: next.size ? [...next] : undefined });
  };
  return (
    <div>
      <div className={groupClass}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{strings.brand}</legend>
          {facets && facets.brands.length === 0 ? (
            <p className="text-sm text-slate-600">{strings.noBrands}</p>
          ) : null}
          <ul className="max-h-72 overflow-y-auto">
            {facets?.brands.map((brand) => (
              <li key={brand.slug}>
                <label className={optionClass}>
                  <input
                    type="checkbox"
                    className={boxClass}
                    checked={selected.has(brand.slug)}
                    onChange={() => toggleBrand(brand.slug)}
                  />
                  <span className="flex-1">{brand.name}</span>
                  <span className="text-slate-600">{brand.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>

      <PriceRange
        key={`${filter.minPrice ?? ''}-${filter.maxPrice ?? ''}`}
        filter={filter}
        range={facets?.price ?? null}
        onChange={onChange}
      />

      <div className={groupClass}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{strings.availability}</legend>
          <label className={optionClass}>
            <input
              type="checkbox"
              className={boxClass}
              checked={Boolean(filter.inStock)}
              onChange={(event) => onChange({ ...filter, inStock: event.target.checked || undefined })}
            />
            <span className="flex-1">{strings.inStockOnly}</span>
            <span className="text-slate-600">{facets?.in_stock}</span>
          </label>
          <label className={optionClass}>
            <input
              type="checkbox"
              className={boxClass}
              checked={Boolean(filter.deals)}
              onChange={(event) => onChange({ ...filter, deals: event.target.checked || undefined })}
            />
            <span className="flex-1">{strings.dealsOnly}</span>
            <span className="text-slate-600">{facets?.deals}</span>
          </label>
        </fieldset>
      </div>
    </div>
  );
}

interface PriceRangeProps {
  filter: CatalogueFilter;
  range: { min: number; max: number } | null;
  onChange: (next: CatalogueFilter) => void;
}

/**
 * A bound as typed, in whole JMD: digits, or the way the shop writes prices ($25,000, J$25 000);
 * `null` when something else is typed, `undefined` when nothing is.
 */
const readBound = (value: string) => {
  const digits = value.trim().replace(/^J?\$/i, '').replace(/[,\s]/g, '');
  if (digits === '') return undefined;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
};

/** Min and max in whole JMD, applied together (typing does not reload the list on every key). */
function PriceRange({ filter, range, onChange }: PriceRangeProps) {
  const id = useId();
  const [min, setMin] = useState(filter.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filter.maxPrice?.toString() ?? '');
  // What was typed is never dropped in silence: a bound that is not an amount is said, not applied.
  const [unreadable, setUnreadable] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let minPrice = readBound(min);
    let maxPrice = readBound(max);
    setUnreadable(minPrice === null || maxPrice === null);
    if (minPrice === null || maxPrice === null) return;
    if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
      [minPrice, maxPrice] = [maxPrice, minPrice];
    }
    onChange({ ...filter, minPrice, maxPrice });
  };
  return (
    <form className={groupClass} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={legendClass}>
        {strings.price}
      </p>
      {range ? (
        <p className="mb-2 text-xs text-slate-600">{strings.priceRange(range.min, range.max)}</p>
      ) : null}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="block text-xs text-slate-700">
            {strings.minPrice}
          </label>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            placeholder={range ? String(range.min) : undefined}
            className={`${inputClass} h-11 md:h-9`}
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="block text-xs text-slate-700">
            {strings.maxPrice}
          </label>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            placeholder={range ? String(range.max) : undefined}
            className={`${inputClass} h-11 md:h-9`}
          />
        </div>
        <button type="submit" className={`${buttonClass({ size: 'md' })} h-11 md:h-9`}>
          {strings.applyPrice}
        </button>
      </div>
      {unreadable ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {strings.priceUnreadable}
        </p>
      ) : null}
    </form>
  );
}
