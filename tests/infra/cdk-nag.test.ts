import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { STAGE_NAMES } from '../../infra/config.js';
import { getNagViolations, synthStorefront } from './synth-storefront.js';

/** Every acknowledgment recorded on the construct tree, with its reason. */
function collectAcknowledgments(root: IConstruct): { id: string; reason: string }[] {
  return root.node
    .findAll()
    .flatMap((c) => c.node.metadata)
    .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
    .map(([id, reason]) => ({ id, reason }));
}

describe('cdk-nag AwsSolutions', () => {
  it.each(STAGE_NAMES)('finds nothing unacknowledged in the %s stage', (stage) => {
    const { app } = synthStorefront({ stage });
    expect(getNagViolations(app)).toEqual([]);

    const acknowledgments = collectAcknowledgments(app);
    expect(acknowledgments.length).toBeGreaterThan(0);
    for (const { id, reason } of acknowledgments) {
      expect(reason.length, `reason of ${id}`).toBeGreaterThan(20);
    }
  });

  it('stays clean when a staff route manages product images (grants on products/* only)', () => {
    const uploadRoute = {
      method: 'POST',
      path: '/api/admin/test-images',
      handler: 'catalogue/list-categories',
      auth: 'admin',
    } as const;
    const { app, templates } = synthStorefront({ stage: 'dev', routes: [...routes, uploadRoute] });
    expect(getNagViolations(app)).toEqual([]);

    const statements = Object.values(templates.api.findResources('AWS::IAM::Policy')).flatMap(
      (p) =>
        (p as { Properties: { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } } })
          .Properties.PolicyDocument.Statement,
    );
    const s3Statements = statements.filter((s) => JSON.stringify(s.Action).includes('s3:'));
    expect(s3Statements.length).toBeGreaterThan(0);
    for (const statement of s3Statements) {
      expect(JSON.stringify(statement.Resource)).toContain('/products/*');
    }
  });
});
