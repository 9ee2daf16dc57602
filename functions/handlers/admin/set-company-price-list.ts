/**
 * PUT /api/admin/companies/{companyId}/price-list `{ price_list_id }` (staff): the list the company's
 * buyers buy at (null: list prices), from their next cart read on.
 */
import { businessMessages } from '../../core/business/business-strings.js';
import { companyParamsSchema } from '../../core/business/company.js';
import { companyPriceListSchema } from '../../core/pricing/price-list-schemas.js';
import { getCompany, setCompanyPriceList } from '../../data/companies.js';
import { requirePriceList } from '../../services/pricing/require-price-list.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: companyPriceListSchema },
  async ({ params, body }) => {
    await requirePriceList(body.price_list_id);
    const set = await setCompanyPriceList(params.companyId, body.price_list_id, new Date().toISOString());
    if (!set) throw new NotFoundError(businessMessages.notFound);
    return { company: await getCompany(params.companyId) };
  },
);
