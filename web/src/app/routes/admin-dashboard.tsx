/**
 * /admin/dashboard: the staff guard (admin, super_admin, moderator or accountant; signed out:
 * /admin/login) around the dashboard; a moderator's dashboard is the inbox alone, an accountant's
 * the reports and the orders to read. Both offer the staff member two-step
 * verification (the auth feature's section, passed in here: features do not import each other).
 * Lazy: this chunk and everything the admin area imports load only under /admin.
 */
import { AccountantDashboard } from '@web/features/admin/components/accountant-dashboard';
import { AdminDashboard } from '@web/features/admin/components/admin-dashboard';
import { ModeratorInbox } from '@web/features/admin/components/moderator-inbox';
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { StaffTwoStepPanel } from '@web/features/auth/components/staff-two-step';
import { ADMIN_AREA_GROUPS, canOpen, DASHBOARD_GROUPS, INBOX_GROUPS } from '@web/lib/auth/access';
import { useAuthState } from '@web/lib/auth/auth-session';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';

export function AdminDashboardRoute() {
  const { user } = useAuthState();
  const twoStep = user ? <StaffTwoStepPanel email={user.email} /> : null;
  return (
    <RequireGroups groups={ADMIN_AREA_GROUPS}>
      <PageMeta
        title="Admin Dashboard"
        description="Manage products, stock, users and orders."
        path={paths.admin.dashboard.getHref()}
        noIndex
      />
      {user && canOpen(user.groups, DASHBOARD_GROUPS) ? (
        <AdminDashboard twoStep={twoStep} />
      ) : user && canOpen(user.groups, INBOX_GROUPS) ? (
        <ModeratorInbox twoStep={twoStep} />
      ) : (
        <AccountantDashboard />
      )}
    </RequireGroups>
  );
}
