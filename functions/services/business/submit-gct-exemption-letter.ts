/**
 * The company admin uploads the company's GCT exemption letter with its reference: the file is
 * checked like the registration document (theirs, a PDF, JPEG or PNG by its bytes), then kept on the
 * approved company as pending until staff approve the exemption or decline the letter.
 */
import { businessMessages } from '../../core/business/business-strings.js';
import { requireCompanyAdmin, type Company } from '../../core/business/company.js';
import type { GctExemptionLetterInput } from '../../core/business/exemption-letter.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCompany, getMembership, putGctExemptionLetter } from '../../data/companies.js';
import { requireOwnUploadedDocument } from './open-business-account.js';

export async function submitGctExemptionLetter(input: {
  userId: string;
  email: string;
  companyId: string;
  letter: GctExemptionLetterInput;
}): Promise<Company> {
  const { userId, companyId, letter } = input;
  requireCompanyAdmin(await getMembership(userId), companyId);
  const contentType = await requireOwnUploadedDocument(userId, letter.document.key);
  const now = new Date().toISOString();
  const stored = await putGctExemptionLetter(companyId, {
    document: {
      file_key: letter.document.key,
      content_type: contentType,
      file_name: letter.document.file_name,
      uploaded_at: now,
    },
    reference: letter.reference,
    status: 'pending',
    decline_reason: null,
    uploaded_by: userId,
    uploaded_by_email: input.email,
    uploaded_at: now,
    decided_at: null,
  });
  if (!stored) throw new RuleViolation('conflict', businessMessages.notApproved);
  return (await getCompany(companyId))!;
}
