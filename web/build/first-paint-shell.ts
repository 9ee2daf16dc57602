/**
 * A Vite plugin that puts a static header (the shop's name and phone, in the header's own classes)
 * inside `#root` of `index.html`. The browser paints it as soon as the HTML and the stylesheet have
 * arrived, instead of a white page until the app's code has downloaded and run: on a phone over 4G
 * that is the difference between a first paint at about 1 s and at about 2 s. React replaces it on
 * its first render (new elements take its place, nothing that stays moves, so no layout shift).
 * Decorative: it carries no links or landmarks, which the real header brings a moment later.
 */
import type { Plugin } from 'vite';
import { SHOP_IDENTITY } from '../../functions/core/shop-identity';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The markup, in the classes of `components/layout/header.tsx` and `shop-logo.tsx`. */
export function renderFirstPaintShell(identity: { name: string; phone: string } = SHOP_IDENTITY): string {
  return [
    '<div class="border-b border-slate-200 bg-white md:border-b-0" data-first-paint-shell="">',
    '<div class="bg-brand-900 text-xs text-brand-100 sm:text-sm">',
    `<div class="mx-auto flex h-9 max-w-7xl items-center px-4">${escapeHtml(identity.phone)}</div>`,
    '</div>',
    '<div class="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">',
    '<span class="flex size-9 shrink-0 rounded-md bg-brand-900"></span>',
    `<span class="line-clamp-2 text-sm leading-tight font-bold text-brand-900 sm:text-lg">${escapeHtml(identity.name)}</span>`,
    '</div>',
    '</div>',
  ].join('');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export function firstPaintShell(): Plugin {
  return {
    name: 'storefront-first-paint-shell',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (!html.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty #root element.');
        const withShell = html.replace(
          '<div id="root"></div>',
          `<div id="root">${renderFirstPaintShell()}</div>`,
        );
        // The stylesheet (about 9 KB gzipped) inline: the first paint then needs the HTML alone
        // rather than a second request racing the app's modules for a phone's bandwidth.
        const bundle = context.bundle;
        if (!bundle) return withShell;
        return withShell.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
