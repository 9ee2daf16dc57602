/**
 * The in-memory catalogue: every product's card fields, a full-text search over them, and
 * pre-sorted orders, so list, filter, search and sort answer without touching the database. Shop
 * queries see active products only; the admin queries see all of them. Pure: the data layer feeds it
 * (cold load, then incremental changes) and the handlers query it.
 *
 * Full-text search is `catalogue-search.ts`, handed in by the routes that search: the others (detail,
 * related, featured, sitemap, link previews, dashboard, export) then leave MiniSearch out of their
 * bundles. Once built, the search follows every change of the index.
 */
import type { Brand } from './brand.js';
import type { Category } from './category.js';
import type { CatalogueQuery } from './catalogue-query.js';
import { DEALS_CATEGORY, type CatalogueSort } from './catalogue-values.js';
import {
  applyFacets,
  sellingPriceOf,
  type CatalogueFacets,
  type FacetSelection,
  type PriceOf,
} from './catalogue-facets.js';
import { isOnSale } from './pricing.js';
import { toProductCard, type CardNames, type CardSource, type ProductCard } from './product-card.js';
import type { ShopWord } from './shop-word-defaults.js';

/** Full-text search over an index's products (`catalogue-search.ts` builds it). */
export interface CatalogueSearch {
  /** Products holding every word first; when none does, those holding any word; only those `matches` takes. */
  rank(text: string, matches: (product: CardSource) => boolean): CardSource[];
  /** The admin tables' search: every word in the name, SKU or part number, best first. */
  rankByNameAndCodes(text: string, matches: (product: CardSource) => boolean): CardSource[];
  /** A spelling from the catalogue's own words, for a search that found nothing. */
  suggestSpelling(text: string): string | undefined;
  /** Follows the index: a product added or replaced (after `discard`), or one removed. */
  add(product: CardSource): void;
  discard(id: string): void;
}

/** Builds the search over every product of `index`; called on the index's first search. */
export type CreateCatalogueSearch = (index: CatalogueIndex) => CatalogueSearch;

export interface CatalogueResult {
  items: ProductCard[];
  total: number;
  facets: CatalogueFacets;
  /** A spelling from the catalogue's own words, when a search found nothing. */
  did_you_mean: string | null;
}

/** One query's result before paging: the matching products in order and their facets. */
interface QueryResult {
  matching: CardSource[];
  facets: CatalogueFacets;
  didYouMean: string | null;
}

/**
 * A business buyer's prices (issue 29): the price filter, the price facet's range and the price
 * orders read `priceOf`; `key` names the prices (their list and its version), so results worked out
 * at one list's prices are kept apart from the shared ones and from every other list's.
 */
export interface CataloguePricing {
  key: string;
  priceOf: PriceOf;
}

/** Remembered results and browsing lists: the shared ones, or those at one list's prices. */
interface RememberedResults {
  results: Map<string, QueryResult>;
  browsing: Map<string, { ordered: CardSource[]; result: QueryResult }>;
  /** Every product in each price order at these prices (a list's: sorted once per list version). */
  byPrice: Map<CatalogueSort, CardSource[]>;
}

/** How many distinct queries' results the index keeps (each holds references, not copies). */
const REMEMBERED_QUERIES = 32;
/** Browsing lists kept: every category in each order and every deals page, with room to spare. */
const MAX_BROWSING_LISTS = 500;
/** Price lists whose results are remembered at once (the least recently used go first). */
const MAX_PRICED = 50;

export class CatalogueIndex {
  readonly #products = new Map<string, CardSource>();
  #brands = new Map<string, Brand>();
  #categories = new Map<string, Category>();
  /** Built on the first search (lists, deals and featured never need it), dropped when names change. */
  #search: CatalogueSearch | undefined;
  #sorted = new Map<CatalogueSort, CardSource[]>();
  /**
   * Recent shop queries' whole results (every page), by the query without its page: filtering and
   * counting the facets of 20,000 products costs a few milliseconds, and most traffic is the same
   * few lists and their next pages. Dropped on any change of the catalogue.
   */
  readonly #results = new Map<string, QueryResult>();
  /**
   * The browsing lists (a category or deals page in one order, no search) and their results without
   * facets picked, until the catalogue changes: there are only so many (categories, orders, deal
   * pages), and filtering 20,000 products for one cost more than the rest of a request. Facets picked
   * on such a page filter its list here instead of the whole catalogue.
   */
  readonly #browsing = new Map<string, { ordered: CardSource[]; result: QueryResult }>();
  /** The same, per price list (`CataloguePricing.key`): a buyer's queries never push out the shared ones. */
  readonly #priced = new Map<string, RememberedResults>();
  /** The shop words staff saved, which searches expand with; `undefined`: the shipped ones. */
  shopWords: readonly ShopWord[] | undefined;

