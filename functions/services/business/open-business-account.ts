/**
 * "Open a business account": checks the registration document the applicant uploaded (theirs, there,
 * a PDF, JPEG or PNG by its own bytes; a refused file is deleted), then writes the pending company
 * with the applicant as its company admin. Staff review it in the admin.
 */
import { randomUUID } from 'node:crypto';
import { businessMessages } from '../../core/business/business-strings.js';
import {
  buildCompany,
  requireOwnCompanyDocumentKey,
  type Company,
  type CompanyApplication,
} from '../../core/business/company.js';
import { requireAcceptableUpload } from '../../core/orders/payment-documents.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { createCompany, getCompany, getMembership } from '../../data/companies.js';
import { deleteUploadedObject, readUploadedObject } from '../../data/payment-documents.js';

/**
 * A company document the user uploaded (the registration document or the GCT exemption letter): theirs,
 * there, and a PDF, JPEG or PNG by its own bytes (a refused file is deleted). Answers its content type.
 */
export async function requireOwnUploadedDocument(userId: string, key: string) {
  requireOwnCompanyDocumentKey(userId, key);
  const uploaded = await readUploadedObject(key);
  if (!uploaded) throw new RuleViolation('invalid', businessMessages.documentMissing);
  try {
    return requireAcceptableUpload(uploaded);
  } catch (error) {
    await deleteUploadedObject(key);
    throw error;
  }
}

export async function openBusinessAccount(input: {
  userId: string;
  email: string;
  application: CompanyApplication;
}): Promise<Company> {
  const { userId, application } = input;
  const membership = await getMembership(userId);
  const previous = membership ? await getCompany(membership.company_id) : undefined;
  if (membership && previous?.status !== 'declined') {
    throw new RuleViolation(
      'conflict',
      previous?.status === 'pending' ? businessMessages.alreadyApplied : businessMessages.alreadyMember,
    );
  }
  const contentType = await requireOwnUploadedDocument(userId, application.document.key);
  const now = new Date().toISOString();
  const company = buildCompany({
    id: randomUUID(),
    application,
    document: {
      file_key: application.document.key,
      content_type: contentType,
      file_name: application.document.file_name,
      uploaded_at: now,
    },
    userId,
    email: input.email,
    now,
  });
  const created = await createCompany(
    company,
    { company_id: company.id, user_id: userId, email: input.email, role: 'company_admin', added_at: now },
    previous?.status === 'declined' ? previous.id : undefined,
  );
  if (!created) throw new RuleViolation('conflict', businessMessages.alreadyMember);
  return company;
}
