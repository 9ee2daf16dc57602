/**
 * Synthesizes the storefront for the infra tests the way `infra/app.ts` does (same composition,
 * same feature flags), once per test file. Bundling is skipped unless asked for: it is the slow part
 * and only the API test needs real bundles.
 */
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDefinition } from '../../functions/routes.js';
import { CDK_FEATURE_FLAGS, getStageConfig, type StageName } from '../../infra/config.js';
import { applyFindingPatterns } from '../../infra/constructs/nag-acknowledgments.js';
import { createStorefront, type Storefront } from '../../infra/stacks/storefront.js';
import { writePlaceholder } from '../../infra/stacks/web-assets.js';

export interface SynthOptions {
  stage: StageName;
  /** Run esbuild for every route function (slow); otherwise CDK skips bundling. */
  bundle?: boolean;
  routes?: readonly RouteDefinition[];
}

export interface SynthResult {
  app: App;
  storefront: Storefront;
  templates: { data: Template; api: Template; web: Template };
  /** The cloud assembly folder (bundled function code lives in its `asset.<hash>` folders). */
  assemblyDir: string;
}

export function synthStorefront(options: SynthOptions): SynthResult {
  const app = new App({
    context: { ...CDK_FEATURE_FLAGS, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const storefront = createStorefront(app, {
    config: getStageConfig(options.stage),
    // Environment-agnostic, like an offline `npm run synth` on a machine without an AWS profile.
    webAssets: { path: writePlaceholder(), placeholder: false },
    routes: options.routes,
  });
  // One synthesis for the three templates (Template.fromStack would synthesize the app each time).
  const assembly = app.synth();
  const templateOf = (stack: Stack): Template =>
    Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template as Record<string, unknown>);
  const templates = {
    data: templateOf(storefront.data),
    api: templateOf(storefront.api),
    web: templateOf(storefront.web),
  };
  return { app, storefront, templates, assemblyDir: assembly.directory };
}

/** cdk-nag AwsSolutions findings left after every acknowledgment (exact and by pattern). */
export function getNagViolations(app: App): { rule: string; severity: string; paths: string[] }[] {
  applyFindingPatterns(app);
  const report = new AwsSolutionsChecks(app).validateScope(app);
  return report.violations.map((v) => ({
    rule: v.ruleName,
    severity: v.severity ?? 'error',
    paths: v.violatingResources.map((r) => r.constructPath ?? ''),
  }));
}

/** Resources of one type in a template, by logical id. */
export function resourcesOfType(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}

export interface CfnResource {
  Type: string;
  // CloudFormation properties are untyped JSON; the tests navigate them directly.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
