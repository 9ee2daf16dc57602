/**
 * Acknowledging cdk-nag findings by pattern. cdk-nag 3 matches an acknowledgment by its exact finding
 * id, for example `AwsSolutions-IAM5[Resource::<import of another stack>/index/*]`. Where the id
 * embeds a deploy-time token (a cross-stack import, the bootstrap assets bucket of the target
 * account), the exact id differs per stage and environment, so it cannot be written in the code.
 *
 * Constructs register a pattern with its reason here; `FindingPatternPlugin` runs just before
 * AwsSolutionsChecks, finds the matching findings under the construct that registered the pattern,
 * and acknowledges each one by its exact id through `Validations.of()`, so cdk-nag's own report stays
 * the single judge and every acknowledgment keeps a written reason.
 */
import {
  Validations,
  type IPolicyValidationContext,
  type IPolicyValidationPlugin,
  type PolicyValidationPluginReport,
} from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export interface FindingPattern {
  /** The rule, without the finding suffix: `AwsSolutions-IAM5`. */
  ruleId: string;
  /** Matched against the finding inside the brackets, e.g. `Resource::…/index/*`. */
  finding: RegExp;
  /** Why the finding is acceptable (written into the acknowledgment). */
  reason: string;
}

const patternsByConstruct = new WeakMap<IConstruct, FindingPattern[]>();

/** Registers patterns on `scope`; they apply to findings on `scope` and everything below it. */
export function acknowledgeFindingPatterns(scope: IConstruct, ...patterns: FindingPattern[]): void {
  patternsByConstruct.set(scope, [...(patternsByConstruct.get(scope) ?? []), ...patterns]);
}

/**
 * Turns the registered patterns into exact acknowledgments for the findings present under `root`.
 * Call after synthesis (tokens resolved), before checking; `FindingPatternPlugin` does it during synth.
 */
export function applyFindingPatterns(root: IConstruct): void {
  const byPath = new Map(root.node.findAll().map((c) => [c.node.path, c]));
  const report = new AwsSolutionsChecks().validateScope(root);
  for (const violation of report.violations) {
    const match = /^([^[]+)\[(.*)\]$/.exec(violation.ruleName);
    if (!match) continue;
    const [, ruleId, finding] = match as unknown as [string, string, string];
    for (const { constructPath } of violation.violatingResources) {
      const resource = constructPath === undefined ? undefined : byPath.get(constructPath);
      const pattern = resource && findPattern(resource, ruleId, finding);
      if (resource && pattern) {
        Validations.of(resource).acknowledge({ id: violation.ruleName, reason: pattern.reason });
      }
    }
  }
}

function findPattern(resource: IConstruct, ruleId: string, finding: string): FindingPattern | undefined {
  for (let scope: IConstruct | undefined = resource; scope; scope = scope.node.scope) {
    const pattern = patternsByConstruct
      .get(scope)
      ?.find((p) => p.ruleId === ruleId && p.finding.test(finding));
    if (pattern) return pattern;
  }
  return undefined;
}

/** Validation plugin to register before `AwsSolutionsChecks`; it reports nothing itself. */
export class FindingPatternPlugin implements IPolicyValidationPlugin {
  readonly name = 'storefront-finding-patterns';

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    const root = (context as IPolicyValidationContext & { appConstruct?: IConstruct }).appConstruct;
    if (!root) throw new Error('This CDK version does not pass the construct tree to validation plugins.');
    applyFindingPatterns(root);
    return { success: true, violations: [] };
  }
}
