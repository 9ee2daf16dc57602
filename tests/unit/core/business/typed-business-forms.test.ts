import { describe, expect, it } from 'vitest';
import {
  companyApprovalFormSchema,
  spendingLimitFormSchema,
} from '../../../../functions/core/business/typed-business-forms.js';

/** The messages of a failed parse, by field. */
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe("the company admin's spending limit box", () => {
  it('reads an amount with thousands commas, and a blank as no limit', () => {
    expect(spendingLimitFormSchema.parse({ spending_limit: '5,000' })).toEqual({ spending_limit: 5000 });
    expect(spendingLimitFormSchema.parse({ spending_limit: '  ' })).toEqual({ spending_limit: null });
  });

  it("refuses an amount typed with a sign, or a word, in the shop's words", () => {
    for (const typed of ['J$5,000', 'five thousand', '10.005']) {
      expect(messagesOf(spendingLimitFormSchema.safeParse({ spending_limit: typed })), typed).toEqual({
        spending_limit: 'must be an amount in JMD',
      });
    }
  });
});

describe("staff's approve form", () => {
  it('reads the selects and the credit limit into the body the route takes', () => {
    expect(
      companyApprovalFormSchema.parse({
        payment_terms_days: '30',
        credit_limit: '500,000',
        price_list_id: '',
      }),
    ).toEqual({ payment_terms_days: 30, credit_limit: 500_000, price_list_id: null });
    expect(
      companyApprovalFormSchema.parse({ payment_terms_days: '', credit_limit: '0', price_list_id: '' }),
    ).toEqual({ payment_terms_days: null, credit_limit: 0, price_list_id: null });
  });

  it('refuses a blank or a word as the credit limit, never 0', () => {
    for (const typed of ['', 'lots']) {
      expect(
        messagesOf(
          companyApprovalFormSchema.safeParse({
            payment_terms_days: '30',
            credit_limit: typed,
            price_list_id: '',
          }),
        ),
        typed,
      ).toEqual({ credit_limit: 'must be an amount in JMD' });
    }
  });
});
