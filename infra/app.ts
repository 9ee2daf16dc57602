/**
 * The CDK app: the only place that reads the environment and CDK context. Everything else receives
 * typed properties. Feature flags live in `cdk.json` (the CLI passes them in; the infra tests read
 * the same file).
 *   npx cdk synth -c stage=prod      (stage defaults to dev)
 */
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { runEsbuildWithoutNpx } from './bundling/esbuild-without-npx.js';
import { getStageConfig } from './config.js';
import { createGuardValidator } from './guard/guard-validator.js';
import { FindingPatternPlugin } from './constructs/nag-acknowledgments.js';
import { createStorefront } from './stacks/storefront.js';
import { resolveWebAssets } from './stacks/web-assets.js';

// The project's CloudFormation Guard rules (infra/guard) check every synthesized template too.
const app = new App({ policyValidationBeta1: [createGuardValidator()] });

const stage: unknown = app.node.tryGetContext('stage') ?? 'dev';
const config = getStageConfig(String(stage));

// The functions are bundled as they are constructed: by the workspace's esbuild, without one npx
// start-up for each of them (see the module).
runEsbuildWithoutNpx();

createStorefront(app, {
  config,
  // A stage without a pinned env in config.ts follows the CLI's profile; unset when no AWS profile
  // is configured: the stacks are then environment-agnostic.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webAssets: resolveWebAssets(path.resolve(import.meta.dirname, '..', 'web', 'dist')),
});

// cdk-nag's AwsSolutions and Serverless packs on every synth (CDK policy-validation plugins since
// cdk-nag 3): any finding that is not acknowledged with a reason fails `cdk synth` and `cdk deploy`.
// The pattern plugin runs first and turns the constructs' pattern acknowledgments into exact ones.
Validations.of(app).addPlugins(
  new FindingPatternPlugin(),
  new AwsSolutionsChecks(app, { verbose: true }),
  new ServerlessChecks(app, { verbose: true }),
);

app.synth();
