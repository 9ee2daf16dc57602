/**
 * Renders a shop e-mail to what SES sends: the subject, the HTML and a plain-text part converted
 * from that same HTML (what `plainText: true` would do, without a second React render).
 */
import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';
import { TEXT_LABEL_CLASS } from './mail-layout.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Headings as written (html-to-text shouts them by default); a space between label and value. */
const PLAIN_TEXT_OPTIONS = {
  selectors: [
    ...['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: `td.${TEXT_LABEL_CLASS}`, format: 'inlineSurround', options: { suffix: '  ' } },
  ],
};

export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html, PLAIN_TEXT_OPTIONS) };
}
