/**
 * The markup a product description may hold: paragraphs, lists, emphasis, small headings and tables,
 * without any attribute. The importer sanitises store HTML down to this list before it is stored, and
 * the product page renders stored descriptions through the same list, so a description is never shown
 * as literal tags and never runs script. Plain values only: the web app imports this module.
 */
export const DESCRIPTION_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'h3',
  'h4',
  'h5',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
] as const;

export type DescriptionTag = (typeof DESCRIPTION_TAGS)[number];

/** Whether a stored description is markup (imported) rather than plain text (typed by staff). */
export function isDescriptionMarkup(description: string): boolean {
  return /<\/?[a-z][a-z0-9]*[\s>/]/i.test(description);
}
