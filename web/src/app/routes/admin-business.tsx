/**
 * Staff's /admin/companies and /admin/price-lists (admin groups only, in the staff tools chunk, under
 * the admin area's header).
 */
import type { ReactNode } from 'react';
import { AdminHeader } from '@web/features/admin/components/admin-header';
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { AdminCompaniesPage } from '@web/features/business/components/admin-companies-page';
import { AdminPriceListPage } from '@web/features/business/components/admin-price-list-page';
import { AdminPriceListsPage } from '@web/features/business/components/admin-price-lists-page';
import { priceListStrings } from '@web/features/business/price-list-strings';
import { DASHBOARD_GROUPS } from '@web/lib/auth/access';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';

const renderHeader = (title: string) => <AdminHeader title={title} />;

/** A staff screen: the admin groups' guard and the page's (unindexed) title and description. */
function StaffScreen(props: { title: string; description: string; path: string; children: ReactNode }) {
  return (
    <RequireGroups groups={DASHBOARD_GROUPS}>
      <PageMeta title={props.title} description={props.description} path={props.path} noIndex />
      {props.children}
    </RequireGroups>
  );
}

export function AdminCompaniesRoute() {
  return (
    <StaffScreen title="Companies" description="Business accounts." path={paths.admin.companies.getHref()}>
      <AdminCompaniesPage renderHeader={renderHeader} />
    </StaffScreen>
  );
}

export function AdminPriceListsRoute() {
  return (
    <StaffScreen
      title={priceListStrings.heading}
      description={priceListStrings.pageDescription}
      path={paths.admin.priceLists.getHref()}
    >
      <AdminPriceListsPage renderHeader={renderHeader} />
    </StaffScreen>
  );
}

export function AdminPriceListRoute() {
  return (
    <StaffScreen
      title={priceListStrings.heading}
      description={priceListStrings.pageDescription}
      path={paths.admin.priceLists.getHref()}
    >
      <AdminPriceListPage renderHeader={renderHeader} />
    </StaffScreen>
  );
}
