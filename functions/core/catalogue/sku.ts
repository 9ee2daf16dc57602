/** How SKUs are shown and generated (the spec's screens and validation rules). */
import { ADMIN } from '../constants.js';

/** What separates the parts of a SKU: `INT-HP250G9-8GB`, `INT_X710`, `INT X710`, `INT/X710`. */
const SKU_SEPARATOR = /([-_\s/.]+)/;
/** The distributor's internal marker, shown to nobody. */
const INTERNAL_MARKER = 'INT';

/**
 * The SKU as the card and detail pages show it: the `INT` marker removed wherever it stands as a part
 * of its own (first, last or between separators), with the separator that went with it, so no stray
 * hyphen is left ("INT-X710DA2" shows "X710DA2", "HP-INT-250" shows "HP-250"). Words that merely
 * contain the letters ("INTEL-NUC", "PRINTER") are left alone. A SKU that is nothing but the marker
 * is shown as it is.
 */
export function formatSkuForDisplay(sku: string): string {
  const pieces = sku.trim().split(SKU_SEPARATOR);
  // Even indexes are parts, odd ones the separator after each part.
  const parts: { text: string; after: string }[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    parts.push({ text: pieces[index]!, after: pieces[index + 1] ?? '' });
  }
  const kept = parts.filter((part) => part.text.toUpperCase() !== INTERNAL_MARKER && part.text !== '');
  if (kept.length === 0) return sku.trim();
  return kept.map((part, index) => (index < kept.length - 1 ? part.text + part.after : part.text)).join('');
}

const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `SHG-` plus six digits plus three random uppercase letters, for the admin form's generator. */
export function generateSku(random: () => number = Math.random): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)];
  const digits = Array.from({ length: ADMIN.generatedSkuDigits }, () => pick('0123456789')).join('');
  const letters = Array.from({ length: ADMIN.generatedSkuLetters }, () => pick(UPPERCASE)).join('');
  return `${ADMIN.generatedSkuPrefix}${digits}${letters}`;
}
