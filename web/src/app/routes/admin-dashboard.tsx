/**
 * /admin/dashboard: the staff guard (admin or super_admin; a moderator goes to the inbox, anyone
 * else to /admin/login) around the dashboard.
 * Lazy: this chunk and everything the admin area imports load only under /admin.
 */
import { AdminDashboard } from '@web/features/admin/components/admin-dashboard';
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { DASHBOARD_GROUPS, INBOX_GROUPS } from '@web/lib/auth/access';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';

export function AdminDashboardRoute() {
  return (
    <RequireGroups
      groups={DASHBOARD_GROUPS}
      otherwise={{ groups: INBOX_GROUPS, to: paths.admin.inbox.getHref() }}
    >
      <PageMeta
        title="Admin Dashboard"
        description="Manage products, stock, users and orders."
        path={paths.admin.dashboard.getHref()}
        noIndex
      />
      <AdminDashboard />
    </RequireGroups>
  );
}