  constructor(products: Iterable<CardSource>, brands: Iterable<Brand>, categories: Iterable<Category>) {
    this.setBrandsAndCategories(brands, categories);
    for (const product of products) this.#products.set(product.id, product);
  }

  get size(): number {
    return this.#products.size;
  }

  /** Replaces the brand and category lookups; search documents hold their names, so search is rebuilt. */
  setBrandsAndCategories(brands: Iterable<Brand>, categories: Iterable<Category>): void {
    this.#brands = new Map([...brands].map((b) => [b.id, b]));
    this.#brandOfProduct = new WeakMap();
    this.#categories = new Map([...categories].map((c) => [c.id, c]));
    this.#search = undefined;
    this.#results.clear();
    this.#browsing.clear();
    this.#priced.clear();
  }

  /**
   * Replaces the shop words. They expand a search's words, not the indexed documents, so the index
   * stays; the remembered results, found with the old words, go.
   */
  setShopWords(words: readonly ShopWord[] | undefined): void {
    this.shopWords = words;
    this.#results.clear();
    this.#priced.clear();
  }

  /** Whether the full-text index is built yet (it is on the first search). */
  get hasSearchIndex(): boolean {
    return this.#search !== undefined;
  }

  /** Adds or replaces one product. */
  upsert(product: CardSource): void {
    this.remove(product.id);
    this.#products.set(product.id, product);
    this.#search?.add(product);
    this.#changed();
  }

  remove(id: string): void {
    if (!this.#products.has(id)) return;
    this.#products.delete(id);
    this.#search?.discard(id);
    this.#changed();
  }

  /** Drops what was worked out from the products before a change. */
  #changed(): void {
    this.#sorted.clear();
    this.#results.clear();
    this.#browsing.clear();
    this.#priced.clear();
  }

