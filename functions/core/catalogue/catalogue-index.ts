/**
 * The in-memory catalogue: every product's card fields, a MiniSearch full-text index over them, and
 * pre-sorted orders, so list, filter, search and sort answer without touching the database. Shop
 * queries see active products only; the admin queries see all of them. Pure: the data layer feeds it
 * (cold load, then incremental changes) and the handlers query it.
 *
 * Search ranks name, SKU and part number above brand and category, and those above the short
 * description; it matches prefixes ("thinkp") and small typos ("lenvo"), and when no product holds
 * every word it falls back to products holding any of them, best first.
 */
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import {
  computeInventoryStats,
  byStockAscending,
  matchesInventoryFilter,
  type AdminProductQuery,
  type InventoryStats,
} from '../admin/inventory.js';
import type { Brand } from './brand.js';
import type { Category } from './category.js';
import { DEALS_CATEGORY, type CatalogueQuery, type CatalogueSort } from './catalogue-query.js';
import { applyFacets, type CatalogueFacets, type FacetSelection } from './catalogue-facets.js';
import { buildSearchIndex, type BulkSearchOptions } from './build-search-index.js';
import { expandSearch, singularize, suggestSpelling, toSearchQuery, tokenizeSearch } from './search-terms.js';
import { toProductCard, type CardNames, type CardSource, type ProductCard } from './product-card.js';

interface SearchDocument {
  id: string;
  name: string;
  codes: string;
  brand: string;
  category: string;
  summary: string;
}

const SEARCH_FIELDS = ['name', 'codes', 'brand', 'category', 'summary'] as const;
const FIELD_BOOSTS = { name: 3, codes: 3, brand: 2, category: 1.5, summary: 0.5 };

/** SKUs and part numbers are also indexed whole, without separators: "INT-HP250G9-8GB" as "inthp250g98gb". */
function codeTokens(...codes: string[]): string {
  return codes
    .filter(Boolean)
    .flatMap((code) => [code, code.replace(/[^\p{L}\p{N}]+/gu, '')])
    .join(' ');
}

/** Typos allowed grow with the word: none for short words ("hp", "ssd"), one edit from 4 letters, two from 8. */
function fuzziness(term: string): number | boolean {
  if (term.length < 4 || /\d/.test(term)) return false;
  return term.length >= 8 ? 2 : 1;
}

const SEARCH_OPTIONS: BulkSearchOptions<SearchDocument> = {
  fields: SEARCH_FIELDS,
  tokenize: tokenizeSearch,
  searchOptions: {
    boost: FIELD_BOOSTS,
    prefix: (term) => term.length >= 2,
    fuzzy: fuzziness,
    maxFuzzy: 2,
  },
};

export interface CatalogueResult {
  items: ProductCard[];
  total: number;
  facets: CatalogueFacets;
  /** A spelling from the catalogue's own words, when a search found nothing. */
  did_you_mean: string | null;
}

/** What the header's search-as-you-type shows for a few letters. */
export interface SearchSuggestions {
  products: Pick<ProductCard, 'id' | 'name' | 'images' | 'selling_price'>[];
  categories: { slug: string; name: string }[];
}

/** Fields the admin search looks at: name and codes (SKU, part number). */
const ADMIN_SEARCH_FIELDS = ['name', 'codes'];

export class CatalogueIndex {
  private readonly products = new Map<string, CardSource>();
  private brands = new Map<string, Brand>();
  private categories = new Map<string, Category>();
  /**
   * Built by `prepareSearch` or the first search (lists, deals and featured never need it), kept
   * current by `upsert` and `remove`, dropped when brand or category names change.
   */
  private searchIndex: MiniSearch<SearchDocument> | undefined;
  private sorted = new Map<CatalogueSort, CardSource[]>();
  /** Dashboard figures, computed once per change of the catalogue. */
  private stats: InventoryStats | undefined;
  /** The catalogue's words for "did you mean", built when a search first finds nothing. */
  private words: Map<string, number> | undefined;

  constructor(products: Iterable<CardSource>, brands: Iterable<Brand>, categories: Iterable<Category>) {
    this.setBrandsAndCategories(brands, categories);
    for (const product of products) this.products.set(product.id, product);
  }

  get size(): number {
    return this.products.size;
  }

  /** Replaces the brand and category lookups; search documents hold their names, so search is rebuilt. */
  setBrandsAndCategories(brands: Iterable<Brand>, categories: Iterable<Category>): void {
    this.brands = new Map([...brands].map((b) => [b.id, b]));
    this.categories = new Map([...categories].map((c) => [c.id, c]));
    this.searchIndex = undefined;
    this.words = undefined;
  }

  /** Whether the full-text index is built yet (by `prepareSearch` or the first search). */
  get hasSearchIndex(): boolean {
    return this.searchIndex !== undefined;
  }

