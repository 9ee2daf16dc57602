/**
 * The CDK app: the only place that reads the environment and CDK context. Everything else receives
 * typed properties. Feature flags live in `cdk.json` (the CLI passes them in; the infra tests read
 * the same file).
 *   npx cdk synth -c stage=prod      (stage defaults to dev)
 */
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { getStageConfig } from './config.js';
import { FindingPatternPlugin } from './constructs/nag-acknowledgments.js';
import { createStorefront } from './stacks/storefront.js';
import { resolveWebAssets } from './stacks/web-assets.js';

const app = new App();

const stage: unknown = app.node.tryGetContext('stage') ?? 'dev';
const config = getStageConfig(String(stage));

createStorefront(app, {
  config,
  // Unset when no AWS profile is configured: the stacks are then environment-agnostic.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webAssets: resolveWebAssets(path.resolve(import.meta.dirname, '..', 'web', 'dist')),
});

// cdk-nag AwsSolutions on every synth (a CDK policy-validation plugin since cdk-nag 3): any finding
// that is not acknowledged with a reason fails `cdk synth` and `cdk deploy`. The pattern plugin runs
// first and turns the constructs' pattern acknowledgments into exact ones.
Validations.of(app).addPlugins(new FindingPatternPlugin(), new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
