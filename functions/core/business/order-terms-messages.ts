/**
 * What placing an order on account can be refused with: apart from `businessMessages` (which spreads
 * these in), so the order routes carry these four sentences and not every business message.
 */
export const orderTermsMessages = {
  noAccountTerms: 'Your company has no account terms. Please choose another payment method.',
  /** Someone not (or no longer: removed meanwhile) a member of a company asks to pay on account. */
  notACompanyBuyer:
    'You no longer buy for a company, so you cannot pay on account. Please choose another payment method.',
  overCreditLimit:
    'This order would take your company over its credit limit. Please choose another payment method.',
  accountOnHold: (reason: string) =>
    `Your company's account is on hold: ${reason}. Pay on account is not available until it is lifted; please pay the overdue invoices or choose another payment method.`,
} as const;
