/**
 * Business accounts: a company applies (its registration document checked by its bytes), staff
 * approve it with payment terms and a credit limit or decline it with a reason, and its members are
 * a company admin and the buyers the admin invites. The schemas of every business route and the
 * rules that decide who may do what live here, without I/O, so the shop and the server agree.
 */
import * as z from 'zod';
import { PAYMENT } from '../orders/payment-limits.js';
import { emailSchema } from '../auth/credentials.js';
import { isValidPhone } from '../checkout/checkout.js';
import { isWholeCents, toTypedAmount } from '../currency.js';
import { proofContentTypeSchema, trnSchema } from '../orders/payment-schemas.js';
import type { StoredDocument } from '../orders/payment.js';
import { RuleViolation } from '../rule-violation.js';
import type { CompanyHold } from './account-holds.js';
import { getGctTreatment, type GctTreatment } from './order-terms.js';
import { businessMessages } from './business-strings.js';
import { orderTermsMessages } from './order-terms-messages.js';

/** Business accounts' own limits: terms, credit limits, invitations and the statement's ageing. */
export const BUSINESS = {
  /** Payment terms staff may grant, in days after the invoice (none: the company pays as a consumer). */
  paymentTermsDays: [7, 15, 30],
  /** Largest credit limit staff may set, in JMD. */
  maxCreditLimit: 100_000_000,
  /** How long a buyer's invitation link stays usable. */
  inviteValidDays: 14,
  /** The statement's ageing buckets: days overdue up to each bound (the last is open-ended). */
  ageingBucketBounds: [0, 30, 60, 90],
} as const;

