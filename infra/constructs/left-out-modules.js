// Stands in for modules a dependency imports but the shop never runs (`BUNDLE_ALIASES` in
// function-bundling.ts), so the Lambda bundles neither carry nor compile them at each cold start:
// - prettier: @react-email/render imports it for its `pretty` option (252 KB of every mail consumer);
// - undici and encoding-sniffer: cheerio's main entry imports them for `fromURL` and `loadBuffer`
//   (about 1.5 MB of each import task); the importer fetches and decodes pages itself;
// - postcss: sanitize-html parses style attributes with it, and descriptions keep no attribute
//   (`parseStyleAttributes: false`; 85 KB of each import task with its source-map support).
// Anything that calls them fails loudly rather than quietly doing less.
function leftOut() {
  throw new Error('This module is left out of the Lambda bundles (see function-bundling.ts).');
}

export const format = leftOut;
export const decodeBuffer = leftOut;
export const parse = leftOut;
export class DecodeStream {
  constructor() {
    leftOut();
  }
}

export default {};
