/** PUT /api/admin/taxonomy/{kind}/{id} `{ name?, is_active? }`: rename, activate or deactivate. */
import {
  TAXONOMY_MESSAGES,
  taxonomyEntryParamsSchema,
  updateTaxonomyEntrySchema,
} from '../../core/catalogue/taxonomy-admin.js';
import { slugify } from '../../core/catalogue/slug.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { listEntries, saveEntry } from '../../data/taxonomy-admin.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: taxonomyEntryParamsSchema, body: updateTaxonomyEntrySchema },
  async ({ params, body }) => {
    const entries = await listEntries(params.kind);
    const current = entries.find((entry) => entry.id === params.id);
    if (!current) throw new RuleViolation('not-found', TAXONOMY_MESSAGES.notFound(params.kind));
    const name = body.name ?? current.name;
    const slug = slugify(name);
    if (slug === '' || entries.some((entry) => entry.id !== current.id && entry.slug === slug)) {
      throw new RuleViolation('conflict', TAXONOMY_MESSAGES.duplicateName(name));
    }
    const entry = { ...current, name, slug, is_active: body.is_active ?? current.is_active };
    await saveEntry(params.kind, entry, false);
    return { entry };
  },
);
