import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { STAGE_NAMES } from '../../infra/config.js';
import { findResourcesIn, getNagViolations, synthStorefront } from './synth-storefront.js';

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

  it('stays clean on a stage moved onto a restored table', () => {
    const { app } = synthStorefront({
      stage: 'prod',
      configure: (config) => ({
        ...config,
        restoredTable: {
          tableName: 'storefront-prod-restore',
          tableStreamArn: 'arn:aws:dynamodb:us-east-1:111111111111:table/storefront-prod-restore/stream/x',
        },
      }),
    });
    expect(getNagViolations(app)).toEqual([]);
  });

  it("limits the S3 grants to products/* (with the imported store images), the importer's product lists, tmp/*, the proofs prefixes and the accounting exports prefix, and stays clean", () => {
    const { app, apiTemplates } = synthStorefront({ stage: 'dev', routes });
    expect(getNagViolations(app)).toEqual([]);

    const statements = findResourcesIn(apiTemplates, 'AWS::IAM::Policy').flatMap(
      ({ resource }) =>
        resource.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[],
    );
    const s3Statements = statements.filter((s) => JSON.stringify(s.Action).includes('s3:'));
    expect(s3Statements.length).toBeGreaterThan(0);
    for (const statement of s3Statements) {
      const resources = JSON.stringify(statement.Resource);
      expect(resources, resources).toMatch(
        /\/products\/(imported\/)?\*|\/imports\/product-lists\/\*|\/tmp\/\*|\/payment-proofs\/\*"[^]*\/purchase-orders\/\*|\/report-exports\/\*"/,
      );
    }
  });
});
