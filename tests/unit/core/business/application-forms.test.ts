import { describe, expect, it } from 'vitest';
import {
  companyApplicationSchema,
  companyDetailsSchema,
} from '../../../../functions/core/business/company.js';
import {
  gctExemptionLetterDetailsSchema,
  gctExemptionLetterSchema,
} from '../../../../functions/core/business/exemption-letter.js';

const typed = {
  company_name: 'Harbour View Traders',
  trn: '123-456-789',
  gct_registration_number: '',
  address: '14 Port Royal Street, Kingston',
  phone: '876-555-0163',
  expected_monthly_spend: '1,250,000',
};
const document = { key: 'company-documents/abc/registration.pdf', file_name: 'registration.pdf' };

describe("the business forms' schemas, shared by the shop's forms and the server", () => {
  it('reads the application as typed: the TRN without dashes, the spend as a number, no GCT number', () => {
    expect(companyDetailsSchema.parse(typed)).toEqual({
      ...typed,
      trn: '123456789',
      gct_registration_number: null,
      expected_monthly_spend: 1_250_000,
    });
  });

  it('names the field of each bad value with the message the form shows under it', () => {
    const result = companyDetailsSchema.safeParse({ ...typed, trn: '12345678', expected_monthly_spend: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['trn', 'must be a 9-digit TRN'],
      ['expected_monthly_spend', 'must be an amount in JMD'],
    ]);
  });

  it('takes on the server the same details with the uploaded document, and nothing else', () => {
    const parsed = companyDetailsSchema.parse(typed);
    expect(companyApplicationSchema.parse({ ...parsed, document })).toEqual({ ...parsed, document });
    expect(companyApplicationSchema.safeParse({ ...parsed, document, credit_limit: 1 }).success).toBe(false);
    expect(companyApplicationSchema.safeParse(parsed).success).toBe(false);
  });

  it("checks the letter's reference alike in the form and on the server", () => {
    expect(gctExemptionLetterDetailsSchema.safeParse({ reference: '   ' }).error?.issues[0]?.message).toBe(
      'is required',
    );
    expect(gctExemptionLetterSchema.safeParse({ reference: '   ', document }).error?.issues[0]?.message).toBe(
      'is required',
    );
    expect(gctExemptionLetterSchema.parse({ reference: ' MOF-EX-2026-311 ', document })).toEqual({
      reference: 'MOF-EX-2026-311',
      document,
    });
  });
});
