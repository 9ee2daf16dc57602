/**
 * /admin/reports: the owner's and the accountant's reports, for the admin groups and accountants;
 * signed out goes to /admin/login. Lazy: its code loads only here.
 */
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { ReportsPage } from '@web/features/reports/components/reports-page';
import { reportsStrings } from '@web/features/reports/reports-strings';
import { REPORT_GROUPS } from '@web/lib/auth/access';

export function AdminReportsRoute() {
  return (
    <RequireGroups groups={REPORT_GROUPS}>
      <PageMeta
        title={reportsStrings.title}
        description={reportsStrings.pageDescription}
        path={paths.admin.reports.getHref()}
        noIndex
      />
      <ReportsPage />
    </RequireGroups>
  );
}