  /** The remembered results for `pricing` (none: the shared ones). */
  #remembered(pricing?: CataloguePricing): RememberedResults {
    if (!pricing) return { results: this.#results, browsing: this.#browsing, byPrice: this.#sorted };
    let remembered = this.#priced.get(pricing.key);
    if (remembered) this.#priced.delete(pricing.key);
    else {
      remembered = { results: new Map(), browsing: new Map(), byPrice: new Map() };
      if (this.#priced.size >= MAX_PRICED) this.#priced.delete(this.#priced.keys().next().value!);
    }
    this.#priced.set(pricing.key, remembered);
    return remembered;
  }

  /** Every product, active or not, in no particular order. */
  all(): IterableIterator<CardSource> {
    return this.#products.values();
  }

  get(id: string): CardSource | undefined {
    return this.#products.get(id);
  }

  getNames(product: Pick<CardSource, 'brand_id' | 'category_id'>): CardNames {
    const brand = product.brand_id ? this.#brands.get(product.brand_id) : undefined;
    const category = product.category_id ? this.#categories.get(product.category_id) : undefined;
    return {
      brand_name: brand?.name ?? null,
      category_name: category?.name ?? null,
      category_slug: category?.slug ?? null,
    };
  }

  toCard(product: CardSource): ProductCard {
    return toProductCard(product, this.getNames(product));
  }

  /**
   * One page of the shop's list; a query with `search` needs `createSearch` (the first time). With
   * `pricing` (a business buyer's), its price filter, price range and price orders are at those prices;
   * a query without a price filter or a price order is the shared result (worked out and kept for
   * everybody) with its price range at those prices, so a buyer's search is not worked out again.
   */
  query(
    query: CatalogueQuery,
    createSearch?: CreateCatalogueSearch,
    pricing?: CataloguePricing,
  ): CatalogueResult {
    const { offset, limit, ...unpaged } = query;
    const key = JSON.stringify(unpaged);
    const remembered = this.#remembered(pricing);
    const result = remember(remembered.results, key, () =>
      pricing && !readsPrices(query)
        ? atPrices(
            remember(this.#results, key, () => this.#computeQuery(query, createSearch, this.#remembered())),
            pricing.priceOf,
          )
        : this.#computeQuery(query, createSearch, remembered, pricing?.priceOf),
    );
    return {
      total: result.matching.length,
      items: result.matching.slice(offset, offset + limit).map((p) => this.toCard(p)),
      facets: result.facets,
      did_you_mean: result.didYouMean,
    };
  }

  #computeQuery(
    query: CatalogueQuery,
    createSearch: CreateCatalogueSearch | undefined,
    remembered: RememberedResults,
    priceOf: PriceOf = sellingPriceOf,
  ): QueryResult {
    const selection: FacetSelection = {
      brands: query.brand,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      inStock: query.in_stock,
      deals: query.deals,
    };
    if (!query.search) {
      const browsed = this.#browse(query, remembered, priceOf);
      const picked =
        query.brand.length > 0 ||
        query.in_stock ||
        query.deals ||
        (query.min_price ?? query.max_price) !== undefined;
      return picked ? this.#withFacets(selection, browsed.ordered, null, priceOf) : browsed.result;
    }
    const search = this.searchWith(createSearch);
    const ranked = search.rank(query.search, this.#createFilter(query));
    const ordered =
      !query.sort || query.sort === 'relevance'
        ? ranked
        : this.#sortLike(ranked, query.sort, remembered, priceOf);
    const didYouMean = ordered.length === 0 ? (search.suggestSpelling(query.search) ?? null) : null;
    return this.#withFacets(selection, ordered, didYouMean, priceOf);
  }

  /** A browsing list (no search) in its order, and its result with no facet picked. */
  #browse(
    query: CatalogueQuery,
    remembered: RememberedResults,
    priceOf: PriceOf,
  ): { ordered: CardSource[]; result: QueryResult } {
    const { category, type, sale } = query;
    const sort = query.sort && query.sort !== 'relevance' ? query.sort : 'name_asc';
    const key = `${sort} ${category ?? ''} ${type ?? ''} ${sale}`;
    const { browsing } = remembered;
    let browsed = browsing.get(key);
    if (!browsed) {
      const ordered = this.#orderAt(sort, remembered, priceOf).filter(this.#createFilter(query));
      browsed = {
        ordered,
        result: this.#withFacets({ brands: [], inStock: false, deals: false }, ordered, null, priceOf),
      };
      // There is no end to unknown category slugs: past so many lists, start again.
      if (browsing.size >= MAX_BROWSING_LISTS) browsing.clear();
      browsing.set(key, browsed);
    }
    return browsed;
  }

  /**
   * Every product in `sort`'s order at `priceOf`: the price orders at a buyer's prices are their own,
   * kept per list version (a price-sorted page or search at their list is then a walk over it, not a
   * sort of every match); the others are everybody's.
   */
  #orderAt(
    sort: Exclude<CatalogueSort, 'relevance'>,
    remembered: RememberedResults,
    priceOf: PriceOf,
  ): CardSource[] {
    if (priceOf === sellingPriceOf || !sort.startsWith('price')) return this.order(sort);
    return remember(remembered.byPrice, sort, () => sortByPrice(this.order('name_asc'), sort, priceOf));
  }

