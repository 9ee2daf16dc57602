import { describe, expect, it } from 'vitest';
import {
  approvalDecisionSchema,
  spendingLimitSchema,
} from '../../../../functions/core/business/approvals.js';
import { planOrderMails, type OrderMailFacts } from '../../../../functions/core/mail/plan-order-mails.js';
import type { Company, CompanyMember } from '../../../../functions/core/business/company.js';
import { getApprovalNeeded } from '../../../../functions/core/business/order-terms.js';

const company = {
  id: 'c1',
  status: 'approved',
  applicant_email: 'admin@example.com',
} as Company;

const member = (overrides: Partial<CompanyMember> = {}): CompanyMember => ({
  company_id: 'c1',
  user_id: 'u1',
  email: 'buyer@example.com',
  role: 'buyer',
  added_at: '2026-01-01T00:00:00.000Z',
  spending_limit: 50_000,
  ...overrides,
});

describe("a buyer's spending limit", () => {
  it('sends an order above the limit to the company admin', () => {
    expect(getApprovalNeeded(member(), company, 50_000.01)).toEqual({
      company_id: 'c1',
      spending_limit: 50_000,
      admin_email: 'admin@example.com',
    });
  });

  it('lets an order of exactly the limit, or below it, through', () => {
    expect(getApprovalNeeded(member(), company, 50_000)).toBeNull();
    expect(getApprovalNeeded(member(), company, 10)).toBeNull();
  });

  it('needs no approval without a limit, for the company admin, or outside an approved company', () => {
    expect(getApprovalNeeded(member({ spending_limit: null }), company, 1e9)).toBeNull();
    expect(getApprovalNeeded(member({ spending_limit: undefined }), company, 1e9)).toBeNull();
    expect(getApprovalNeeded(member({ role: 'company_admin' }), company, 1e9)).toBeNull();
    expect(getApprovalNeeded(member(), { ...company, status: 'pending' }, 1e9)).toBeNull();
    expect(getApprovalNeeded(undefined, undefined, 1e9)).toBeNull();
  });

  it('holds a limit of zero: every order of that buyer waits', () => {
    expect(getApprovalNeeded(member({ spending_limit: 0 }), company, 1)).not.toBeNull();
  });

  it('takes an amount in JMD or null, naming the field otherwise', () => {
    expect(spendingLimitSchema.parse({ spending_limit: 25_000 })).toEqual({ spending_limit: 25_000 });
    expect(spendingLimitSchema.parse({ spending_limit: null })).toEqual({ spending_limit: null });
    for (const bad of [{ spending_limit: -1 }, { spending_limit: 'lots' }, {}]) {
      const result = spendingLimitSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['spending_limit']);
    }
    expect(approvalDecisionSchema.safeParse({ decision: 'maybe' }).success).toBe(false);
  });

  it('refuses a fraction of a cent, however small, naming the field', () => {
    expect(spendingLimitSchema.parse({ spending_limit: 25_000.5 })).toEqual({ spending_limit: 25_000.5 });
    expect(spendingLimitSchema.parse({ spending_limit: 0 })).toEqual({ spending_limit: 0 });
    for (const bad of [12.345, 0.333_333_333_333, 0.001, 1e-200, 1e-320]) {
      const result = spendingLimitSchema.safeParse({ spending_limit: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({
        path: ['spending_limit'],
        message: 'must be an amount in JMD',
      });
    }
  });
});

describe('the mails of an order awaiting approval', () => {
  const waiting: OrderMailFacts = { order_number: 'SHG-AAAA-BBBB', status: 'awaiting_approval' };
  const kinds = (before: OrderMailFacts | undefined, after: OrderMailFacts) =>
    planOrderMails(before, after).map((mail) => `${mail.kind}>${mail.to}`);

  it('asks the company admin when it is placed, besides the usual mails', () => {
    expect(kinds(undefined, waiting)).toEqual([
      'order_received>shopper',
      'new_order>staff',
      'approval_requested>company_admin',
    ]);
    expect(kinds(undefined, { ...waiting, status: 'confirmed' })).not.toContain(
      'approval_requested>company_admin',
    );
  });

  it('tells the buyer the decision', () => {
    expect(kinds(waiting, { ...waiting, status: 'confirmed' })).toEqual(['approval_approved>shopper']);
    expect(kinds(waiting, { ...waiting, status: 'cancelled' })).toEqual(['approval_declined>shopper']);
  });
});
