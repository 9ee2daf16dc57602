/** /admin/companies: business accounts, for the admin groups only. Lazy: loads only under /admin. */
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { AdminCompaniesPage } from '@web/features/business/components/admin-companies-page';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { DASHBOARD_GROUPS } from '@web/lib/auth/access';

export function AdminCompaniesRoute() {
  return (
    <RequireGroups groups={DASHBOARD_GROUPS}>
      <PageMeta
        title="Companies"
        description="Business accounts."
        path={paths.admin.companies.getHref()}
        noIndex
      />
      <AdminCompaniesPage />
    </RequireGroups>
  );
}
