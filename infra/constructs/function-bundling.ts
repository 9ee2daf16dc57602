/**
 * How every Lambda function is bundled: one source for the CDK (`StorefrontFunction`) and for the
 * bundle tools (`infra/bundling/lambda-bundles.ts`: sizes, the size test and the cold-start benchmark),
 * so what is measured is what is deployed.
 */
import path from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** Imports a dependency makes but the shop never runs, bundled as a small stand-in instead. */
const LEFT_OUT = path.join(import.meta.dirname, 'left-out-modules.js');

/**
 * React's streaming server renderer alone: @react-email/render renders with it, and `react-dom/server`
 * would bring the legacy string renderer beside it (about 100 KB of every mail consumer, never run).
 */
const STREAMING_SERVER_RENDERER = path.join(
  PROJECT_ROOT,
  'node_modules/react-dom/cjs/react-dom-server.node.production.js',
);
export const BUNDLE_ALIASES: Record<string, string> = {
  // @react-email/render's `pretty` option.
  'prettier/standalone': LEFT_OUT,
  'prettier/plugins/html': LEFT_OUT,
  // cheerio's `fromURL` and `loadBuffer`: the importer fetches and decodes pages itself.
  undici: LEFT_OUT,
  'encoding-sniffer': LEFT_OUT,
  'react-dom/server': STREAMING_SERVER_RENDERER,
  // One build of the HTML parser the importer's two libraries share: sanitize-html require()s it
  // (its CommonJS build, with CommonJS copies of domhandler, domutils and entities) while cheerio
  // imports its ES module build; both now get the latter. About 150 KB of each import task.
  htmlparser2: path.join(PROJECT_ROOT, 'node_modules/htmlparser2/dist/esm/index.js'),
  // sanitize-html's parser of style attributes: descriptions keep no attribute (parseStyleAttributes off).
  postcss: LEFT_OUT,
};

/**
 * Values fixed at bundle time. Lambda sets no NODE_ENV, so without this React ran its development
 * build (slower renders, extra checks) and every mail consumer carried both builds: 870 KB, not 500.
 */
export const BUNDLE_DEFINES: Record<string, string> = {
  'process.env.NODE_ENV': JSON.stringify('production'),
};

export const FUNCTION_BUNDLING = {
  forceDockerBundling: false,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: 'node22',
  // CommonJS: the runtime's SDK and the Powertools layer then load through require(), about a fifth
  // faster to start than ES module imports of those CommonJS packages (Node lexes each for its
  // exports). Sources stay ES modules; esbuild converts them.
  format: OutputFormat.CJS,
  // ESM builds of dependencies tree-shake; their CommonJS builds are kept whole.
  mainFields: ['module', 'main'],
  tsconfig: path.join(PROJECT_ROOT, 'tsconfig.node.json'),
  // The Node 22 runtime ships AWS SDK v3, and Powertools comes from its public layer (its Tracer
  // carries the X-Ray SDK, about 130 KB a function): bundling them would only grow cold starts.
  // Nothing else is left out: every other dependency must be in the bundle.
  externalModules: ['@aws-sdk/*', '@aws-lambda-powertools/*'],
  define: BUNDLE_DEFINES,
  esbuildArgs: Object.fromEntries(
    Object.entries(BUNDLE_ALIASES).map(([module, standIn]) => [`--alias:${module}`, standIn]),
  ),
} satisfies BundlingOptions;

/**
 * AWS's public layer of Powertools for AWS Lambda (TypeScript) v2 (logger, metrics, tracer and the
 * X-Ray SDK under `nodejs/node_modules`), published in every commercial region by account
 * 094274105915. Raise the version with the Powertools packages in package.json.
 */
export const POWERTOOLS_LAYER = {
  account: '094274105915',
  name: 'AWSLambdaPowertoolsTypeScriptV2',
  version: 44,
};
