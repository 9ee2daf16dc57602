/**
 * Descriptions from other sites are untrusted HTML: only the attribute-free subset of
 * `DESCRIPTION_TAGS` survives, the same list the product page renders.
 */
import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_TAGS } from '../catalogue/description-markup.js';
import { SCRAPER_LIMITS } from './scraper-limits.js';

/**
 * Keeps paragraphs, lists, emphasis, small headings and tables; drops every attribute, script, style,
 * iframe, image and link (text of links is kept). Empty results become `undefined`.
 */
export function sanitizeDescription(html: unknown): string | undefined {
  if (typeof html !== 'string' || html.trim() === '') return undefined;
  const clean = sanitizeHtml(html, {
    allowedTags: [...DESCRIPTION_TAGS],
    allowedAttributes: {},
    // No attribute survives, styles included: never parse one (the bundles leave postcss out).
    parseStyleAttributes: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
  })
    .replace(/\s+/g, ' ')
    .trim();
  if (clean === '' || /^(<[^>]+>\s*)+$/.test(clean)) return undefined;
  return clean.length > SCRAPER_LIMITS.maxDescriptionChars
    ? clean.slice(0, SCRAPER_LIMITS.maxDescriptionChars)
    : clean;
}

/** Plain text of a short HTML fragment (for a short description or a card's blurb). */
export function toPlainText(html: unknown): string | undefined {
  if (typeof html !== 'string') return undefined;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, parseStyleAttributes: false })
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}
