/** GET /api/admin/inbox/staff (staff): the active staff members an enquiry may be assigned to. */
import { isAssignableStaff } from '../../core/inbox/staff-inbox.js';
import { listProfiles } from '../../data/user-administration.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'staff' }, async () => {
  // Fresh: a member granted a staff role a moment ago must be assignable (a staff-only, rare read).
  const profiles = await listProfiles({ fresh: true });
  return {
    staff: profiles.filter(isAssignableStaff).map((profile) => ({
      user_id: profile.user_id,
      email: profile.email,
      name: `${profile.first_name} ${profile.last_name}`.trim(),
    })),
  };
});
