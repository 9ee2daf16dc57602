/** How SKUs are shown and generated (the spec's screens and validation rules). */
import { ADMIN } from '../constants.js';

/** The card and detail pages show the SKU with any text `INT` removed. */
export function formatSkuForDisplay(sku: string): string {
  return sku.replaceAll('INT', '');
}

const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `SHG-` plus six digits plus three random uppercase letters, for the admin form's generator. */
export function generateSku(random: () => number = Math.random): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)];
  const digits = Array.from({ length: ADMIN.generatedSkuDigits }, () => pick('0123456789')).join('');
  const letters = Array.from({ length: ADMIN.generatedSkuLetters }, () => pick(UPPERCASE)).join('');
  return `${ADMIN.generatedSkuPrefix}${digits}${letters}`;
}
