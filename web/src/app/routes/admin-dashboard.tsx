/**
 * /admin/dashboard: the staff guard (admin, super_admin or moderator; signed out: /admin/login) around the
 * dashboard; a moderator's dashboard is the inbox alone.
 * Lazy: this chunk and everything the admin area imports load only under /admin.
 */
import { AdminDashboard } from '@web/features/admin/components/admin-dashboard';
import { ModeratorInbox } from '@web/features/admin/components/moderator-inbox';
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { canOpen, DASHBOARD_GROUPS, INBOX_GROUPS } from '@web/lib/auth/access';
import { useAuthState } from '@web/lib/auth/auth-session';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';

export function AdminDashboardRoute() {
  const { user } = useAuthState();
  return (
    <RequireGroups groups={INBOX_GROUPS}>
      <PageMeta
        title="Admin Dashboard"
        description="Manage products, stock, users and orders."
        path={paths.admin.dashboard.getHref()}
        noIndex
      />
      {user && canOpen(user.groups, DASHBOARD_GROUPS) ? <AdminDashboard /> : <ModeratorInbox />}
    </RequireGroups>
  );
}
