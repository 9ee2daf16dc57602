/** Image addresses as stores write them: lazy-loading attributes and srcset before a placeholder src. */
import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { toAbsoluteUrl } from './scraped-product.js';

/** File names themes use for the image shown until the real one loads. */
const PLACEHOLDER = /(^data:)|spacer|blank\.|pixel\.|placeholder|loading\.|lazy\.|transparent\./i;

/** The largest candidate of a srcset ("a.jpg 300w, b.jpg 600w" gives b.jpg). */
function largestOfSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; size: number } | undefined;
  for (const part of srcset.split(/,\s+/)) {
    const [url, descriptor] = part.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor ?? '1') || 1;
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url;
}

/** The best image URL of an element (img, source, meta or link), absolute, or `undefined`. */
export function readImageUrl(element: Cheerio<AnyNode>, pageUrl: string): string | undefined {
  const candidates = [
    element.attr('content'),
    element.attr('data-src'),
    element.attr('data-lazy-src'),
    element.attr('data-original'),
    element.attr('data-zoom-image'),
    largestOfSrcset(element.attr('data-lazy-srcset') ?? element.attr('data-srcset')),
    largestOfSrcset(element.attr('srcset')),
    element.attr('src'),
    element.attr('href'),
  ];
  for (const candidate of candidates) {
    if (!candidate || PLACEHOLDER.test(candidate)) continue;
    const url = toAbsoluteUrl(candidate, pageUrl);
    if (url) return url;
  }
  return undefined;
}
