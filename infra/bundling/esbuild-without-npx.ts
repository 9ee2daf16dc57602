/**
 * Has the CDK run the workspace's esbuild binary itself rather than through `npx --no-install
 * esbuild`, which it uses for an esbuild installed in the project: npm's start-up costs about 0.6 s
 * of CPU, once for each of the 150 functions, two thirds of a bundled synthesis. Same binary, same
 * arguments, same bundles. Used by `infra/app.ts` (`cdk synth`, `cdk deploy`) and the infra tests'
 * bundled synthesis. The CDK keeps what it detects in a static field (`Bundling.esbuildInstallation`,
 * not public API): should it go, the CDK detects as before and runs npx.
 * Returns a function that puts back what was there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export function runEsbuildWithoutNpx(): () => void {
  const require = createRequire(import.meta.url);
  const esbuildBin = path.join(path.dirname(require.resolve('esbuild/package.json')), 'bin');
  const bundlingModule = path.join(
    path.dirname(require.resolve('aws-cdk-lib/package.json')),
    'aws-lambda-nodejs/lib/bundling.js',
  );
  const { Bundling } = require(bundlingModule) as { Bundling?: { esbuildInstallation?: unknown } };
  const { version } = require('esbuild/package.json') as { version: string };
  if (!Bundling || !('esbuildInstallation' in Bundling)) return () => undefined;
  const before = { installation: Bundling.esbuildInstallation, path: process.env.PATH };
  // Not a workspace package to the CDK: it runs plain `esbuild`, found first on the PATH.
  Bundling.esbuildInstallation = { isWorkspacePackage: false, version };
  process.env.PATH = [esbuildBin, process.env.PATH].filter(Boolean).join(path.delimiter);
  return () => {
    Bundling.esbuildInstallation = before.installation;
    process.env.PATH = before.path;
  };
}
