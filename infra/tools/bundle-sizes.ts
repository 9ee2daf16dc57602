/**
 * Bundles every Lambda entry as the CDK does and prints each bundle's size, largest first, with its
 * three heaviest packages: `npm run bundle:sizes`.
 */
import {
  bundleAllLambdas,
  getBundleGoalBytes,
  LAMBDA_BUNDLE_GOAL_BYTES,
  type LambdaBundle,
} from '../bundling/lambda-bundles.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Bytes per package (`zod`, `@aws-lambda-powertools/logger`) or per app folder (`functions/core`). */
function heaviestParts(bundle: LambdaBundle, count: number): string {
  const parts = new Map<string, number>();
  for (const [file, bytes] of Object.entries(bundle.inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    const name = pkg ?? file.split('/').slice(0, 2).join('/');
    parts.set(name, (parts.get(name) ?? 0) + bytes);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
}

const bundles = (await bundleAllLambdas()).sort((a, b) => b.bytes - a.bytes);
for (const bundle of bundles) {
  const over = bundle.bytes >= getBundleGoalBytes(bundle.handler) ? ' over the goal' : '';
  console.log(
    `${kb(bundle.bytes).padStart(10)}  ${bundle.kind.padEnd(15)} ${bundle.handler.padEnd(34)} ${heaviestParts(bundle, 3)}${over}`,
  );
}
const over = bundles.filter((b) => b.bytes >= getBundleGoalBytes(b.handler));
console.log(
  `\n${bundles.length} bundles, ${over.length} at or over ${kb(LAMBDA_BUNDLE_GOAL_BYTES)}; largest ${kb(bundles[0]?.bytes ?? 0)}`,
);
