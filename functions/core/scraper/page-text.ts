/**
 * A fetched page's bytes as text, in the encoding the page declares. Many distributor sites still
 * serve Windows-1252 or ISO-8859-1: read as UTF-8, their "Café" and "®" would be stored as "Caf�".
 * The encoding is found as browsers find it (HTML's encoding sniffing, simplified): a byte order mark,
 * then the Content-Type header's charset, then (HTML only) a `<meta>` charset in the first 1024
 * bytes, else UTF-8.
 */

/** How far into the page a `<meta>` charset is looked for (HTML's prescan reads this much). */
const PRESCAN_BYTES = 1024;

const BYTE_ORDER_MARKS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
];

const CHARSET_PARAMETER = /charset\s*=\s*["']?([\w.:-]+)/i;
const META_CHARSET = /<meta\s[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

/** The encoding `label` names, when the platform knows it (an unknown or misspelt label: none). */
function knownEncoding(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

/** The encoding of a page: its byte order mark, the header's charset, its `<meta>`, or UTF-8. */
export function pageEncoding(bytes: Uint8Array, contentType: string): string {
  const mark = BYTE_ORDER_MARKS.find((bom) => bom.bytes.every((byte, i) => bytes[i] === byte));
  if (mark) return mark.encoding;
  const fromHeader = knownEncoding(CHARSET_PARAMETER.exec(contentType)?.[1]);
  if (fromHeader) return fromHeader;
  // JSON is UTF-8 by definition; only HTML declares its encoding inside (a JSON product
  // description may well hold a `<meta>` of its own).
  if (/json/i.test(contentType)) return 'utf-8';
  // The prescan reads ASCII only: a single-byte decoder keeps each byte one character.
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, PRESCAN_BYTES));
  const declared = knownEncoding(META_CHARSET.exec(head)?.[1]);
  // A page cannot declare itself UTF-16 from inside (its bytes would not be ASCII): HTML reads UTF-8.
  return declared && !declared.startsWith('utf-16') ? declared : 'utf-8';
}

/** The page's text in its encoding (see `pageEncoding`); bytes the encoding lacks become U+FFFD. */
export function decodePageText(bytes: Uint8Array, contentType: string): string {
  return new TextDecoder(pageEncoding(bytes, contentType)).decode(bytes);
}
