/** How SKUs are shown and generated (spec sections 2 and 5). */

/** The card and detail pages show the SKU with any text `INT` removed. */
export function formatSkuForDisplay(sku: string): string {
  return sku.replaceAll('INT', '');
}

const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `SHG-` plus six digits plus three random uppercase letters, for the admin form's generator. */
export function generateSku(random: () => number = Math.random): string {
  const digits = Array.from({ length: 6 }, () => Math.floor(random() * 10)).join('');
  const letters = Array.from({ length: 3 }, () => UPPERCASE[Math.floor(random() * UPPERCASE.length)]).join(
    '',
  );
  return `SHG-${digits}${letters}`;
}
