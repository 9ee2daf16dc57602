/**
 * PUT /api/admin/stores/{id}: a store's currency and sync schedule. The schedule is kept on the
 * store (the local timer reads it) and, in AWS, as an EventBridge Scheduler schedule that starts the
 * import machine in sync mode.
 */
import {
  getNextSyncAt,
  importStoreParamsSchema,
  updateImportStoreSchema,
} from '../../core/scraper/import-store.js';
import { REVIEW_MESSAGES } from '../../core/scraper/review-messages.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getImportStore, saveImportStore } from '../../data/import-stores.js';
import { putSyncSchedule } from '../../data/sync-schedules.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], params: importStoreParamsSchema, body: updateImportStoreSchema },
  async ({ params, body }) => {
    const existing = await getImportStore(params.id);
    if (!existing) throw new RuleViolation('not-found', REVIEW_MESSAGES.storeNotFound);
    const now = new Date();
    const { nextSyncAt: _old, ...rest } = existing;
    const nextSyncAt = getNextSyncAt(body.syncIntervalHours, now);
    const store = {
      ...rest,
      currency: body.currency,
      syncIntervalHours: body.syncIntervalHours,
      ...(nextSyncAt ? { nextSyncAt } : {}),
      updatedAt: now.toISOString(),
    };
    await putSyncSchedule(store);
    await saveImportStore(store);
    return { store };
  },
);
