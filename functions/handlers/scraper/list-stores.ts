/** GET /api/admin/stores: the stores the import tool has read, with currency and sync schedule. */
import { listImportStores } from '../../data/import-stores.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin', groups: ['admin'] }, async () => ({
  stores: await listImportStores(),
}));
