/** GET /api/me/business (customer): the caller's company, people and statement, or `{ account: null }`. */
import { getCompanyAccount } from '../../services/business/get-company-account.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'customer' }, async ({ caller }) => ({
  account: await getCompanyAccount(requireCaller(caller).userId),
}));
