// Stands in for prettier in the Lambda bundles (`BUNDLE_ALIASES` in function-bundling.ts).
// @react-email/render imports prettier at its top for the `pretty` option, which the shop never
// uses: without this, every mail consumer carried 252 KB of prettier and compiled it at each cold start.
export function format() {
  throw new Error('prettier is left out of the Lambda bundles: render e-mails without `pretty`.');
}

export default {};
