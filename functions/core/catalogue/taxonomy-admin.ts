/**
 * Staff management of brands and categories: create, rename, activate or deactivate, and merge one
 * into another (its products move, the merged one is removed). The schemas of the admin routes.
 */
import * as z from 'zod';

export const TAXONOMY_KINDS = ['brands', 'categories'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

const name = z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters');

export const taxonomyKindParamsSchema = z.object({ kind: z.enum(TAXONOMY_KINDS) });
export const taxonomyEntryParamsSchema = taxonomyKindParamsSchema.extend({
  id: z.string().trim().min(1).max(200),
});

export const createTaxonomyEntrySchema = z.object({ name, is_active: z.boolean().default(true) }).strict();
export const updateTaxonomyEntrySchema = z
  .object({ name: name.optional(), is_active: z.boolean().optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.is_active !== undefined, {
    message: 'give a new name or is_active',
    path: ['name'],
  });
export const mergeTaxonomyEntrySchema = z.object({ into: z.string().trim().min(1).max(200) }).strict();

export const TAXONOMY_MESSAGES = {
  notFound: (kind: TaxonomyKind) => (kind === 'brands' ? 'Brand not found.' : 'Category not found.'),
  duplicateName: (value: string) => `name: "${value}" is already used.`,
  mergeIntoItself: 'into: cannot merge an entry into itself.',
  mergeTargetMissing: 'into: no such entry to merge into.',
} as const;
