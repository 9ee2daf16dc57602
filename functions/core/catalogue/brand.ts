/** The brand entity. */
import * as z from 'zod';

export const brandSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string().default(''),
  is_active: z.boolean().default(true),
});
export type Brand = z.infer<typeof brandSchema>;

/** What the public API returns for a brand. */
export type PublicBrand = Pick<Brand, 'id' | 'name' | 'slug' | 'description'>;
