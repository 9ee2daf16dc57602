/** The words of a search or of a product's text, as the search index and the product types read them. */

/** Splits on anything but letters and digits, lowercased: "Wi-Fi 6" is "wi", "fi", "6". */
export function tokenizeSearch(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = { mice: 'mouse', indices: 'index' };

/**
 * The singular of an English shop word, or the word itself: "batteries" -> "battery", "switches" ->
 * "switch", "laptops" -> "laptop"; "glass", "status", "is" and numbers stay as they are.
 */
export function singularize(word: string): string {
  if (IRREGULAR_SINGULARS[word]) return IRREGULAR_SINGULARS[word];
  if (word.length < 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}
