/** GET /api/admin/companies (staff): business accounts, newest applications first. */
import { listCompanies } from '../../data/companies.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => ({
  companies: await listCompanies(),
}));
