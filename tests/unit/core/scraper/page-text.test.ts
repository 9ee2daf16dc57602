import { describe, expect, it } from 'vitest';
import { decodePageText, pageEncoding } from '../../../../functions/core/scraper/page-text.js';

/** `text` as Windows-1252 bytes (every character here is below U+0100 there, but for the en dash). */
const windows1252 = (text: string) => Buffer.from(text.replace('–', '\u0096'), 'latin1');
const page = (head: string) => `<!doctype html><html><head>${head}</head><body>Café® – 5</body></html>`;

describe('page text', () => {
  it('reads the encoding the Content-Type header declares', () => {
    const bytes = windows1252(page(''));
    expect(decodePageText(bytes, 'text/html; charset=windows-1252')).toContain('Café® – 5');
    expect(decodePageText(bytes, 'text/html; Charset="ISO-8859-1"')).toContain('Café® – 5');
  });

  it('reads a <meta> charset when the header has none, in either of its forms', () => {
    expect(decodePageText(windows1252(page('<meta charset="windows-1252">')), 'text/html')).toContain(
      'Café®',
    );
    const httpEquiv = '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">';
    expect(decodePageText(windows1252(page(httpEquiv)), 'text/html')).toContain('Café®');
  });

  it('lets the header win over the page, and a byte order mark over both', () => {
    const utf8 = Buffer.from(page('<meta charset="windows-1252">'), 'utf8');
    expect(decodePageText(utf8, 'text/html; charset=utf-8')).toContain('Café® – 5');
    const withMark = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    expect(decodePageText(withMark, 'text/html; charset=windows-1252')).toMatch(/^<!doctype html>/);
    expect(decodePageText(withMark, 'text/html; charset=windows-1252')).toContain('Café® – 5');
  });

  it('falls back to UTF-8 for an unknown label, no declaration, or a page claiming UTF-16 from inside', () => {
    const utf8 = Buffer.from(page('<meta charset="klingon-8">'), 'utf8');
    expect(pageEncoding(utf8, 'text/html; charset=nonsense')).toBe('utf-8');
    expect(decodePageText(utf8, 'text/html')).toContain('Café® – 5');
    expect(pageEncoding(Buffer.from(page('<meta charset="utf-16">')), 'text/html')).toBe('utf-8');
  });

  it('reads JSON as UTF-8 even when a description inside it holds a <meta> charset', () => {
    const json = Buffer.from(JSON.stringify({ body_html: '<meta charset="windows-1252">Café®' }), 'utf8');
    expect(pageEncoding(json, 'application/json')).toBe('utf-8');
    expect(decodePageText(json, 'application/json')).toContain('Café®');
  });

  it('reads UTF-16 pages by their byte order mark', () => {
    const body = Buffer.from(page(''), 'utf16le');
    expect(decodePageText(Buffer.concat([Buffer.from([0xff, 0xfe]), body]), 'text/html')).toContain(
      'Café® – 5',
    );
  });
});
