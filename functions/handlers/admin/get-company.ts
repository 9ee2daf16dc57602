/**
 * GET /api/admin/companies/{companyId} (staff): the company, its people, statement and a short-lived
 * link to its registration document and to its GCT exemption letter, and its members' orders.
 */
import { businessMessages } from '../../core/business/business-strings.js';
import { toCompanyOrderLines, toCompanyView } from '../../core/business/company-view.js';
import { companyParamsSchema } from '../../core/business/company.js';
import { PAYMENT } from '../../core/orders/payment-limits.js';
import { getCompanyRecords } from '../../data/companies.js';
import { listOrdersOfUser } from '../../data/orders.js';
import { createDocumentDownloadUrl } from '../../data/payment-documents.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema },
  async ({ params }) => {
    const records = await getCompanyRecords(params.companyId);
    if (!records) throw new NotFoundError(businessMessages.notFound);
    const { document, gct_exemption_letter: letter } = records.company;
    // Each member's latest orders (a company has a handful of members).
    const orders = new Map(
      await Promise.all(
        records.members.map(async (m) => [m.user_id, await listOrdersOfUser(m.user_id)] as const),
      ),
    );
    return {
      ...toCompanyView(records, 'staff', new Date().toISOString()),
      orders: toCompanyOrderLines(records.members, (userId) => orders.get(userId) ?? []),
      document: {
        file_name: document.file_name,
        content_type: document.content_type,
        url: await createDocumentDownloadUrl(document.file_key, PAYMENT.proofDownloadExpirySeconds),
      },
      // The exemption letter the company uploaded, through a short-lived link too.
      gct_exemption_letter_url: letter
        ? await createDocumentDownloadUrl(letter.document.file_key, PAYMENT.proofDownloadExpirySeconds)
        : null,
    };
  },
);