  /** Adds or replaces one product. */
  upsert(product: CardSource): void {
    this.remove(product.id);
    this.products.set(product.id, product);
    this.searchIndex?.add(this.toDocument(product));
    this.sorted.clear();
    this.stats = undefined;
    this.words = undefined;
  }

  remove(id: string): void {
    if (!this.products.has(id)) return;
    this.products.delete(id);
    this.searchIndex?.discard(id);
    this.sorted.clear();
    this.stats = undefined;
    this.words = undefined;
  }

  /** Every active product, by name. */
  listActive(): CardSource[] {
    return this.order('name_asc').filter(isActive);
  }

  /** Active products of one category. */
  countInCategory(categoryId: string): number {
    let count = 0;
    for (const product of this.products.values()) {
      if (product.is_active && product.category_id === categoryId) count += 1;
    }
    return count;
  }

  get(id: string): CardSource | undefined {
    return this.products.get(id);
  }

  getNames(product: Pick<CardSource, 'brand_id' | 'category_id'>): CardNames {
    const brand = product.brand_id ? this.brands.get(product.brand_id) : undefined;
    const category = product.category_id ? this.categories.get(product.category_id) : undefined;
    return {
      brand_name: brand?.name ?? null,
      category_name: category?.name ?? null,
      category_slug: category?.slug ?? null,
    };
  }

  toCard(product: CardSource): ProductCard {
    return toProductCard(product, this.getNames(product));
  }

  /** Featured products, newest first. */
  featured(limit: number): ProductCard[] {
    return this.order('newest')
      .filter((p) => p.is_active && p.is_featured)
      .slice(0, limit)
      .map((p) => this.toCard(p));
  }

  query(query: CatalogueQuery): CatalogueResult {
    const matches = this.createFilter(query);
    let ordered: CardSource[];
    if (query.search) {
      const ranked = this.rank(query.search, matches);
      ordered = !query.sort || query.sort === 'relevance' ? ranked : sortProducts(ranked, query.sort);
    } else {
      ordered = this.order(query.sort && query.sort !== 'relevance' ? query.sort : 'name_asc').filter(
        matches,
      );
    }
    const selection: FacetSelection = {
      brands: query.brand,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      inStock: query.in_stock,
      deals: query.deals,
    };
    const { matching, facets } = applyFacets(ordered, selection, this.brandOf);
    for (const slug of selection.brands) {
      const brand = this.brandsBySlug.get(slug);
      if (brand && !facets.brands.some((b) => b.slug === slug)) {
        facets.brands.push({ slug, name: brand.name, count: 0 });
      }
    }
    const didYouMean =
      query.search && ordered.length === 0 ? (suggestSpelling(query.search, this.vocabulary) ?? null) : null;
    return {
      total: matching.length,
      items: matching.slice(query.offset, query.offset + query.limit).map((p) => this.toCard(p)),
      facets,
      did_you_mean: didYouMean,
    };
  }

  /** Search-as-you-type: the best few products and the categories whose names hold the words. */
  suggest(text: string, limits: { products: number; categories: number }): SearchSuggestions {
    const words = tokenizeSearch(text);
    const categories = [...this.categories.values()]
      .filter((c) => c.is_active && words.length > 0)
      .filter((c) => {
        const names = tokenizeSearch(c.name);
        return words.every((w) => names.some((n) => n.startsWith(singularize(w))));
      })
      .slice(0, limits.categories)
      .map((c) => ({ slug: c.slug, name: c.name }));
    const products = this.rank(text, isActive)
      .slice(0, limits.products)
      .map((p) => ({ id: p.id, name: p.name, images: p.images.slice(0, 1), selling_price: p.selling_price }));
    return { products, categories };
  }

  private readonly brandOf = (product: CardSource) => {
    const brand = product.brand_id ? this.brands.get(product.brand_id) : undefined;
    return brand ? { slug: brand.slug, name: brand.name } : undefined;
  };

  private get brandsBySlug(): Map<string, Brand> {
    return new Map([...this.brands.values()].map((b) => [b.slug, b]));
  }

