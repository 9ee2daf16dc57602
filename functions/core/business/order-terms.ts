/**
 * What a business buyer's order is placed under: the approval an order above their spending limit
 * needs, the company's account terms and credit, and the GCT that applies. Apart from company.ts
 * (the business routes' schemas) so the order and payment routes carry only these rules.
 */
import { RuleViolation } from '../rule-violation.js';
import { toShopDay, toShopDayOf } from '../shop-time.js';
import { orderTermsMessages } from './order-terms-messages.js';
import type { Company, CompanyMember } from './company.js';

/** What an order above its buyer's limit records: whose admin decides, and the limit it went over. */
export interface OrderApproval {
  company_id: string;
  spending_limit: number;
  /** Where the request is mailed: the company admin (the applicant). */
  admin_email: string;
}

/**
 * The approval an order of `total` needs, or null: only a buyer of an approved company whose admin
 * set a limit, and only above it (an order of exactly the limit goes through).
 */
export function getApprovalNeeded(
  member: CompanyMember | undefined,
  company: Company | undefined,
  total: number,
): OrderApproval | null {
  const limit = member?.spending_limit;
  if (!member || !company || member.role !== 'buyer' || limit == null) return null;
  if (company.status !== 'approved' || total <= limit) return null;
  return { company_id: company.id, spending_limit: limit, admin_email: company.applicant_email };
}

/**
 * The invoice's due date: the Jamaica day its terms start plus the company's net days (YYYY-MM-DD),
 * so an order placed at 9 pm in Kingston is not a day later. The terms start when the order is
 * placed, or, for an order above its buyer's spending limit, when the company admin approves it
 * (as its time to pay does: `getLapseToStart`).
 */
export function getInvoiceDueOn(termsStartAt: string, termsDays: number): string {
  return toShopDay(new Date(Date.parse(termsStartAt) + termsDays * 86_400_000).toISOString());
}

/** What an on-account order records of its company. */
export interface OrderAccount {
  company_id: string;
  company_name: string;
  payment_terms_days: number;
  /** Null while the order waits for its company admin's approval: its terms start at the approval. */
  due_on: string | null;
}

/**
 * May this company's buyer put an order of `total` on account? A member, of a company approved with
 * terms, and within the available credit as read now; the order's transaction holds the limit again
 * atomically. Its terms start at `termsStartAt` (placing), or null for an order that waits for
 * approval (no due date yet).
 */
export function requireOnAccount(
  company: Company | undefined,
  total: number,
  termsStartAt: string | null,
): OrderAccount {
  // No company: they are not a member (a buyer removed while at checkout, whose page still offered it).
  if (!company) throw new RuleViolation('forbidden', orderTermsMessages.notACompanyBuyer);
  if (company.status !== 'approved' || company.payment_terms_days === null) {
    throw new RuleViolation('forbidden', orderTermsMessages.noAccountTerms);
  }
  if (company.hold)
    throw new RuleViolation('conflict', orderTermsMessages.accountOnHold(company.hold.reason));
  if (total > company.available_credit) {
    throw new RuleViolation('conflict', orderTermsMessages.overCreditLimit);
  }
  return {
    company_id: company.id,
    company_name: company.name,
    payment_terms_days: company.payment_terms_days,
    due_on: termsStartAt ? getInvoiceDueOn(termsStartAt, company.payment_terms_days) : null,
  };
}

/** The GCT that applies to a buyer's order: the one rule checkout, orders, invoices and mails read. */
export interface GctTreatment {
  /** Fraction of the subtotal. */
  rate: number;
  /** Why it is zero; null at the standard rate. */
  exemption: { reason: string; reference: string } | null;
}

/**
 * Zero-rated while the company's exemption runs (through its expiry day, a Jamaica day), else the
 * standard rate. `today` is a shop day or an instant, read on Kingston's clock (`toShopDayOf`), so
 * a letter's last day runs until midnight in Kingston, not until 19:00 when UTC's date turns.
 */
export function getGctTreatment(
  company: Pick<Company, 'status' | 'gct_exemption'> | undefined,
  standardRate: number,
  today: string,
): GctTreatment {
  const exemption = company?.status === 'approved' ? company.gct_exemption : null;
  if (exemption && exemption.expires_on >= toShopDayOf(today)) {
    return { rate: 0, exemption: { reason: exemption.reason, reference: exemption.reference } };
  }
  return { rate: standardRate, exemption: null };
}
