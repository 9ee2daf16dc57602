/**
 * The catalogue bench's scenario mix: distinct catalogue requests drawn from the catalogue's own
 * words the way anonymous shoppers make them, in the SPA's own form (`limit=50`, a `cursor` for the
 * next pages). Four kinds:
 * - search: one or two neighbouring words of a name, a brand with a product type ("hp laptop"), a
 *   category's name, a word with a shopper's typo ("lenvo", "moniter"), and the relevance set's
 *   queries (types, shop words, measures);
 * - category: a category page (or a deals page) in each of its orders;
 * - facets: a category or a search narrowed by one or two of its brands, a price band, in stock;
 * - page: page 2 or 3 of a search or a category.
 * Distinct and shuffled, so the index's memory of recent results answers few of them: the bench
 * measures the search, filtering and counting themselves. The same catalogue gives the same mix.
 */
import { CATALOGUE } from '../../functions/core/catalogue/catalogue-limits.js';
import { encodeCursor } from '../../functions/core/catalogue/catalogue-query.js';
import type { CardSource } from '../../functions/core/catalogue/product-card.js';
import { deriveProductType } from '../../functions/core/catalogue/product-type.js';
import { tokenizeSearch } from '../../functions/core/catalogue/search-words.js';
import { createRandom, type Random } from '../../infra/local/seed/random.js';
import { RELEVANCE_CASES } from '../helpers/search-relevance.js';

export const MIX_KINDS = ['search', 'category', 'facets', 'page'] as const;
export type MixKind = (typeof MIX_KINDS)[number];

export interface MixRequest {
  kind: MixKind;
  /** The query string of `GET /api/products`, as the SPA sends it. */
  query: Record<string, string>;
}

interface MixCatalogue {
  cards: readonly Pick<CardSource, 'name' | 'brand_id' | 'category_id' | 'product_type'>[];
  brands: readonly { id: string; slug: string; name: string }[];
  categories: readonly { id: string; slug: string; name: string; is_active: boolean }[];
}

/** Share of each kind in the mix (the rest are searches). */
const SHARES = { category: 0.15, facets: 0.2, page: 0.15 } as const;
const SORTS = ['', 'price_asc', 'price_desc', 'newest'] as const;
const DEAL_PAGES: readonly Record<string, string>[] = [
  { category: 'deals' },
  { category: 'deals', type: 'flash' },
  { category: 'deals', type: 'clearance' },
];
/** Price bands a shopper picks, in JMD. */
const PRICE_BANDS = [
  [0, 20_000],
  [20_000, 60_000],
  [50_000, 150_000],
  [100_000, 400_000],
  [250_000, 1_000_000],
] as const;

/** A shopper's slip on a word of five letters or more: a letter dropped, doubled, swapped or wrong. */
function misspell(word: string, random: Random): string {
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1);
  }
}

/** `count` distinct requests over `catalogue`, shuffled, the same for the same catalogue. */
export function buildScenarioMix(catalogue: MixCatalogue, count: number): MixRequest[] {
  const random = createRandom('catalogue-bench-scenario-mix');
  const names = catalogue.cards.map((card) => tokenizeSearch(card.name).filter((w) => w.length > 1));
  const letterWords = [...new Set(names.flat().filter((w) => w.length >= 5 && !/\d/.test(w)))].sort();
  const categories = catalogue.categories.filter((c) => c.is_active);
  const categoryName = new Map(catalogue.categories.map((c) => [c.id, c.name]));
  /** What the products are, as the search reads it ("laptop", "printer"). */
  const types = [
    ...new Set(
      catalogue.cards.map(
        (c) =>
          c.product_type ||
          deriveProductType(c.name, c.category_id ? (categoryName.get(c.category_id) ?? null) : null),
      ),
    ),
  ]
    .filter((t): t is string => !!t)
    .sort();
  const brandById = new Map(catalogue.brands.map((b) => [b.id, b]));
  /** The brands each category holds, for facets a shopper would actually see. */
  const brandsOf = new Map<string, string[]>();
  for (const card of catalogue.cards) {
    const brand = card.brand_id ? brandById.get(card.brand_id) : undefined;
    if (!brand || !card.category_id) continue;
    const slugs = brandsOf.get(card.category_id) ?? [];
    if (!slugs.includes(brand.slug)) brandsOf.set(card.category_id, [...slugs, brand.slug]);
  }
  let relevance = 0;

  const search = (): string => {
    const roll = random.next();
    if (roll < 0.15 && relevance < RELEVANCE_CASES.length) return RELEVANCE_CASES[relevance++]!.query;
    if (roll < 0.3) return `${random.pick(catalogue.brands).name} ${random.pick(types)}`.toLowerCase();
    if (roll < 0.4) return misspell(random.pick(letterWords), random);
    if (roll < 0.45) return random.pick(categories).name.toLowerCase();
    const name = random.pick(names.filter((n) => n.length > 0));
    const at = random.int(0, name.length - 1);
    return roll < 0.7 || at === name.length - 1 ? name[at]! : `${name[at]} ${name[at + 1]}`;
  };
  const categoryPage = (): Record<string, string> => {
    if (random.chance(0.1)) return { ...random.pick(DEAL_PAGES) };
    const sort = random.pick(SORTS);
    return { category: random.pick(categories).slug, ...(sort ? { sort } : {}) };
  };
  const facets = (): Record<string, string> => {
    const category = random.pick(categories);
    const brands = random.shuffle(brandsOf.get(category.id) ?? []).slice(0, random.int(1, 2));
    const [min, max] = random.pick(PRICE_BANDS);
    const query: Record<string, string> = random.chance(0.3)
      ? { search: search() }
      : { category: category.slug };
    if (brands.length > 0 && random.chance(0.8)) query.brand = brands.join(',');
    if (random.chance(0.5)) Object.assign(query, { min_price: String(min), max_price: String(max) });
    if (random.chance(0.5)) query.in_stock = 'true';
    return query;
  };
  const next = (): MixRequest => {
    const roll = random.next();
    if (roll < SHARES.category) return { kind: 'category', query: categoryPage() };
    if (roll < SHARES.category + SHARES.facets) return { kind: 'facets', query: facets() };
    if (roll < SHARES.category + SHARES.facets + SHARES.page) {
      const first = random.chance(0.5) ? { search: search() } : categoryPage();
      const page = random.int(2, 3);
      return { kind: 'page', query: { ...first, cursor: encodeCursor((page - 1) * CATALOGUE.pageSize) } };
    }
    return { kind: 'search', query: { search: search() } };
  };

  const mix = new Map<string, MixRequest>();
  for (let attempt = 0; mix.size < count && attempt < count * 50; attempt += 1) {
    const request = next();
    request.query = { ...request.query, limit: String(CATALOGUE.pageSize) };
    const key = new URLSearchParams(request.query).toString();
    if (!mix.has(key)) mix.set(key, request);
  }
  return random.shuffle([...mix.values()]);
}
