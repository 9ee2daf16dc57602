/**
 * Vector artwork for the sample products: one simple drawing per category (a laptop, a software box,
 * a router...), tinted with the brand's colour and labelled with the brand. Up to four variants per
 * product (light, tinted, dark, close-up) so the card's image arrows have something to cycle through.
 * The SVG carries width, height and viewBox so the browser reserves the space before it loads.
 */
import { type CategorySlug } from './sample-products.js';

export const ARTWORK_WIDTH = 800;
export const ARTWORK_HEIGHT = 600;
export const ARTWORK_CONTENT_TYPE = 'image/svg+xml';
/** Longest product name printed on the first image before it is cut with an ellipsis. */
const MAX_CAPTION_LENGTH = 52;

const INK = '#1f2933';
const STEEL = '#3e4c59';
const SILVER = '#cbd2d9';
const PAPER = '#ffffff';

export interface ArtworkInput {
  category: CategorySlug;
  brandName: string;
  brandColor: string;
  productName: string;
  /** 1-based image number; selects the variant. */
  index: number;
}

/** Escapes text for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function drawKeys(x: number, y: number, columns: number, rows: number, size: number, gap: number): string {
  const keys: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      keys.push(
        `<rect x="${x + column * (size + gap)}" y="${y + row * (size + gap)}" width="${size}" height="${size}" rx="3" fill="${STEEL}"/>`,
      );
    }
  }
  return keys.join('');
}

/** The drawing of each category, centred on the canvas; `c` is the brand colour. */
const DRAWINGS: Record<CategorySlug, (c: string) => string> = {
  computers: (c) => `
    <rect x="250" y="130" width="300" height="200" rx="12" fill="${INK}"/>
    <rect x="264" y="144" width="272" height="172" rx="4" fill="url(#screen)"/>
    <path d="M200 338 H600 L620 366 Q620 374 610 374 H190 Q180 374 180 366 Z" fill="${SILVER}"/>
    <rect x="370" y="338" width="60" height="8" rx="4" fill="${STEEL}"/>
    <circle cx="400" cy="230" r="28" fill="${PAPER}" opacity="0.85"/>
    <rect x="386" y="216" width="12" height="12" fill="${c}"/><rect x="402" y="216" width="12" height="12" fill="${c}"/>
    <rect x="386" y="232" width="12" height="12" fill="${c}"/><rect x="402" y="232" width="12" height="12" fill="${c}"/>`,
  software: (c) => `
    <path d="M300 160 L340 130 H520 L480 160 Z" fill="${c}" opacity="0.7"/>
    <path d="M480 160 L520 130 V350 L480 380 Z" fill="${c}" opacity="0.5"/>
    <rect x="300" y="160" width="180" height="220" fill="${c}"/>
    <circle cx="390" cy="255" r="56" fill="${PAPER}" opacity="0.9"/>
    <circle cx="390" cy="255" r="16" fill="${c}"/>
    <rect x="320" y="335" width="140" height="10" rx="5" fill="${PAPER}" opacity="0.8"/>`,
  networking: (c) => `
    <path d="M330 150 Q400 110 470 150" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.5"/>
    <path d="M355 178 Q400 152 445 178" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.75"/>
    <circle cx="400" cy="200" r="9" fill="${c}"/>
    <line x1="290" y1="290" x2="262" y2="180" stroke="${STEEL}" stroke-width="12" stroke-linecap="round"/>
    <line x1="510" y1="290" x2="538" y2="180" stroke="${STEEL}" stroke-width="12" stroke-linecap="round"/>
    <rect x="230" y="280" width="340" height="80" rx="16" fill="${c}"/>
    <rect x="230" y="340" width="340" height="20" rx="8" fill="${INK}" opacity="0.25"/>
    <circle cx="280" cy="318" r="7" fill="#3ecf8e"/><circle cx="306" cy="318" r="7" fill="#3ecf8e"/>
    <circle cx="332" cy="318" r="7" fill="#f7c948"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${420 + i * 32}" y="308" width="24" height="20" rx="3" fill="${INK}" opacity="0.6"/>`).join('')}`,
  electronics: (c) => `
    <rect x="210" y="130" width="380" height="230" rx="10" fill="${INK}"/>
    <rect x="222" y="142" width="356" height="198" rx="3" fill="url(#screen)"/>
    <path d="M240 320 L330 250 L390 290 L460 220 L560 320 Z" fill="${PAPER}" opacity="0.35"/>
    <circle cx="500" cy="190" r="22" fill="${PAPER}" opacity="0.6"/>
    <rect x="384" y="360" width="32" height="34" fill="${STEEL}"/>
    <rect x="320" y="390" width="160" height="14" rx="7" fill="${SILVER}"/>
    <rect x="${400 - 20}" y="346" width="40" height="5" rx="2" fill="${c}"/>`,
  mobility: (c) => `
    <rect x="220" y="130" width="220" height="290" rx="22" fill="${INK}"/>
    <rect x="234" y="146" width="192" height="258" rx="10" fill="url(#screen)"/>
    <rect x="420" y="190" width="140" height="250" rx="22" fill="${STEEL}"/>
    <rect x="430" y="204" width="120" height="222" rx="14" fill="${c}"/>
    <rect x="470" y="210" width="40" height="8" rx="4" fill="${INK}"/>
    ${[0, 1, 2].map((i) => `<rect x="${444 + i * 34}" y="250" width="26" height="26" rx="7" fill="${PAPER}" opacity="0.8"/>`).join('')}
    ${[0, 1, 2].map((i) => `<rect x="${444 + i * 34}" y="288" width="26" height="26" rx="7" fill="${PAPER}" opacity="0.6"/>`).join('')}`,
  office: (c) => `
    <rect x="290" y="140" width="220" height="90" fill="${PAPER}" stroke="${SILVER}" stroke-width="4"/>
    <rect x="230" y="210" width="340" height="140" rx="16" fill="#e4e7eb" stroke="${SILVER}" stroke-width="4"/>
    <rect x="230" y="240" width="340" height="16" fill="${c}"/>
    <rect x="280" y="290" width="240" height="14" rx="7" fill="${STEEL}"/>
    <circle cx="530" cy="226" r="7" fill="#3ecf8e"/><circle cx="508" cy="226" r="7" fill="${STEEL}"/>
    <path d="M300 300 H500 L490 400 H310 Z" fill="${PAPER}" stroke="${SILVER}" stroke-width="3"/>
    <rect x="330" y="330" width="140" height="8" rx="4" fill="${c}" opacity="0.6"/>
    <rect x="330" y="350" width="110" height="8" rx="4" fill="${SILVER}"/>
    <rect x="330" y="370" width="125" height="8" rx="4" fill="${SILVER}"/>`,
  accessories: (c) => `
    <rect x="180" y="240" width="330" height="130" rx="14" fill="${INK}"/>
    ${drawKeys(198, 256, 11, 4, 22, 6)}
    <ellipse cx="580" cy="300" rx="48" ry="74" fill="${c}"/>
    <line x1="580" y1="228" x2="580" y2="290" stroke="${INK}" stroke-width="3" opacity="0.5"/>
    <rect x="574" y="246" width="12" height="24" rx="6" fill="${INK}"/>`,
  security: (c) => `
    <rect x="330" y="270" width="34" height="90" fill="${STEEL}"/>
    <rect x="290" y="352" width="114" height="20" rx="6" fill="${SILVER}"/>
    <path d="M236 170 H540 L560 196 H216 Z" fill="${c}"/>
    <rect x="230" y="190" width="310" height="100" rx="48" fill="${PAPER}" stroke="${SILVER}" stroke-width="4"/>
    <circle cx="500" cy="240" r="40" fill="${INK}"/>
    <circle cx="500" cy="240" r="22" fill="${c}"/>
    <circle cx="508" cy="232" r="7" fill="${PAPER}" opacity="0.8"/>
    <circle cx="262" cy="240" r="6" fill="#e12d39"/>`,
  gaming: (c) => `
    <path d="M300 190 Q400 172 500 190 Q590 206 612 320 Q626 410 568 414 Q532 416 500 360 H300 Q268 416 232 414 Q174 410 188 320 Q210 206 300 190 Z" fill="${c}"/>
    <rect x="254" y="266" width="76" height="24" rx="5" fill="${PAPER}"/>
    <rect x="280" y="240" width="24" height="76" rx="5" fill="${PAPER}"/>
    <circle cx="520" cy="250" r="14" fill="#3ecf8e"/><circle cx="550" cy="278" r="14" fill="#e12d39"/>
    <circle cx="490" cy="278" r="14" fill="#2186eb"/><circle cx="520" cy="306" r="14" fill="#f7c948"/>
    <circle cx="360" cy="330" r="22" fill="${INK}"/><circle cx="440" cy="330" r="22" fill="${INK}"/>
    <rect x="382" y="246" width="36" height="12" rx="6" fill="${INK}" opacity="0.5"/>`,
  cloud: (c) => `
    <circle cx="320" cy="250" r="64" fill="${c}"/>
    <circle cx="410" cy="210" r="86" fill="${c}"/>
    <circle cx="498" cy="258" r="58" fill="${c}"/>
    <rect x="320" y="250" width="178" height="66" fill="${c}"/>
    <path d="M370 290 V230 M350 250 L370 228 L390 250" stroke="${PAPER}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M440 230 V290 M420 270 L440 292 L460 270" stroke="${PAPER}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    ${[0, 1].map((i) => `<rect x="300" y="${340 + i * 34}" width="200" height="26" rx="6" fill="${INK}"/><circle cx="322" cy="${353 + i * 34}" r="5" fill="#3ecf8e"/>`).join('')}`,
  pos: (c) => `
    <rect x="220" y="140" width="260" height="170" rx="12" fill="${INK}"/>
    <rect x="232" y="152" width="236" height="146" rx="4" fill="url(#screen)"/>
    ${[0, 1, 2].map((i) => `<rect x="248" y="${170 + i * 40}" width="120" height="26" rx="5" fill="${PAPER}" opacity="0.75"/>`).join('')}
    <rect x="330" y="310" width="40" height="50" fill="${STEEL}"/>
    <rect x="280" y="356" width="140" height="16" rx="6" fill="${SILVER}"/>
    <path d="M512 200 H588 V330 L576 320 L564 330 L552 320 L540 330 L528 320 L512 330 Z" fill="${PAPER}" stroke="${SILVER}" stroke-width="3"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${522 + i * 7}" y="280" width="${i % 3 === 0 ? 4 : 2}" height="26" fill="${INK}"/>`).join('')}
    <rect x="496" y="320" width="110" height="60" rx="10" fill="${c}"/>
    <rect x="510" y="334" width="82" height="8" rx="4" fill="${INK}" opacity="0.5"/>`,
};

interface Variant {
  background: string;
  text: string;
  transform: string;
  /** A light disc behind the drawing, so dark or brand-coloured parts stay visible on dark or brand backgrounds. */
  plate: boolean;
}

const PLATE = `<circle cx="400" cy="270" r="205" fill="${PAPER}" opacity="0.94"/>`;

/** Light, tinted, dark and close-up: four looks so a product's images differ at a glance. */
function selectVariant(index: number, color: string): Variant {
  switch ((index - 1) % 4) {
    case 1:
      return { background: `${color}22`, text: INK, transform: 'rotate(-6 400 270)', plate: false };
    case 2:
      return { background: INK, text: PAPER, transform: 'translate(-40 -27) scale(1.1)', plate: true };
    case 3:
      return { background: color, text: PAPER, transform: 'translate(-240 -170) scale(1.6)', plate: true };
    default:
      return { background: '#f5f7fa', text: INK, transform: '', plate: false };
  }
}

/** Renders one product image as a standalone SVG document. */
export function renderProductArtwork(input: ArtworkInput): string {
  const { brandColor: color } = input;
  const variant = selectVariant(input.index, color);
  const brand = escapeXml(input.brandName);
  const caption =
    input.productName.length > MAX_CAPTION_LENGTH
      ? `${input.productName.slice(0, MAX_CAPTION_LENGTH - 1).trimEnd()}…`
      : input.productName;
  const label = escapeXml(`${input.brandName} ${input.category} product image ${input.index}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${escapeXml(input.productName)}</title>`,
    `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${INK}" stop-opacity="0.85"/>`,
    `</linearGradient></defs>`,
    `<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="${variant.background}"/>`,
    `<g transform="${variant.transform}">${variant.plate ? PLATE : ''}${DRAWINGS[input.category](color)}</g>`,
    `<rect x="0" y="470" width="${ARTWORK_WIDTH}" height="130" fill="${variant.text === PAPER ? INK : PAPER}" opacity="0.88"/>`,
    `<rect x="40" y="498" width="10" height="74" rx="5" fill="${input.index % 4 === 0 ? PAPER : color}"/>`,
    `<text x="68" y="532" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="${variant.text === PAPER ? PAPER : INK}">${brand}</text>`,
    `<text x="68" y="566" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="20" fill="${variant.text === PAPER ? SILVER : STEEL}">${escapeXml(input.index === 1 ? caption : input.category.toUpperCase())}</text>`,
    `</svg>`,
  ].join('');
}
