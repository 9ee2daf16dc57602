/** Descriptions from other sites are untrusted HTML: only a small, attribute-free subset survives. */
import sanitizeHtml from 'sanitize-html';
import { SCRAPER_LIMITS } from './scraper-limits.js';

const ALLOWED_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'h3',
  'h4',
  'h5',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
];

/**
 * Keeps paragraphs, lists, emphasis, small headings and tables; drops every attribute, script, style,
 * iframe, image and link (text of links is kept). Empty results become `undefined`.
 */
export function sanitizeDescription(html: unknown): string | undefined {
  if (typeof html !== 'string' || html.trim() === '') return undefined;
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
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
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}
