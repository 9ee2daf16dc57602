/**
 * Proofs of payment and purchase order documents: what the shopper asks to upload, where it goes
 * (a private key under the order, never public), and the checks after the upload.
 */
import * as z from 'zod';
import { PAYMENT } from './payment-limits.js';
import { normaliseEmail } from '../auth/email-address.js';
import { EMAIL_PATTERN } from '../checkout/checkout.js';
import { RuleViolation } from '../rule-violation.js';
import { orderLinkTokenSchema } from './order-link.js';
import { paymentMessages } from './payment-messages.js';
import { proofContentTypeSchema } from './payment-schemas.js';
import { detectProofContentType, type ProofContentType } from './payment.js';

export const DOCUMENT_KINDS = ['payment_proof', 'purchase_order'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const KEY_PREFIX: Record<DocumentKind, string> = {
  payment_proof: 'payment-proofs/',
  purchase_order: 'purchase-orders/',
};

const EXTENSIONS: Record<ProofContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const MAX_MEGABYTES = PAYMENT.maxProofBytes / 1024 / 1024;

const kindSchema = z.enum(DOCUMENT_KINDS, 'must be payment_proof or purchase_order');
const fileNameSchema = z
  .string('is required')
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters');
/** A guest without the order's session id proves access with the order's e-mail. */
const emailSchema = z
  .string()
  .overwrite(normaliseEmail)
  .max(254)
  .regex(EMAIL_PATTERN, 'must be an e-mail address')
  .optional();

export const documentUploadRequestSchema = z.strictObject({
  kind: kindSchema,
  content_type: proofContentTypeSchema,
  file_name: fileNameSchema,
  size: z
    .number('must be the file size in bytes')
    .int('must be the file size in bytes')
    .min(1, 'must be at least 1 byte')
    .max(PAYMENT.maxProofBytes, paymentMessages.fileTooLarge(MAX_MEGABYTES)),
  email: emailSchema,
  /** Or the token of the link in the order's e-mails, on any device. */
  token: orderLinkTokenSchema.optional(),
});
export type DocumentUploadRequest = z.output<typeof documentUploadRequestSchema>;

/** A guest route's proof of access to an order (its e-mail or its mailed link's token), alone. */
export const orderProofSchema = z.strictObject({
  email: emailSchema,
  token: orderLinkTokenSchema.optional(),
});

export const documentConfirmSchema = z.strictObject({
  kind: kindSchema,
  key: z.string('is required').min(1, 'is required').max(300),
  file_name: fileNameSchema,
  email: emailSchema,
  token: orderLinkTokenSchema.optional(),
});
export type DocumentConfirm = z.output<typeof documentConfirmSchema>;

/** `payment-proofs/{order}/{random}.{ext}`: the order in the key lets the confirm step refuse another order's file. */
export function buildDocumentKey(
  kind: DocumentKind,
  orderNumber: string,
  randomId: string,
  contentType: ProofContentType,
): string {
  return `${KEY_PREFIX[kind]}${orderNumber}/${randomId.toLowerCase()}.${EXTENSIONS[contentType]}`;
}

/** Throws unless the key is one this order's upload of this kind could have had. */
export function requireOwnDocumentKey(kind: DocumentKind, orderNumber: string, key: string): void {
  const pattern = new RegExp(`^${KEY_PREFIX[kind]}${orderNumber}/[0-9a-f-]{36}\\.(pdf|jpg|png)$`);
  if (!pattern.test(key)) throw new RuleViolation('invalid', paymentMessages.keyNotForOrder);
}

/** The uploaded object as found in the bucket. */
export interface UploadedObject {
  size: number;
  head: Uint8Array;
}

/** The object's type from its own first bytes; throws when it is too large or not a PDF, JPEG or PNG. */
export function requireAcceptableUpload(object: UploadedObject): ProofContentType {
  if (object.size > PAYMENT.maxProofBytes) {
    throw new RuleViolation('invalid', `file: ${paymentMessages.fileTooLarge(MAX_MEGABYTES)}`);
  }
  const type = detectProofContentType(object.head);
  if (!type) throw new RuleViolation('invalid', `file: ${paymentMessages.fileTypeOnly}`);
  return type;
}
