/**
 * An amount in JMD as staff or a company admin typed it, for the server to read: a number when the
 * text is one (thousands commas allowed, "500,000"), otherwise the text itself, so that the server
 * refuses it naming the field. A blank is no amount (undefined), never 0; and a word is never
 * `Number()`'s NaN, which JSON sends as null ("no limit" where null means none).
 */
export function readTypedAmount(text: FormDataEntryValue | null): number | string | undefined {
  const typed = String(text ?? '')
    .trim()
    .replaceAll(',', '');
  if (typed === '') return undefined;
  const amount = Number(typed);
  return Number.isFinite(amount) ? amount : typed;
}
