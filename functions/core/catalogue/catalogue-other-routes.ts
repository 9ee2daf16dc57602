/**
 * What the catalogue's other routes ask of the index (the home page's featured products, the
 * header's search-as-you-type, the sitemap, related products, the category link previews): apart
 * from the index, so the list route, whose bundle has the least room, does not carry them. No zod:
 * the sitemap and link-preview routes do without it (their queries: `catalogue-other-queries.ts`).
 */
import type { CatalogueIndex, CreateCatalogueSearch } from './catalogue-index.js';
import type { Category } from './category.js';
import type { CardSource, ProductCard } from './product-card.js';
import { singularize, tokenizeSearch } from './search-words.js';

/** Every active product, by name. */
export function listActive(index: CatalogueIndex): CardSource[] {
  return index.order('name_asc').filter((p) => p.is_active);
}

/** Active products of one category. */
export function countInCategory(index: CatalogueIndex, categoryId: string): number {
  let count = 0;
  for (const product of index.all()) {
    if (product.is_active && product.category_id === categoryId) count += 1;
  }
  return count;
}

/** The index's featured products, newest first. */
export function listFeatured(index: CatalogueIndex, limit: number): ProductCard[] {
  return index
    .order('newest')
    .filter((p) => p.is_active && p.is_featured)
    .slice(0, limit)
    .map((p) => index.toCard(p));
}

/** What the header's search-as-you-type shows for a few letters. */
export interface SearchSuggestions {
  products: Pick<ProductCard, 'id' | 'name' | 'images' | 'selling_price'>[];
  categories: { slug: string; name: string }[];
}

/** Whether every word of `text` starts a word of `name` (search-as-you-type's categories). */
function matchesName(text: string, name: string): boolean {
  const words = tokenizeSearch(text);
  const names = tokenizeSearch(name);
  return words.length > 0 && words.every((w) => names.some((n) => n.startsWith(singularize(w))));
}

/** Search-as-you-type: the best few products and the categories whose names hold the words. */
export function suggestProducts(
  index: CatalogueIndex,
  categories: readonly Category[],
  text: string,
  limits: { products: number; categories: number },
  createSearch: CreateCatalogueSearch,
): SearchSuggestions {
  const search = index.searchWith(createSearch);
  const named = categories
    .filter((c) => c.is_active && matchesName(text, c.name))
    .slice(0, limits.categories)
    .map((c) => ({ slug: c.slug, name: c.name }));
  const products = search
    .rank(text, (p) => p.is_active)
    .slice(0, limits.products)
    .map((p) => ({ id: p.id, name: p.name, images: p.images.slice(0, 1), selling_price: p.selling_price }));
  return { products, categories: named };
}
