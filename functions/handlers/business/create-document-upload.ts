/**
 * POST /api/me/business/documents/uploads (customer): a presigned POST for the company's
 * registration document, to a private key under the applicant; the application checks the file.
 */
import { randomUUID } from 'node:crypto';
import { buildCompanyDocumentKey, companyDocumentUploadSchema } from '../../core/business/company.js';
import { createDocumentUpload } from '../../data/payment-documents.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export const handler = createHttpHandler(
  { auth: 'customer', body: companyDocumentUploadSchema },
  async ({ caller, body }) => {
    const key = buildCompanyDocumentKey(
      requireCaller(caller).userId,
      randomUUID(),
      EXTENSIONS[body.content_type],
    );
    return createDocumentUpload(key, body.content_type);
  },
);
