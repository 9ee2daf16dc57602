/**
 * The category entity and the eleven categories of the category bar.
 */
import * as z from 'zod';

export const categorySchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string().default(''),
  is_active: z.boolean().default(true),
  sort_order: z.number().int().nonnegative().default(0),
});
export type Category = z.infer<typeof categorySchema>;

/** What the public API returns for a category. */
export type PublicCategory = Pick<Category, 'id' | 'name' | 'slug' | 'description'>;

/** The category bar, in the order the header shows it; the slug is the lowercase name. */
export const CATEGORY_BAR = [
  'COMPUTERS',
  'SOFTWARE',
  'NETWORKING',
  'ELECTRONICS',
  'MOBILITY',
  'OFFICE',
  'ACCESSORIES',
  'SECURITY',
  'GAMING',
  'CLOUD',
  'POS',
] as const;

/** Public view of a category: never the storage or admin-only fields. */
export function toPublicCategory(category: Category): PublicCategory {
  return { id: category.id, name: category.name, slug: category.slug, description: category.description };
}
