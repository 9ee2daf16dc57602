import { Search, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { inputClass } from '@web/components/ui/form-field';
import { buttonClass } from '@web/components/ui/button';
import { DEALS_CATEGORY, MAX_SEARCH_LENGTH, paths } from '@web/config/paths';
import type { PublicCategory } from '@core/catalogue/category';
import { catalogueStrings } from '../catalogue-strings';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { facetStrings } from '../facet-strings';
import {
  encodeCatalogueFilter,
  hasFacets,
  readCatalogueFilter,
  type CatalogueFilter,
} from '../utils/facet-filter';
import { isProductGoneState } from '../utils/product-gone';
import { SHOPPER_SORTS, type ProductsFilter } from '../utils/products-filter';
import { ActiveFilterChips, countActiveFilters } from './active-filter-chips';
import { FacetPanel } from './catalogue-facets';
import { CompareButton } from './compare-button';
import { CompareTray } from './compare-tray';
import type { CartActions } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import type { WishlistActions } from './wishlist-button';

/** The phone's filter sheet (a Radix dialog) loads when it is first opened. */
const FiltersSheet = lazy(() => import('./filters-sheet').then((m) => ({ default: m.FiltersSheet })));

const strings = catalogueStrings.products;

const fieldClass = `${inputClass} h-11`;

/** A `category` the shop does not have (known once the categories are loaded); `deals` is not one. */
function isUnknownCategory(
  category: string | undefined,
  categories: readonly Pick<PublicCategory, 'slug'>[] | undefined,
): boolean {
  if (!category || category === DEALS_CATEGORY || !categories) return false;
  return !categories.some((known) => known.slug === category);
}

/** The page heading: the deal, the category or the search the shopper is looking at. */
export function getCatalogueHeading(filter: ProductsFilter, categories: readonly PublicCategory[]): string {
  if (filter.category === DEALS_CATEGORY) {
    return filter.type ? strings.dealsHeadings[filter.type] : strings.dealsHeadings.all;
  }
  if (filter.category === 'gaming' && filter.sale) return strings.dealsHeadings.gaming;
  if (filter.category) {
    return (
      categories.find((category) => category.slug === filter.category)?.name ?? filter.category.toUpperCase()
    );
  }
  if (filter.search) return strings.searchHeading(filter.search);
  return strings.heading;
}

/** `/products`: search box, category filter, sort, Clear Filters, the count, the grid and Load more. */
export function ProductsCatalogue({ wishlist, ...cart }: CartActions & { wishlist?: WishlistActions }) {
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const productGone = isProductGoneState(useLocation().state);
  const filter = readCatalogueFilter(params);
  const loadedCategories = useCategories().data?.categories;
  const categories = loadedCategories ?? [];
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useProducts(filter);

  // The shop's error messages: a failed products fetch is logged and the list stays empty.
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const products = data?.pages.flatMap((page) => page.products) ?? [];
  // A company buyer's answer carries their prices (GET /me/products); everybody else's none.
  const prices = data?.pages[0]?.prices && data.pages.flatMap((page) => page.prices ?? []);
  const total = error ? 0 : (data?.pages[0]?.total ?? 0);
  const facets = error ? undefined : data?.pages[0]?.facets;
  const didYouMean = error ? null : (data?.pages[0]?.did_you_mean ?? null);
  const update = (next: CatalogueFilter) => setParams(encodeCatalogueFilter(next));
  const clearAll = () => setParams(new URLSearchParams());
  const hasFilters = Boolean(
    filter.search || filter.category || filter.type || filter.sale || filter.sort || hasFacets(filter),
  );
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const activeCount = countActiveFilters(filter);

  const filterControls = (
    <>
      <CategorySelect filter={filter} categories={categories} onChange={update} />
      <FacetPanel filter={filter} facets={facets} onChange={update} />
    </>
  );

  if (isUnknownCategory(filter.category, loadedCategories)) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{strings.categoryNotFound}</h1>
        <p className="mt-2 text-slate-600">{strings.categoryNotFoundText}</p>
        <Link
          to={paths.products.getHref()}
          className={`${buttonClass({ variant: 'primary', size: 'lg' })} mt-6`}
        >
          {strings.viewAll}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {productGone ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
        >
          {strings.productGone}
        </p>
      ) : null}
      {/* A long search term breaks anywhere rather than widening the page. */}
      <h1 className="text-2xl font-bold wrap-anywhere text-brand-900 sm:text-3xl">
        {getCatalogueHeading(filter, categories)}
      </h1>

      <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <aside aria-label={facetStrings.filters} className="hidden md:block">
          {filterControls}
        </aside>

        <div className="min-w-0">
          <div
            role="group"
            aria-label={strings.filtersLabel}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end"
          >
            <div className="col-span-2 md:col-span-1">
              <CatalogueSearch
                key={filter.search ?? ''}
                initialTerm={filter.search ?? ''}
                onSearch={(term) => update({ ...filter, search: term || undefined })}
              />
            </div>

            <button
              type="button"
              onClick={() => {
                setSheetLoaded(true);
                setSheetOpen(true);
              }}
              aria-haspopup="dialog"
              className="inline-flex h-11 items-center justify-center gap-2 self-end rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 md:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {facetStrings.filtersWithCount(activeCount)}
            </button>

            <div>
              <label htmlFor={`${ids}-sort`} className="mb-1 block text-sm font-medium text-slate-700">
                {strings.sortLabel}
              </label>
              <select
                id={`${ids}-sort`}
                value={filter.sort ?? (filter.search ? '' : 'name_asc')}
                onChange={(event) => {
                  const sort = SHOPPER_SORTS.find((value) => value === event.target.value);
                  update({ ...filter, sort });
                }}
                className={fieldClass}
              >
                {filter.search && !filter.sort ? <option value="">{strings.bestMatch}</option> : null}
                {SHOPPER_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {strings.sorts[sort]}
                  </option>
                ))}
              </select>
            </div>

            <button
              type="button"
              onClick={clearAll}
              disabled={!hasFilters}
              className="hidden h-11 items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 md:inline-flex"
            >
              <X aria-hidden="true" className="size-4" />
              {strings.clearFilters}
            </button>
          </div>

          <ActiveFilterChips filter={filter} facets={facets} onChange={update} onClearAll={clearAll} />

          {sheetLoaded ? (
            <Suspense fallback={null}>
              <FiltersSheet
                open={sheetOpen}
                onOpenChange={setSheetOpen}
                resultCount={total}
                isPending={isPending}
              >
                {filterControls}
              </FiltersSheet>
            </Suspense>
          ) : null}
          <p role="status" className="mt-6 mb-4 min-h-6 text-sm wrap-anywhere text-slate-700">
            {isPending ? strings.loading : strings.showing(total, filter.search)}
          </p>

          {isPending ? (
            <ProductGridSkeleton count={8} />
          ) : products.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 px-4 py-16 text-center">
              <h2 className="text-xl font-semibold text-brand-900">{strings.empty}</h2>
              {didYouMean ? (
                <p className="mt-2 wrap-anywhere text-slate-700">
                  {facetStrings.didYouMean}{' '}
                  <Link
                    to={paths.products.getHref({ search: didYouMean })}
                    className="font-semibold text-brand-700 underline"
                  >
                    {didYouMean}
                  </Link>
                  ?
                </p>
              ) : null}
              <p className="mt-2 text-slate-600">{strings.emptyText}</p>
              <button
                type="button"
                onClick={() => update({ sort: filter.sort })}
                className="mt-6 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
              >
                {strings.viewAll}
              </button>
            </div>
          ) : (
            <>
              <ProductGrid
                products={products}
                prices={prices}
                headingLevel="h2"
                {...cart}
                wishlist={wishlist}
                extra={(product) => (
                  <CompareButton productId={product.id} productName={product.name} className="mt-2" />
                )}
              />
              {hasNextPage ? (
                <div className="mt-8 flex flex-col items-center gap-2">
                  <p className="text-sm text-slate-600">{strings.loadedOf(products.length, total)}</p>
                  <button
                    type="button"
                    onClick={() => void fetchNextPage()}
                    disabled={isFetchingNextPage}
                    className="inline-flex h-11 min-w-40 items-center justify-center rounded-md border-2 border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {isFetchingNextPage ? strings.loadingMore : strings.loadMore}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
      <CompareTray />
    </div>
  );
}

interface CategorySelectProps {
  filter: CatalogueFilter;
  categories: readonly PublicCategory[];
  onChange: (next: CatalogueFilter) => void;
}

/** The category of the list; picking one keeps the search and sort and drops the other filters. */
function CategorySelect({ filter, categories, onChange }: CategorySelectProps) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        {strings.categoryLabel}
      </label>
      <select
        id={id}
        value={filter.category ?? ''}
        onChange={(event) =>
          onChange({ search: filter.search, sort: filter.sort, category: event.target.value || undefined })
        }
        className={fieldClass}
      >
        <option value="">{strings.allCategories}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>
        ))}
        {filter.category && !categories.some((category) => category.slug === filter.category) ? (
          <option value={filter.category}>
            {filter.category === DEALS_CATEGORY ? strings.dealsCategory : filter.category.toUpperCase()}
          </option>
        ) : null}
      </select>
    </div>
  );
}

interface CatalogueSearchProps {
  initialTerm: string;
  /** Called with the trimmed term; an empty term clears the search. */
  onSearch: (term: string) => void;
}

/** The catalogue's own search box, preloaded with the `search` parameter. */
function CatalogueSearch({ initialTerm, onSearch }: CatalogueSearchProps) {
  const inputId = useId();
  const [term, setTerm] = useState(initialTerm);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" aria-label={strings.searchFormLabel} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {strings.searchLabel}
      </label>
      <div className="flex">
        <input
          id={inputId}
          type="search"
          name="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={strings.searchPlaceholder}
          maxLength={MAX_SEARCH_LENGTH}
          enterKeyHint="search"
          className={`${fieldClass} rounded-r-none`}
        />
        <button
          type="submit"
          aria-label={strings.searchSubmit}
          className="inline-flex h-11 w-12 shrink-0 items-center justify-center rounded-r-md bg-brand-700 text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}
