/**
 * How every Lambda function is bundled: one source for the CDK (`StorefrontFunction`) and for the
 * bundle tools (`infra/tools/lambda-bundles.ts`: sizes, the size test and the cold-start benchmark),
 * so what is measured is what is deployed.
 */
import path from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export const FUNCTION_BUNDLING = {
  forceDockerBundling: false,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: 'node22',
  format: OutputFormat.ESM,
  // ESM builds of dependencies tree-shake; their CommonJS builds are kept whole.
  mainFields: ['module', 'main'],
  // ESM output: CommonJS dependencies that call require() need one.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  tsconfig: path.join(PROJECT_ROOT, 'tsconfig.node.json'),
  // The Node 22 runtime ships AWS SDK v3; bundling it would only grow cold starts. Nothing else is
  // left out: every other dependency must be in the bundle.
  externalModules: ['@aws-sdk/*'],
} satisfies BundlingOptions;
