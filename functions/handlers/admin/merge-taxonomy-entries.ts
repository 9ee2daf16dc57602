/**
 * POST /api/admin/taxonomy/{kind}/{id}/merge `{ into }`: moves every product of the entry to `into`
 * and removes the entry, each write with its catalogue change entry so the shop updates at once.
 */
import {
  TAXONOMY_MESSAGES,
  mergeTaxonomyEntrySchema,
  taxonomyEntryParamsSchema,
} from '../../core/catalogue/taxonomy-admin.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { listEntries, mergeEntries } from '../../data/taxonomy-admin.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: taxonomyEntryParamsSchema, body: mergeTaxonomyEntrySchema },
  async ({ params, body }) => {
    if (body.into === params.id) throw new RuleViolation('invalid', TAXONOMY_MESSAGES.mergeIntoItself);
    const entries = await listEntries(params.kind);
    if (!entries.some((entry) => entry.id === params.id)) {
      throw new RuleViolation('not-found', TAXONOMY_MESSAGES.notFound(params.kind));
    }
    if (!entries.some((entry) => entry.id === body.into)) {
      throw new RuleViolation('invalid', TAXONOMY_MESSAGES.mergeTargetMissing);
    }
    const moved = await mergeEntries(params.kind, params.id, body.into);
    return { moved, into: body.into };
  },
);
