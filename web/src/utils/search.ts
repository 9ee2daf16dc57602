/** The header search rule: an empty trimmed term does nothing. */
import { paths } from '../config/paths';

/**
 * Returns where a header search should go: `/products?search=<term>` for a non-empty trimmed term,
 * or `null` when the term is blank and the search must do nothing.
 */
export function getSearchHref(rawTerm: string): string | null {
  const term = rawTerm.trim();
  return term ? paths.products.getHref({ search: term }) : null;
}
