/** Compares a secret a request carries with the stored one in constant time (no timing oracle). */
import { timingSafeEqual } from 'node:crypto';

export function secretsMatch(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
