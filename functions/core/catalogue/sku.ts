/** How SKUs are shown and generated. */
import { ADMIN } from '../admin/admin-limits.js';

/** What separates the parts of a SKU: `INT-HP250G9-8GB`, `INT_X710`, `INT X710`, `INT/X710`. */
const SKU_SEPARATOR = /([-_\s/.]+)/;
/** The distributor's internal marker, shown to nobody. */
const INTERNAL_MARKER = 'INT';

/** A model code with the marker glued to its end: "LEN21JKINT" (a digit before it, so not "PRINT"). */
const GLUED_MARKER = new RegExp(`^(.*\\d.*?)${INTERNAL_MARKER}$`, 'i');

/**
 * The SKU as people see it, the one display rule of every screen and mail (cards, product page,
 * cart, checkout, order pages, the tax invoice, the order and quote mails, staff's order views): the
 * `INT` marker removed wherever it stands as a part of its own (first, last or between separators),
 * with the separator that went with it, so no stray hyphen is left ("INT-X710DA2" shows "X710DA2",
 * "HP-INT-250" shows "HP-250", "LEN21JK-I7-INT" shows "LEN21JK-I7"), or glued to the end of a model
 * code that has a digit ("LEN21JKINT" shows "LEN21JK"). Words that merely contain the letters
 * ("INTEL-NUC", "PRINTER", "HP-PRINT") are left alone. A SKU that is nothing but the marker is shown
 * as it is. The stored SKU (what staff edit, search and import by) keeps the marker.
 */
export function formatSkuForDisplay(sku: string): string {
  const pieces = sku.trim().split(SKU_SEPARATOR);
  // Even indexes are parts, odd ones the separator after each part.
  const parts: { text: string; after: string }[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    parts.push({ text: pieces[index]!, after: pieces[index + 1] ?? '' });
  }
  const kept = parts
    .map((part) => ({ ...part, text: GLUED_MARKER.exec(part.text)?.[1] ?? part.text }))
    .filter((part) => part.text.toUpperCase() !== INTERNAL_MARKER && part.text !== '');
  if (kept.length === 0) return sku.trim();
  return kept.map((part, index) => (index < kept.length - 1 ? part.text + part.after : part.text)).join('');
}

/**
 * The words a page, a CSV or a person puts before a code: "SKU", "Part #", "Part No.", "Part
 * Number", "MPN", "Mfr Part #", "Model", "Model No.", "Item #", "Item Code", "Product Code", in any
 * case. A label ends the way labels do: in "#" or "No.", or with a space, ":" or "#" after it.
 */
const CODE_LABEL =
  /^(?:sku|mpn|(?:mfr\.?|manufacturer)\s*part(?:\s*(?:#|no\.?|number))?|part\s*(?:#|no\.?|number)|model(?:\s*(?:#|no\.?|number))?|item\s*(?:#|no\.?|number|code)|product\s*code)(?:(?<=[#.])|(?=[\s:#]|$))/i;
/** What may stand between a label and its value: "SKU: X", "Part #: X", "MPN - X", "Item No.X". */
const LABEL_SEPARATOR = /^[\s:#.]*(?:[-\u2013\u2014]\s+)?/;

/**
 * A SKU or part number without the label a page or a person typed before it: "SKU: GZ-001" is
 * "GZ-001", "Part No. 910-006557" is "910-006557", "sku:sku: GZ-015" is "GZ-015". Labels are never
 * part of the value. A code that merely starts with the letters ("SKU-001", "MODEL3", "MPN123") is
 * left alone: a bare label needs a space, ":" or "#" after it. A label with nothing after it is
 * no code at all (empty). Used by every reader of the importer, the CSV import and the product form.
 */
export function stripCodeLabel(value: string): string {
  let code = value.trim();
  for (let match = CODE_LABEL.exec(code); match; match = CODE_LABEL.exec(code)) {
    code = code.slice(match[0].length).replace(LABEL_SEPARATOR, '').trim();
  }
  return code;
}

const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `SHG-` plus six digits plus three random uppercase letters, for the admin form's generator. */
export function generateSku(random: () => number = Math.random): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)];
  const digits = Array.from({ length: ADMIN.generatedSkuDigits }, () => pick('0123456789')).join('');
  const letters = Array.from({ length: ADMIN.generatedSkuLetters }, () => pick(UPPERCASE)).join('');
  return `${ADMIN.generatedSkuPrefix}${digits}${letters}`;
}
