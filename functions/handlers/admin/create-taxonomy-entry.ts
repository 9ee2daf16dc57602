/** POST /api/admin/taxonomy/{kind} `{ name, is_active }`: a new brand or category; a used name is a 409. */
import {
  TAXONOMY_MESSAGES,
  createTaxonomyEntrySchema,
  taxonomyKindParamsSchema,
} from '../../core/catalogue/taxonomy-admin.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { slugify } from '../../core/catalogue/slug.js';
import { buildEntry, listEntries, saveEntry } from '../../data/taxonomy-admin.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: taxonomyKindParamsSchema, body: createTaxonomyEntrySchema },
  async ({ params, body }) => {
    const existing = await listEntries(params.kind);
    if (slugify(body.name) === '' || existing.some((entry) => entry.slug === slugify(body.name))) {
      throw new RuleViolation('conflict', TAXONOMY_MESSAGES.duplicateName(body.name));
    }
    const entry = buildEntry(params.kind, body.name, body.is_active);
    await saveEntry(params.kind, entry, true);
    return { statusCode: 201, body: { entry } };
  },
);