  /** Every word of the names, brands and categories with how often it occurs, for "did you mean". */
  private get vocabulary(): Map<string, number> {
    if (!this.words) {
      const words = new Map<string, number>();
      for (const product of this.products.values()) {
        if (!product.is_active) continue;
        const names = this.getNames(product);
        const text = `${product.name} ${names.brand_name ?? ''} ${names.category_name ?? ''}`;
        for (const word of tokenizeSearch(text)) {
          if (word.length > 1 && !/\d/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
        }
      }
      this.words = words;
    }
    return this.words;
  }

  /**
   * The admin product and inventory tables: every product (active or not), newest first, or by
   * relevance of name and SKU when searching, or lowest stock first when asked; filtered by stock
   * status or inactivity; one page.
   */
  adminQuery(query: AdminProductQuery): { items: CardSource[]; total: number } {
    const matches = (p: CardSource) => matchesInventoryFilter(p, query.status);
    let ordered: CardSource[];
    if (query.search) {
      const filter = (result: SearchResult) => matches(this.products.get(result.id as string)!);
      const options = { fields: ADMIN_SEARCH_FIELDS, combineWith: 'AND' as const, filter };
      ordered = this.search.search(query.search, options).map((r) => this.products.get(r.id as string)!);
      // A piece from the middle of a SKU ("250G9") is no word prefix: fall back to a substring scan.
      if (ordered.length === 0) {
        const needle = query.search.toLowerCase();
        ordered = this.order('newest').filter(
          (p) =>
            matches(p) && (p.name.toLowerCase().includes(needle) || p.sku.toLowerCase().includes(needle)),
        );
      }
    } else {
      ordered = query.status === 'all' ? this.order('newest') : this.order('newest').filter(matches);
    }
    if (query.order === 'stock_asc') ordered = [...ordered].sort(byStockAscending);
    return { total: ordered.length, items: ordered.slice(query.offset, query.offset + query.limit) };
  }

  /** Totals of the dashboard over every product; cached until the catalogue changes. */
  getInventoryStats(): InventoryStats {
    this.stats ??= computeInventoryStats(this.products.values());
    return this.stats;
  }

  /** Products holding every word first; when none does, those holding any word. */
  private rank(text: string, matches: (p: CardSource) => boolean): CardSource[] {
    const filter = (result: SearchResult) => matches(this.products.get(result.id as string)!);
    const terms = expandSearch(text);
    let results = this.search.search(toSearchQuery(terms, 'AND'), { filter });
    if (results.length === 0 && terms.length > 1) {
      results = this.search.search(toSearchQuery(terms, 'OR'), { filter });
    }
    return results.map((r) => this.products.get(r.id as string)!);
  }

  private createFilter(query: CatalogueQuery): (product: CardSource) => boolean {
    const { category, type, sale } = query;
    if (category === DEALS_CATEGORY) {
      return (p) =>
        p.is_active &&
        (type ? p.deal_type === type : p.deal_type !== null || p.on_sale) &&
        (!sale || p.on_sale);
    }
    const categoryIds = category
      ? new Set(
          [...this.categories.values()].filter((c) => c.slug === category && c.is_active).map((c) => c.id),
        )
      : undefined;
    return (p) =>
      p.is_active &&
      (!categoryIds || (p.category_id !== null && categoryIds.has(p.category_id))) &&
      (!sale || p.on_sale) &&
      (!type || p.deal_type === type);
  }

  /** One sorted copy per order, rebuilt only after the catalogue changes. */
  private order(sort: Exclude<CatalogueSort, 'relevance'>): CardSource[] {
    let ordered = this.sorted.get(sort);
    if (!ordered) {
      ordered = sortProducts([...this.products.values()], sort);
      this.sorted.set(sort, ordered);
    }
    return ordered;
  }

  /**
   * Builds the full-text index now unless it is built: the cold load of a function that answers
   * searches calls it, so its first search does not pay for the build.
   */
  prepareSearch(): void {
    this.searchIndex ??= buildSearchIndex(
      [...this.products.values()].map((product) => this.toDocument(product)),
      SEARCH_OPTIONS,
    );
  }

  /** The full-text index, built from every product the first time a search needs it. */
  private get search(): MiniSearch<SearchDocument> {
    this.prepareSearch();
    return this.searchIndex!;
  }

  private toDocument(product: CardSource): SearchDocument {
    const names = this.getNames(product);
    return {
      id: product.id,
      name: product.name,
      codes: codeTokens(product.sku, product.part_number),
      brand: names.brand_name ?? '',
      category: names.category_name ?? '',
      summary: product.short_description,
    };
  }
}

const isActive = (product: CardSource) => product.is_active;

const byName = (a: CardSource, b: CardSource) =>
  a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

/** Stable orders with the name as tie-breaker, so pages never shuffle between requests. */
export function sortProducts(
  products: CardSource[],
  sort: Exclude<CatalogueSort, 'relevance'>,
): CardSource[] {
  const copy = [...products];
  switch (sort) {
    case 'name_asc':
      return copy.sort(byName);
    case 'price_asc':
      return copy.sort((a, b) => a.selling_price - b.selling_price || byName(a, b));
    case 'price_desc':
      return copy.sort((a, b) => b.selling_price - a.selling_price || byName(a, b));
    case 'newest':
      return copy.sort((a, b) => b.created_at.localeCompare(a.created_at) || byName(a, b));
  }
}
