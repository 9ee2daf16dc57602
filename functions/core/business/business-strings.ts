/** What the server and the shop say about business accounts (one module for both). */
import { PAYMENT } from '../orders/payment-limits.js';
import { orderTermsMessages } from './order-terms-messages.js';

export const businessMessages = {
  notFound: 'Company not found.',
  adminOnly: 'Only the company admin can do this.',
  alreadyMember: 'This account already belongs to a company.',
  alreadyApplied: 'You have already applied for a business account.',
  alreadyDecided: 'This application has already been decided.',
  notApproved: 'This business account is not approved.',
  documentNotYours: 'must be the document you uploaded for this application.',
  documentMissing: 'document: the uploaded file was not found. Please upload it again.',
  documentTooLarge: `must be at most ${PAYMENT.maxProofBytes / 1024 / 1024} MB`,
  inviteInvalid: 'This invitation is not valid.',
  inviteExpired: 'This invitation has expired.',
  inviteOtherEmail: 'This invitation was sent to another e-mail address. Please sign in with that address.',
  cannotRemoveSelf: 'The company admin cannot remove themselves.',
  ...orderTermsMessages,
} as const;

/** Recording a payment received (apart from `businessMessages`, which placing an order loads). */
export const accountPaymentMessages = {
  overPayment: 'amount: is more than the balance the company owes.',
  idTaken:
    'This payment was already recorded with another amount, method or reference. Reload the company to see it, then record the new payment.',
  busy: 'This payment is being recorded by another request. Please try again.',
} as const;

/** Holds and their lifting (apart from `businessMessages`, which placing an order loads). */
export const holdMessages = {
  alreadyOnHold: 'This account is already on hold.',
  notOnHold: 'This account is not on hold.',
  clearedByPayment: 'The overdue invoices were paid.',
} as const;

/** The e-mails of business accounts. */
export const businessMailWords = {
  approved: {
    subject: 'Your business account is approved',
    heading: 'Your business account is approved',
    intro: (company: string) => `${company} can now buy as a business.`,
    terms: (label: string, limit: string) =>
      `${label} is available at checkout, with a credit limit of ${limit}.`,
    noTerms: 'Your buyers can order with the payment methods every customer has.',
    open: 'Open your business account',
  },
  declined: {
    subject: 'Your business account application',
    heading: 'We could not approve your business account',
    intro: (company: string) => `We reviewed the application of ${company} and could not approve it.`,
    reason: (reason: string) => `Reason: ${reason}`,
    again: 'You can apply again from My Account with the details corrected.',
  },
  invite: {
    subject: (company: string) => `You are invited to buy for ${company}`,
    heading: (company: string) => `Join ${company}`,
    intro: (company: string) =>
      `${company} invited you to buy on its business account. Sign in or create an account with this e-mail address, then accept the invitation.`,
    accept: 'Accept the invitation',
  },
  letterApproved: {
    subject: 'Your GCT exemption is approved',
    heading: 'Your GCT exemption is approved',
    intro: (company: string, reference: string, expiresOn: string) =>
      `The GCT exemption letter of ${company} (reference ${reference}) is approved until ${expiresOn}. Your buyers' orders are zero-rated for GCT until then.`,
  },
  letterDeclined: {
    subject: 'Your GCT exemption letter',
    heading: 'We could not approve your GCT exemption letter',
    intro: (company: string, reference: string) =>
      `We reviewed the GCT exemption letter of ${company} (reference ${reference}) and could not approve it. Orders keep GCT at the standard rate.`,
    reason: (reason: string) => `Reason: ${reason}`,
    again: 'You can upload a corrected letter from your business account.',
  },
  dueSoon: {
    subject: (order: string, dueOn: string) => `Invoice ${order} is due on ${dueOn}`,
    intro: (company: string, order: string, amount: string, dueOn: string) =>
      `The invoice of ${company} for order ${order} (${amount} outstanding) is due on ${dueOn}. Please pay it by then by bank transfer or cheque, quoting the order number.`,
  },
  overdue: {
    subject: (order: string) => `Invoice ${order} is overdue`,
    intro: (company: string, order: string, amount: string, dueOn: string) =>
      `The invoice of ${company} for order ${order} was due on ${dueOn} and ${amount} is still outstanding. Please pay it now, quoting the order number.`,
    holdWarning: (days: number) =>
      `An account with an invoice more than ${days} days overdue is put on hold: no new orders on account until it is paid.`,
  },
  hold: {
    subject: 'Your business account is on hold',
    heading: 'Your business account is on hold',
    intro: (company: string, reason: string) =>
      `The account of ${company} is on hold: ${reason}. Your buyers cannot pay on account until the hold is lifted.`,
    pay: (amount: string, invoices: string) =>
      `To lift it, pay ${amount} (${invoices}) by bank transfer or cheque, quoting the order numbers. The hold is lifted as soon as we record the payment.`,
    contact: 'Please contact us to lift it.',
  },
  statement: 'See your statement',
} as const;

/** Why a GCT-exempt buyer's GCT is 0 %: said in the cart, on the invoice and in the order mails. */
export const gctExemptNote = (reason: string, reference: string) =>
  `GCT exempt: ${reason} (reference ${reference}).`;
