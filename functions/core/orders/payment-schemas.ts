/**
 * The payment inputs checked with zod, apart from `payment.ts` so the mail consumers that format
 * payment instructions do not load zod for them.
 */
import * as z from 'zod';
import { PAYMENT } from './payment-limits.js';

/**
 * Jamaica's Taxpayer Registration Number: nine digits, often written 123-456-789. Spaces and
 * dashes are accepted and dropped; the stored form is the nine digits.
 */
export const trnSchema = z
  .string('must be a 9-digit TRN')
  .trim()
  .max(20, 'must be a 9-digit TRN')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{9}$/, 'must be a 9-digit TRN'));

export const proofContentTypeSchema = z.enum(
  PAYMENT.proofContentTypes,
  'must be a PDF, JPEG or PNG file (application/pdf, image/jpeg or image/png)',
);
