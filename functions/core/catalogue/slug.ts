/**
 * The slug rule of the product form, shared by the admin form, the seed and the
 * importer.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ALPHANUMERIC_RUN = /[^a-z0-9]+/g;
const EDGE_HYPHENS = /^-+|-+$/g;

/**
 * Turns a name into a slug: lowercased, every run of non-alphanumerics turned into one hyphen, edge
 * hyphens trimmed ("HP 250 G9 15.6\" Laptop" becomes `hp-250-g9-15-6-laptop`).
 *
 * Accented letters keep their base letter ("Café" becomes `cafe`) instead of becoming a hyphen,
 * because they are letters, and the slug rule turns only non-alphanumerics into hyphens.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(NON_ALPHANUMERIC_RUN, '-')
    .replace(EDGE_HYPHENS, '');
}
