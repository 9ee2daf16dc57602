/**
 * The public forms (contact, support request, bulk-order quote request, newsletter sign-up): one zod
 * schema each, used by the web form and by the server, so both refuse the same input with the same
 * words. Bodies are snake_case like the rest of the API.
 */
import * as z from 'zod';
import { normaliseEmail } from '../auth/email-address.js';
import { isValidPhone, EMAIL_PATTERN } from '../checkout/checkout.js';
import { trnSchema } from '../orders/payment-schemas.js';
import { INPUT_LIMITS } from '../security-limits.js';
import { formMessages as m } from './inbox-strings.js';

/** The shop's issue types of the Support page's quick request, in its order. */
export const SUPPORT_ISSUE_TYPES = [
  'Hardware Problem',
  'Software Issue',
  'Installation Help',
  'Warranty Claim',
  'Other',
] as const;
export type SupportIssueType = (typeof SUPPORT_ISSUE_TYPES)[number];

export const QUOTE_LIMITS = { maxLines: 50, maxQuantity: 10_000 } as const;

/**
 * The honeypot: a field hidden from people (off-screen, out of the tab order); a bot that fills it
 * is answered as if it succeeded and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'website';

const text = (message: string, max: number = INPUT_LIMITS.maxShortText) =>
  z.string(message).trim().min(1, message).max(max, m.tooLong);

const emailField = z
  .string(m.email)
  .overwrite(normaliseEmail)
  .max(254, m.email)
  .regex(EMAIL_PATTERN, m.email);

/**
 * An optional field left empty, or sent as null (what the form's own parse makes of it), is absent.
 */
const emptyAsNone = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Empty means "not given"; anything else must be a phone number the shop can call. */
const optionalPhone = z
  .preprocess(emptyAsNone, z.string(m.phone).trim().max(40, m.phone).refine(isValidPhone, m.phone).optional())
  .transform((value) => value ?? null);

/** Present on every form so the schema accepts it; its content is judged before parsing. */
const honeypot = { [HONEYPOT_FIELD]: z.string().max(INPUT_LIMITS.maxShortText).optional() };

export const contactFormSchema = z.strictObject({
  first_name: text(m.firstName, 100),
  last_name: text(m.lastName, 100),
  email: emailField,
  phone: optionalPhone,
  subject: text(m.subject, 200),
  message: text(m.message, INPUT_LIMITS.maxLongText / 2),
  ...honeypot,
});
export type ContactForm = z.output<typeof contactFormSchema>;

export const supportRequestSchema = z.strictObject({
  name: text(m.name, 200),
  email: emailField,
  phone: optionalPhone,
  product_service: text(m.productService, 200),
  issue_type: z.enum(SUPPORT_ISSUE_TYPES, m.issueType),
  description: text(m.description, INPUT_LIMITS.maxLongText / 2),
  ...honeypot,
});
export type SupportRequest = z.output<typeof supportRequestSchema>;

const quoteLineSchema = z.strictObject({
  sku: text(m.sku, 100),
  quantity: z.coerce
    .number(m.quantity)
    .int(m.quantity)
    .min(1, m.quantity)
    .max(QUOTE_LIMITS.maxQuantity, m.quantity),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;

/** A TRN is optional (left empty: none); when given, the payment rule's 9 digits. */
const optionalTrn = z.preprocess(emptyAsNone, trnSchema.optional()).transform((value) => value ?? null);

export const quoteRequestSchema = z.strictObject({
  name: text(m.name, 200),
  email: emailField,
  phone: optionalPhone,
  company: text(m.company, 200),
  trn: optionalTrn,
  lines: z.array(quoteLineSchema, m.lines).min(1, m.lines).max(QUOTE_LIMITS.maxLines, m.tooManyLines),
  notes: z
    .string(m.notes)
    .trim()
    .max(INPUT_LIMITS.maxLongText / 2, m.notes)
    .optional()
    .transform((value) => value ?? ''),
  ...honeypot,
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export const newsletterSignupSchema = z.strictObject({ email: emailField, ...honeypot });
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** The confirm and unsubscribe links' query: the random token the mail carried. */
export const newsletterTokenQuerySchema = z.object({
  token: z.string(m.tooLong).regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token from the e-mail'),
});
