/**
 * Renders a shop e-mail to what SES sends: the subject, the HTML and a plain-text part converted
 * from that same HTML (what `plainText: true` would do, without a second React render).
 */
import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';
import { LIST_PRICE_CLASS, LIST_PRICE_LABEL_CLASS, TEXT_LABEL_CLASS } from './mail-layout.js';
import { orderMailLabels } from './order-mail-strings.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Headings as written (html-to-text shouts them by default); a space between label and value; a
 * line's list price in brackets.
 */
const PLAIN_TEXT_OPTIONS = {
  selectors: [
    ...['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: `td.${TEXT_LABEL_CLASS}`, format: 'inlineSurround', options: { suffix: '  ' } },
    // Plain text strikes nothing through: "× $8,750 (list $10,000)" in place of " · List price $10,000".
    { selector: `span.${LIST_PRICE_LABEL_CLASS}`, format: 'skip' },
    {
      selector: `del.${LIST_PRICE_CLASS}`,
      format: 'inlineSurround',
      options: orderMailLabels.listPricePlain,
    },
  ],
};

export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html, PLAIN_TEXT_OPTIONS) };
}
