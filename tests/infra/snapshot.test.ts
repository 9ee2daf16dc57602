import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../functions/routes.js';
import { synthStorefront } from './synth-storefront.js';

/**
 * A fixed pair of routes (one public, one staff) so the snapshot guards the shape of the stacks and
 * does not churn with every route another issue adds; the wiring of the real route table is asserted
 * rule by rule in api-stack.test.ts.
 */
const SNAPSHOT_ROUTES: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/categories', handler: 'catalogue/list-categories', auth: 'public' },
  { method: 'GET', path: '/api/admin/debug/auth', handler: 'admin/get-auth-check', auth: 'admin' },
];

const { templates, apiTemplates } = synthStorefront({ stage: 'prod', routes: SNAPSHOT_ROUTES });

/** Asset hashes change with every edit of a handler or the web build; the snapshot is about shape. */
function normalise(template: unknown): unknown {
  return JSON.parse(JSON.stringify(template).replace(/[0-9a-f]{64}/g, '<asset-hash>'));
}

describe('prod templates', () => {
  it.each(['data', 'api', 'web'] as const)('%s stack matches the snapshot', (stack) => {
    expect(normalise(templates[stack].toJSON())).toMatchSnapshot();
  });

  // The route groups of the two routes (Catalogue, AdminDebug) and the scraper workflows.
  it.each(apiTemplates.filter((t) => t.parent).map((t) => [t.stack.node.id, t] as const))(
    'api nested stack %s matches the snapshot',
    (_, { template }) => {
      expect(normalise(template.toJSON())).toMatchSnapshot();
    },
  );
});
