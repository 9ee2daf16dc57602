/**
 * A distributor store as the import tool remembers it: its origin (a store is one web origin: every
 * product read from it is its product), the page a sync starts from, the currency its prices are in,
 * and its sync schedule. The admin screen edits the currency and the schedule.
 */
import * as z from 'zod';
import { SCRAPER, SYNC } from './scraper-options.js';
import { SOURCE_CURRENCIES } from '../pricing/pricing-rules.js';

export const importStoreSchema = z.object({
  id: z.string().min(1),
  /** `https://distributor.example` */
  origin: z.string().min(1),
  /** The listing the last import started from; a sync reads the store from there. */
  startUrl: z.string().min(1),
  currency: z.enum(SOURCE_CURRENCIES).default('auto'),
  /** Hours between syncs; null: no schedule. */
  syncIntervalHours: z
    .number()
    .int()
    .min(SYNC.minIntervalHours)
    .max(SYNC.maxIntervalHours)
    .nullable()
    .default(null),
  /** When the next scheduled sync is due (ISO time). */
  nextSyncAt: z.string().optional(),
  lastSyncRunId: z.string().optional(),
  updatedAt: z.string(),
});
export type ImportStore = z.infer<typeof importStoreSchema>;

/** Body of PUT /api/admin/stores/{id}. */
export const updateImportStoreSchema = z
  .object({
    currency: z.enum(SOURCE_CURRENCIES),
    syncIntervalHours: z.preprocess(
      (value) =>
        value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
      z.number().int().min(SYNC.minIntervalHours).max(SYNC.maxIntervalHours).nullable(),
    ),
  })
  .strict();
export type UpdateImportStoreInput = z.input<typeof updateImportStoreSchema>;

export const importStoreParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{16,64}$/, 'unknown store'),
});

/** The origin of a store URL, the store's identity. */
export function getStoreOrigin(url: string): string {
  return new URL(url).origin.toLowerCase();
}

/** When a sync of a store is next due after `from`, or undefined without a schedule. */
export function getNextSyncAt(intervalHours: number | null, from: Date): string | undefined {
  if (intervalHours === null) return undefined;
  return new Date(from.getTime() + intervalHours * 60 * 60 * 1000).toISOString();
}

/** Stores whose scheduled sync is due at `now`. */
export function findDueStores(stores: readonly ImportStore[], now: Date): ImportStore[] {
  return stores.filter(
    (store) =>
      store.syncIntervalHours !== null &&
      store.nextSyncAt !== undefined &&
      store.nextSyncAt <= now.toISOString(),
  );
}

/**
 * The input a scheduled sync starts the import machine with (EventBridge Scheduler in AWS, the
 * supervisor's timer locally): no run yet, the begin step records one.
 */
export function getScheduledSyncInput(storeId: string): Record<string, unknown> {
  return {
    scheduled: true,
    storeId,
    runId: '',
    maxPages: SCRAPER.maxMaxPages,
    pagesProcessed: 0,
    delaySeconds: 0,
  };
}
