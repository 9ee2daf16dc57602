/**
 * PATCH /api/admin/inbox/{id} (staff): closes or reopens an enquiry and assigns it to a staff
 * member (or nobody), at the version staff read: 409 ConcurrentChange when it changed meanwhile.
 */
import type { InboxMessage } from '../../core/inbox/message.js';
import { checkStatusChange, isAssignableStaff } from '../../core/inbox/staff-inbox.js';
import { inboxParamsSchema, inboxUpdateSchema } from '../../core/inbox/staff-inbox-requests.js';
import { staffInboxMessages as m } from '../../core/inbox/staff-inbox-strings.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getProfile } from '../../data/profiles.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { changeInboxMessageAt } from '../../services/inbox/change-inbox-message.js';

/** The assignee as stored: an active member of a staff group, or nobody. */
async function resolveAssignee(userId: string | null): Promise<InboxMessage['assignee']> {
  if (userId === null) return null;
  const profile = await getProfile(userId);
  if (!profile || !isAssignableStaff(profile)) {
    throw new RuleViolation('invalid', m.notStaff);
  }
  return { user_id: profile.user_id, email: profile.email };
}

export const handler = createHttpHandler(
  { auth: 'staff', params: inboxParamsSchema, body: inboxUpdateSchema },
  async ({ params, body }) => {
    const assignee =
      body.assignee_user_id === undefined ? undefined : await resolveAssignee(body.assignee_user_id);
    const at = new Date().toISOString();
    const message = await changeInboxMessageAt(params.id, body.version, (current) => {
      if (body.status) checkStatusChange(current, body.status);
      return {
        ...current,
        ...(body.status ? { status: body.status } : {}),
        ...(assignee === undefined ? {} : { assignee }),
        updated_at: at,
      };
    });
    return { message };
  },
);
