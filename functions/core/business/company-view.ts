/** What a member, and what staff, see of a company: its account, people and statement. */
import { CHECKOUT } from '../checkout/checkout-charges.js';
import { getGctTreatment } from './order-terms.js';
import {
  getOnAccountLabel,
  type Company,
  type CompanyInvite,
  type CompanyMember,
  type GctExemptionLetter,
  type MemberRole,
} from './company.js';
import type { Order, OrderStatus } from '../orders/order.js';
import { buildStatement, type LedgerEntry, type Statement } from './statement.js';

export interface CompanyRecordsInput {
  company: Company;
  members: CompanyMember[];
  invites: CompanyInvite[];
  ledger: LedgerEntry[];
}

type LetterView = Pick<
  GctExemptionLetter,
  'reference' | 'status' | 'decline_reason' | 'uploaded_at' | 'decided_at'
> & { file_name: string };

export interface CompanyView {
  company: Omit<Company, 'document' | 'applied_by' | 'decided_by' | 'gct_exemption_letter'> & {
    /** "Pay on account (Net 30)", or null without terms. */
    on_account_label: string | null;
    gct_rate_percent: number;
    /** The latest exemption letter uploaded and its review (its file's key stays on the server). */
    gct_exemption_letter: LetterView | null;
  };
  role: MemberRole | 'staff';
  members: CompanyMember[];
  /** Pending invitations (their secrets stay on the server). */
  invites: Omit<CompanyInvite, 'token'>[];
  statement: Statement;
}

/** The company as `role` sees it on `today`: only the company admin and staff see the invitations. */
export function toCompanyView(
  records: CompanyRecordsInput,
  role: MemberRole | 'staff',
  today: string,
): CompanyView {
  const {
    document: _document,
    applied_by: _appliedBy,
    decided_by: _decidedBy,
    gct_exemption_letter: letter,
    ...company
  } = records.company;
  const seesInvites = role !== 'buyer';
  return {
    company: {
      ...company,
      on_account_label:
        company.status === 'approved' && company.payment_terms_days !== null
          ? getOnAccountLabel(company.payment_terms_days)
          : null,
      gct_rate_percent: Math.round(getGctTreatment(records.company, CHECKOUT.gctRate, today).rate * 100),
      gct_exemption_letter: letter
        ? {
            reference: letter.reference,
            status: letter.status,
            decline_reason: letter.decline_reason,
            uploaded_at: letter.uploaded_at,
            decided_at: letter.decided_at,
            file_name: letter.document.file_name,
          }
        : null,
    },
    role,
    members: records.members.toSorted((a, b) => a.added_at.localeCompare(b.added_at)),
    invites: seesInvites
      ? records.invites
          .filter((invite) => invite.expires_at > today)
          .map(({ token: _token, ...invite }) => invite)
      : [],
    statement: buildStatement(records.ledger, today),
  };
}

/** A line of staff's list of a company's orders. */
export interface CompanyOrderLine {
  order_number: string;
  created_at: string;
  buyer_email: string;
  total: number;
  status: OrderStatus;
}

/**
 * The company's orders for staff, newest first: each current member's orders placed since they
 * joined (orders from before were their own, not the company's).
 */
export function toCompanyOrderLines(
  members: readonly CompanyMember[],
  ordersOf: (userId: string) => readonly Pick<Order, 'order_number' | 'created_at' | 'total' | 'status'>[],
): CompanyOrderLine[] {
  return members
    .flatMap((member) =>
      ordersOf(member.user_id)
        .filter((order) => order.created_at >= member.added_at)
        .map((order) => ({
          order_number: order.order_number,
          created_at: order.created_at,
          buyer_email: member.email,
          total: order.total,
          status: order.status,
        })),
    )
    .toSorted((a, b) => b.created_at.localeCompare(a.created_at));
}