export const COMPANY_STATUSES = ['pending', 'approved', 'declined'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const MEMBER_ROLES = ['company_admin', 'buyer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export type PaymentTermsDays = (typeof BUSINESS.paymentTermsDays)[number];

/** A company's approved GCT exemption (government bodies are zero-rated; others approved by staff). */
export interface GctExemption {
  reason: string;
  reference: string;
  /** Last day it applies (YYYY-MM-DD). */
  expires_on: string;
  approved_by: string | null;
  approved_at: string;
}

/** The exemption letter the company admin uploaded, until staff approve or decline it. */
export interface GctExemptionLetter {
  document: StoredDocument;
  reference: string;
  status: 'pending' | 'approved' | 'declined';
  /** Why staff declined it; null otherwise. */
  decline_reason: string | null;
  uploaded_by: string;
  /** Where staff's decision is mailed (the company admin who uploaded it). */
  uploaded_by_email: string;
  uploaded_at: string;
  decided_at: string | null;
}

export interface Company {
  id: string;
  name: string;
  trn: string;
  gct_registration_number: string | null;
  address: string;
  phone: string;
  expected_monthly_spend: number;
  document: StoredDocument;
  status: CompanyStatus;
  /** Why staff declined it; null otherwise. */
  decline_reason: string | null;
  /** Net days of an approved company's account; null: no buying on account. */
  payment_terms_days: PaymentTermsDays | null;
  credit_limit: number;
  /** What the company owes: invoices on account less payments received. */
  balance: number;
  /** `credit_limit - balance`, kept beside it so one conditional write can hold the limit. */
  available_credit: number;
  gct_exemption: GctExemption | null;
  /** Why no new on-account orders are taken (absent or null: none). */
  hold?: CompanyHold | null;
  /** Who last lifted a hold, when and why. */
  hold_lifted?: { by: string | null; at: string; reason: string } | null;
  /** The price list its buyers buy at while it is approved (absent or null: list prices). */
  price_list_id?: string | null;
  /** The latest exemption letter uploaded (absent on companies that never uploaded one). */
  gct_exemption_letter?: GctExemptionLetter | null;
  applied_by: string;
  /** Where the decision is mailed. */
  applicant_email: string;
  applied_at: string;
  decided_at: string | null;
  decided_by: string | null;
  updated_at: string;
}

export interface CompanyMember {
  company_id: string;
  user_id: string;
  email: string;
  role: MemberRole;
  added_at: string;
  /** A buyer's per-order spending limit in JMD: a larger order waits for the company admin. Absent or null: none. */
  spending_limit?: number | null;
}

/** A pending invitation of a buyer; the token is only ever in the invitee's e-mail. */
export interface CompanyInvite {
  company_id: string;
  id: string;
  email: string;
  role: MemberRole;
  token: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
}

const requiredText = (max: number) =>
  z.string('is required').trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const moneySchema = (max: number) =>
  z
    .number('must be an amount in JMD')
    .nonnegative('must be an amount in JMD')
    .max(max, `must be at most ${max}`)
    .refine(isWholeCents, 'must be an amount in JMD');

/** A company id as the server makes it (a UUID). */
export const companyIdSchema = z.uuid('must be a company id');
export const companyParamsSchema = z.object({ companyId: companyIdSchema });

/** The registration document's upload ticket: the same file rules as a proof of payment. */
export const companyDocumentUploadSchema = z.strictObject({
  content_type: proofContentTypeSchema,
  file_name: requiredText(200),
  size: z
    .number('must be the file size in bytes')
    .int('must be the file size in bytes')
    .min(1, 'must be at least 1 byte')
    .max(PAYMENT.maxProofBytes, businessMessages.documentTooLarge),
});

/**
 * "Open a business account": the company's details as the customer types them. The shop's form
 * checks them with this schema (each message under its field) and the server again, with the
 * document uploaded before (`companyApplicationSchema`).
 */
export const companyDetailsSchema = z.strictObject({
  company_name: requiredText(200),
  trn: trnSchema,
  gct_registration_number: z
    .string()
    .trim()
    .max(40, 'must be at most 40 characters')
    .transform((value) => value || null)
    .nullable()
    .default(null),
  address: requiredText(300),
  phone: z.string('is required').trim().max(30).refine(isValidPhone, 'must be a phone number'),
  expected_monthly_spend: z.preprocess(toTypedAmount, moneySchema(BUSINESS.maxCreditLimit)),
});

/** The application the server takes: the company's details and the document uploaded before. */
export const companyApplicationSchema = companyDetailsSchema.extend({
  document: z.strictObject({ key: requiredText(300), file_name: requiredText(200) }),
});
export type CompanyApplication = z.output<typeof companyApplicationSchema>;

/** Staff approve an application: its terms (none: null), credit limit and price list (none: null). */
export const companyApprovalSchema = z.strictObject({
  decision: z.literal('approve'),
  payment_terms_days: z
    .union(
      BUSINESS.paymentTermsDays.map((days) => z.literal(days)),
      'must be 7, 15, 30 or null',
    )
    .nullable(),
  credit_limit: moneySchema(BUSINESS.maxCreditLimit),
  price_list_id: z.uuid('must be a price list id').nullable().default(null),
});

/** Staff's decision on an application. */
export const companyDecisionSchema = z.discriminatedUnion(
  'decision',
  [companyApprovalSchema, z.strictObject({ decision: z.literal('decline'), reason: requiredText(500) })],
  'must be approve or decline',
);
export type CompanyDecision = z.output<typeof companyDecisionSchema>;

export const companyInviteSchema = z.strictObject({ email: emailSchema });

/** `?invite=&token=` of an invitation link, posted back to accept it. */
export const acceptInviteSchema = z.strictObject({
  invite_id: z.uuid('must be the invitation id from the e-mail'),
  token: z
    .string('must be the token from the e-mail')
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token from the e-mail'),
});

export const memberParamsSchema = z.object({ companyId: companyIdSchema, userId: requiredText(100) });

export const ACCOUNT_PAYMENT_METHODS = ['bank_transfer', 'cheque'] as const;

/**
 * A payment staff received against the company's account. Its id is made once by the form that
 * records it, so a double click or a retried request names the same payment and records it once.
 */
export const accountPaymentSchema = z.strictObject({
  id: z.uuid('must be the id of the payment (a UUID)'),
  amount: moneySchema(BUSINESS.maxCreditLimit).refine((amount) => amount > 0, 'must be more than 0'),
  method: z.enum(ACCOUNT_PAYMENT_METHODS, 'must be bank_transfer or cheque'),
  reference: requiredText(100),
});
export type AccountPayment = z.output<typeof accountPaymentSchema>;

/** A payment sent again under its id is the one recorded only with the same amount, method and reference. */
export const isSameAccountPayment = (recorded: AccountPayment, sent: AccountPayment): boolean =>
  recorded.amount === sent.amount && recorded.method === sent.method && recorded.reference === sent.reference;

/** Staff's approval of a GCT exemption. */
export const gctExemptionSchema = z.strictObject({
  reason: requiredText(200),
  reference: requiredText(100),
  expires_on: z.iso.date('must be a date (YYYY-MM-DD)'),
});

/** The private key of a company's registration document: under the applicant, so nobody else can submit it. */
export function buildCompanyDocumentKey(userId: string, randomId: string, extension: string): string {
  return `company-documents/${userId.toLowerCase()}/${randomId.toLowerCase()}.${extension}`;
}

/** Throws unless the key is one of this applicant's uploads. */
export function requireOwnCompanyDocumentKey(userId: string, key: string): void {
  const prefix = `company-documents/${userId.toLowerCase()}/`;
  if (!key.startsWith(prefix) || !/^[0-9a-f-]{36}\.(pdf|jpg|png)$/.test(key.slice(prefix.length))) {
    throw new RuleViolation('invalid', `document: ${businessMessages.documentNotYours}`);
  }
}

/** A new application, pending review. */
export function buildCompany(input: {
  id: string;
  application: CompanyApplication;
  document: StoredDocument;
  userId: string;
  email: string;
  now: string;
}): Company {
  const { application: a } = input;
  return {
    id: input.id,
    name: a.company_name,
    trn: a.trn,
    gct_registration_number: a.gct_registration_number,
    address: a.address,
    phone: a.phone,
    expected_monthly_spend: a.expected_monthly_spend,
    document: input.document,
    status: 'pending',
    decline_reason: null,
    payment_terms_days: null,
    credit_limit: 0,
    balance: 0,
    available_credit: 0,
    gct_exemption: null,
    applied_by: input.userId,
    applicant_email: input.email,
    applied_at: input.now,
    decided_at: null,
    decided_by: null,
    updated_at: input.now,
  };
}

/** Only a pending application is decided, once. */
export function requirePending(company: Pick<Company, 'status'>): void {
  if (company.status !== 'pending') throw new RuleViolation('conflict', businessMessages.alreadyDecided);
}

/** Member management is the company admin's, of an approved company. */
export function requireCompanyAdmin(member: CompanyMember | undefined, companyId: string): void {
  if (!member || member.company_id !== companyId)
    throw new RuleViolation('not-found', businessMessages.notFound);
  if (member.role !== 'company_admin') throw new RuleViolation('forbidden', businessMessages.adminOnly);
}

/** The caller's own membership of this company, or a 404 that says nothing about whether it exists. */
export function requireMember(member: CompanyMember | undefined, companyId: string): CompanyMember {
  if (!member || member.company_id !== companyId)
    throw new RuleViolation('not-found', businessMessages.notFound);
  return member;
}

/** The label of the on-account payment method at checkout. */
export function getOnAccountLabel(days: number): string {
  return `Pay on account (Net ${days})`;
}

/** What checkout offers a buyer: their GCT rate (and why it is zero) and "Pay on account (Net N)" when their company has terms. */
export interface BuyerTerms {
  gct_rate: number;
  gct_exemption: GctTreatment['exemption'];
  on_account_label: string | null;
  /** Why "Pay on account" is not offered while the company's account is on hold (the server's own refusal), or null. */
  on_account_hold: string | null;
}

export function getBuyerTerms(company: Company | undefined, standardRate: number, today: string): BuyerTerms {
  const gct = getGctTreatment(company, standardRate, today);
  const terms = company?.status === 'approved' ? company.payment_terms_days : null;
  const hold = terms === null ? null : (company?.hold ?? null);
  return {
    gct_rate: gct.rate,
    gct_exemption: gct.exemption,
    on_account_label: terms === null || hold ? null : getOnAccountLabel(terms),
    on_account_hold: hold ? orderTermsMessages.accountOnHold(hold.reason) : null,
  };
}