  /** `products` in `sort`'s order: sorted when few, else picked from the whole order in a walk. */
  #sortLike(
    products: CardSource[],
    sort: Exclude<CatalogueSort, 'relevance'>,
    remembered: RememberedResults,
    priceOf: PriceOf,
  ): CardSource[] {
    if (products.length * 16 < this.#products.size) return sortProducts(products, sort, priceOf);
    const wanted = new Set(products);
    return this.#orderAt(sort, remembered, priceOf).filter((product) => wanted.has(product));
  }

  /** `ordered` narrowed by the facets picked, with the facets' counts. */
  #withFacets(
    selection: FacetSelection,
    ordered: CardSource[],
    didYouMean: string | null,
    priceOf: PriceOf,
  ): QueryResult {
    const { matching, facets } = applyFacets(ordered, selection, this.brandOf, priceOf);
    for (const slug of selection.brands) {
      const brand = this.brandsBySlug.get(slug);
      if (brand && !facets.brands.some((b) => b.slug === slug)) {
        facets.brands.push({ slug, name: brand.name, count: 0 });
      }
    }
    return { matching, facets, didYouMean };
  }

  /**
   * Each product's brand (`null`: none), found once per product and brand list: a lookup by the
   * product itself costs a fifth of one by its `brand_id` (a string compared in full), and facets
   * look up every product of a result.
   */
  #brandOfProduct = new WeakMap<CardSource, Brand | null>();

  /** The product's brand itself: no object made per product each time facets are counted. */
  private readonly brandOf = (product: CardSource) => {
    let brand = this.#brandOfProduct.get(product);
    if (brand === undefined) {
      brand = (product.brand_id && this.#brands.get(product.brand_id)) || null;
      this.#brandOfProduct.set(product, brand);
    }
    return brand ?? undefined;
  };

  private get brandsBySlug(): Map<string, Brand> {
    return new Map([...this.#brands.values()].map((b) => [b.slug, b]));
  }

  /**
   * Builds the full-text search now unless it is built: the cold load of a function that answers
   * searches calls it, so its first search does not pay for the build.
   */
  prepareSearch(createSearch: CreateCatalogueSearch): void {
    this.searchWith(createSearch);
  }

  /** The search, built by `createSearch` on the first call. */
  searchWith(createSearch: CreateCatalogueSearch | undefined): CatalogueSearch {
    if (!this.#search) {
      if (!createSearch) throw new Error('A catalogue search needs createCatalogueSearch');
      this.#search = createSearch(this);
    }
    return this.#search;
  }

  #createFilter(query: CatalogueQuery): (product: CardSource) => boolean {
    const { category, type, sale } = query;
    // Every deals page lists only products on sale (the ones with an OFF badge); `type` and `sale`
    // narrow it to flash, clearance or the gaming sale.
    const dealOk = (p: CardSource) => isOnSale(p) && (!type || p.deal_type === type) && (!sale || p.on_sale);
    if (category === DEALS_CATEGORY) return (p) => p.is_active && dealOk(p);
    const categoryIds = category
      ? new Set(
          [...this.#categories.values()].filter((c) => c.slug === category && c.is_active).map((c) => c.id),
        )
      : undefined;
    return (p) =>
      p.is_active &&
      (!categoryIds || (p.category_id !== null && categoryIds.has(p.category_id))) &&
      ((!type && !sale) || dealOk(p));
  }

  /** One sorted copy per order, rebuilt only after the catalogue changes. */
  order(sort: Exclude<CatalogueSort, 'relevance'>): CardSource[] {
    return remember(this.#sorted, sort, () => sortProducts([...this.#products.values()], sort));
  }
}

/** `results`' entry for `key`, worked out by `compute` and kept (past 32, the oldest goes first) when absent. */
function remember<K, V>(results: Map<K, V>, key: K, compute: () => V): V {
  let result = results.get(key);
  if (!result) {
    result = compute();
    if (results.size >= REMEMBERED_QUERIES) results.delete(results.keys().next().value!);
    results.set(key, result);
  }
  return result;
}

/** Whether a query's products or their order depend on whose prices: a price filter or a price order. */
const readsPrices = (query: CatalogueQuery) =>
  (query.min_price ?? query.max_price) !== undefined || !!query.sort?.startsWith('price');

/**
 * The shared result of a query that does not read prices, at a buyer's: the same products in the same
 * order and the same counts; only the price range differs. Without a price filter `applyFacets` takes
 * the range over exactly the matching products (the brands, stock and deals picked), so it is theirs
 * at `priceOf`.
 */
function atPrices(shared: QueryResult, priceOf: PriceOf): QueryResult {
  let min = Infinity;
  let max = -Infinity;
  for (const product of shared.matching) {
    const price = priceOf(product);
    if (price < min) min = price;
    if (price > max) max = price;
  }
  return { ...shared, facets: { ...shared.facets, price: min <= max ? { min, max } : null } };
}

const byName = (a: CardSource, b: CardSource) =>
  a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

/**
 * `byName` (every product in name order) by price at `priceOf`, ascending or descending, the name
 * order kept among equal prices: the same order as `sortProducts` gives, each price read once and
 * compared as a number.
 */
function sortByPrice(byName: CardSource[], sort: CatalogueSort, priceOf: PriceOf): CardSource[] {
  const sign = sort === 'price_desc' ? -1 : 1;
  const prices = byName.map(priceOf);
  return byName
    .map((_, at) => at)
    .sort((a, b) => sign * (prices[a]! - prices[b]!) || a - b)
    .map((at) => byName[at]!);
}

/**
 * Stable orders with the name as tie-breaker, so pages never shuffle between requests; the price
 * orders by `priceOf` (a business buyer's prices, else the selling price).
 */
export function sortProducts(
  products: CardSource[],
  sort: Exclude<CatalogueSort, 'relevance'>,
  priceOf: PriceOf = sellingPriceOf,
): CardSource[] {
  const copy = [...products];
  switch (sort) {
    case 'name_asc':
      return copy.sort(byName);
    case 'price_asc':
      return copy.sort((a, b) => priceOf(a) - priceOf(b) || byName(a, b));
    case 'price_desc':
      return copy.sort((a, b) => priceOf(b) - priceOf(a) || byName(a, b));
    case 'newest':
      return copy.sort((a, b) => b.created_at.localeCompare(a.created_at) || byName(a, b));
  }
}
