import {
  DESCRIPTION_TAGS,
  isDescriptionMarkup,
  type DescriptionTag,
} from '@core/catalogue/description-markup';
import { createElement, type ReactNode } from 'react';

const ALLOWED = new Set<string>(DESCRIPTION_TAGS);

/**
 * React elements for the allowed tags of a parsed description, attributes dropped; any other element
 * gives only its text, and script, style and template give nothing.
 */
function toReact(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  const result: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      result.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') return;
    const children = toReact(node.childNodes, key);
    if (ALLOWED.has(tag)) {
      result.push(createElement(tag as DescriptionTag, { key }, ...(tag === 'br' ? [] : children)));
    } else {
      result.push(...children);
    }
  });
  return result;
}

/**
 * A product's description: imported ones are stored as sanitised HTML and shown as such (lists,
 * tables, bold), through the same allow-list the importer used; staff-typed text keeps its lines.
 */
export function ProductDescription({ description }: { description: string }) {
  if (!isDescriptionMarkup(description)) {
    return <p className="whitespace-pre-line text-slate-700">{description}</p>;
  }
  // DOMParser builds an inert document: nothing in it loads or runs.
  const parsed = new DOMParser().parseFromString(description, 'text/html');
  return (
    <div className="product-description space-y-3 text-slate-700 [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc">
      {toReact(parsed.body.childNodes, 'd')}
    </div>
  );
}
