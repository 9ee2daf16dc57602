import { useEffect } from 'react';
import {
  buildHeadTags,
  buildPageTitle,
  serializeJsonLd,
  type HeadTag,
  type PageMetaInput,
} from '@core/seo/page-meta';

interface PageMetaProps extends PageMetaInput {
  /** schema.org structured data of the page, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

function applyHeadTag(head: HTMLHeadElement, tag: HeadTag) {
  const selector =
    tag.kind === 'canonical' ? 'link[rel="canonical"]' : `meta[${tag.kind}="${CSS.escape(tag.key)}"]`;
  let element = head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
  if (tag.content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag.kind === 'canonical' ? 'link' : 'meta');
    if (tag.kind === 'canonical') element.setAttribute('rel', 'canonical');
    else element.setAttribute(tag.kind, tag.key);
    head.append(element);
  }
  element.setAttribute(tag.kind === 'canonical' ? 'href' : 'content', tag.content);
}

/**
 * Sets the page's title, description, canonical link and social tags, replacing those of the page
 * before (tags are updated in place, not added, so the head never holds two descriptions).
 */
export function PageMeta({ jsonLd, ...meta }: PageMetaProps) {
  const { title, description, path, image, type, keywords, noIndex } = meta;
  const keywordList = keywords?.join('\n');

  useEffect(() => {
    document.title = buildPageTitle(title);
    const tags = buildHeadTags(
      { title, description, path, image, type, noIndex, keywords: keywordList?.split('\n') },
      window.location.origin,
    );
    for (const tag of tags) applyHeadTag(document.head, tag);
  }, [title, description, path, image, type, keywordList, noIndex]);

  if (!jsonLd) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />;
}
