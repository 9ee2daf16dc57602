/**
 * Synthesizes the storefront for the infra tests the way `cdk synth` does (same composition, the
 * feature flags of `cdk.json`), once per stage and worker. Bundling is skipped unless asked for: it is the
 * slow part and only the API test needs real bundles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { App, NestedStack, type Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { RouteDefinition } from '../../functions/routes.js';
import { runEsbuildWithoutNpx } from '../../infra/bundling/esbuild-without-npx.js';
import { getStageConfig, type StageConfig, type StageName } from '../../infra/config.js';
import { applyFindingPatterns } from '../../infra/constructs/nag-acknowledgments.js';
import { createStorefront, type Storefront } from '../../infra/stacks/storefront.js';
import { writePlaceholder } from '../../infra/stacks/web-assets.js';

export interface SynthOptions {
  stage: StageName;
  /** Run esbuild for every route function (slow); otherwise CDK skips bundling. */
  bundle?: boolean;
  routes?: readonly RouteDefinition[];
  /** Changes the stage's configuration before synthesis (tests of settings no stage uses yet). */
  configure?: (config: StageConfig) => StageConfig;
}

/** The feature flags and other context of `cdk.json`, which the CLI hands to `infra/app.ts`. */
const CDK_JSON_CONTEXT = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** A stack or nested stack with its synthesized template. */
export interface StackTemplate {
  stack: Stack;
  template: Template;
  /** The stack holding this nested stack; undefined for a top-level stack. */
  parent?: StackTemplate;
}

export interface SynthResult {
  app: App;
  storefront: Storefront;
  /** The top-level templates (for the API, the parent: HTTP API, stage, authorizer). */
  templates: { mail: Template; data: Template; api: Template; web: Template; events: Template };
  /** Every stack of the stage and every nested stack below it. */
  stackTemplates: StackTemplate[];
  /** The API stack and its nested stacks (the route groups). */
  apiTemplates: StackTemplate[];
  /** The cloud assembly folder (bundled function code lives in its `asset.<hash>` folders). */
  assemblyDir: string;
}

/**
 * A stage synthesized as it is configured (no bundles, the real route table), kept for the other
 * test files of the same worker: the infra project runs without isolation, so each stage is
 * synthesized once per worker instead of once per file.
 */
const plainStages = new Map<StageName, SynthResult>();

export function synthStorefront(options: SynthOptions): SynthResult {
  const plain = !options.bundle && !options.routes && !options.configure;
  const kept = plain ? plainStages.get(options.stage) : undefined;
  if (kept) return kept;
  const result = synthesize(options);
  if (plain) plainStages.set(options.stage, result);
  return result;
}

function synthesize(options: SynthOptions): SynthResult {
  const restore = options.bundle ? runEsbuildWithoutNpx() : () => undefined;
  try {
    return synthesizeApp(options);
  } finally {
    restore();
  }
}

function synthesizeApp(options: SynthOptions): SynthResult {
  const app = new App({
    context: { ...CDK_JSON_CONTEXT, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const storefront = createStorefront(app, {
    config: (options.configure ?? ((config: StageConfig) => config))(getStageConfig(options.stage)),
    // Environment-agnostic, like an offline `npm run synth` on a machine without an AWS profile.
    webAssets: { path: writePlaceholder(), placeholder: false },
    routes: options.routes,
  });
  // One synthesis for every template (Template.fromStack would synthesize the app each time).
  const assembly = app.synth();
  const templateOf = (stack: Stack): Template =>
    Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template as Record<string, unknown>);
  const templates = {
    mail: templateOf(storefront.mail),
    data: templateOf(storefront.data),
    api: templateOf(storefront.api),
    web: templateOf(storefront.web),
    events: templateOf(storefront.events),
  };
  const withNested = (stack: Stack, template: Template, parent?: StackTemplate): StackTemplate[] => {
    const self: StackTemplate = { stack, template, parent };
    const nested = stack.node
      .findAll()
      .filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack)
      .flatMap((child) => {
        const file = path.join(assembly.directory, child.templateFile);
        const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
        return withNested(child, Template.fromJSON(json), self);
      });
    return [self, ...nested];
  };
  const apiTemplates = withNested(storefront.api, templates.api);
  const stackTemplates = [
    ...withNested(storefront.mail, templates.mail),
    ...withNested(storefront.data, templates.data),
    ...apiTemplates,
    ...withNested(storefront.web, templates.web),
    ...withNested(storefront.events, templates.events),
    ...[storefront.edge, storefront.recovery].flatMap((stack) =>
      stack ? withNested(stack, templateOf(stack)) : [],
    ),
  ];
  return { app, storefront, templates, stackTemplates, apiTemplates, assemblyDir: assembly.directory };
}

/** A resource found in one of several templates, with the template that holds it. */
export interface FoundResource {
  owner: StackTemplate;
  logicalId: string;
  resource: CfnResource;
}

/** Resources of one type over several templates (a stack and its nested stacks). */
export function findResourcesIn(stacks: readonly StackTemplate[], type: string): FoundResource[] {
  return stacks.flatMap((owner) =>
    Object.entries(resourcesOfType(owner.template, type)).map(([logicalId, resource]) => ({
      owner,
      logicalId,
      resource,
    })),
  );
}

/**
 * Follows a `{ Ref: parameter }` of a nested template up to the value its parent passes in (for
 * example the authorizer id of the parent stack), through every level of nesting.
 */
export function resolveFromParent(owner: StackTemplate, value: unknown): unknown {
  const ref = (value as { Ref?: unknown } | undefined)?.Ref;
  const parameters = (owner.template.toJSON() as { Parameters?: Record<string, unknown> }).Parameters ?? {};
  if (!owner.parent || typeof ref !== 'string' || !(ref in parameters)) return value;
  const nested = owner.stack as NestedStack;
  const resourceId = owner.parent.stack.getLogicalId(nested.nestedStackResource as CfnElement);
  const stackResource = owner.parent.template.toJSON().Resources[resourceId] as CfnResource;
  return resolveFromParent(owner.parent, stackResource.Properties.Parameters[ref]);
}

/** The number of resources in each template, by construct path. */
export function countResources(stacks: readonly StackTemplate[]): Record<string, number> {
  return Object.fromEntries(
    stacks.map(({ stack, template }) => [
      stack.node.path,
      Object.keys((template.toJSON() as { Resources?: object }).Resources ?? {}).length,
    ]),
  );
}

/** cdk-nag AwsSolutions and Serverless findings left after every acknowledgment (exact and by pattern). */
export function getNagViolations(app: App): { rule: string; severity: string; paths: string[] }[] {
  applyFindingPatterns(app);
  return [new AwsSolutionsChecks(app), new ServerlessChecks(app)].flatMap((pack) =>
    pack.validateScope(app).violations.map((v) => ({
      rule: v.ruleName,
      severity: v.severity ?? 'error',
      paths: v.violatingResources.map((r) => r.constructPath ?? ''),
    })),
  );
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
