/**
 * What the staff inbox's routes accept, checked with zod: apart from `staff-inbox.ts`, whose rules the
 * mail consumers share, so they do not load zod for them.
 */
import * as z from 'zod';
import { INPUT_LIMITS } from '../security-limits.js';
import { INBOX_KINDS, INBOX_STATUSES } from './message.js';
import { staffInboxMessages as m } from './staff-inbox-strings.js';

/** Messages per page of the staff list. */
const INBOX_PAGE_SIZE = 25;

export const inboxListQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS, m.kind).optional(),
  status: z.enum(INBOX_STATUSES, m.status).optional(),
  q: z.string().trim().max(100, m.queryTooLong).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
  cursor: z.string().max(2000).optional(),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

export const inboxParamsSchema = z.object({ id: z.uuid(m.id) });

export const inboxReplyParamsSchema = z.object({ id: z.uuid(m.id), replyId: z.uuid(m.id) });

export const inboxReplySchema = z.strictObject({
  body: z
    .string(m.replyBody)
    .trim()
    .min(1, m.replyBody)
    .max(INPUT_LIMITS.maxLongText / 2, m.replyTooLong),
});

export const inboxUpdateSchema = z
  .strictObject({
    version: z.number(m.version).int(m.version).min(1, m.version),
    status: z.enum(INBOX_STATUSES, m.status).optional(),
    /** A staff member's user id, or null to unassign. */
    assignee_user_id: z.string(m.assignee).min(1, m.assignee).max(200, m.assignee).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assignee_user_id !== undefined, {
    message: m.nothingToChange,
    path: ['status'],
  });
export type InboxUpdate = z.output<typeof inboxUpdateSchema>;
