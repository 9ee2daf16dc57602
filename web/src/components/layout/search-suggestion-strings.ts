/**
 * What the header's search-as-you-type shows. Apart from `layout-strings.ts` because that module is
 * in every page's first load and this one loads when the search box is first focused.
 */
export const suggestionStrings = {
  listLabel: 'Search suggestions',
  categories: 'Categories',
  products: 'Products',
  inCategory: (name: string) => `in ${name}`,
  count: (count: number) =>
    count === 0
      ? 'No suggestions'
      : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys`,
} as const;
