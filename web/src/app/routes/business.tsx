/**
 * /account/business (its invitation links add `?company=&invite=&token=`) and staff's
 * /admin/companies and /admin/price-lists (admin groups only, in the staff tools chunk), outside the
 * first load.
 */
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { AdminCompaniesPage } from '@web/features/business/components/admin-companies-page';
import { AdminPriceListPage } from '@web/features/business/components/admin-price-list-page';
import { AdminPriceListsPage } from '@web/features/business/components/admin-price-lists-page';
import { priceListStrings } from '@web/features/business/price-list-strings';
import { DASHBOARD_GROUPS } from '@web/lib/auth/access';
import { PageMeta } from '@web/components/seo/page-meta';
import { BusinessPage } from '@web/features/business/components/business-page';
import { paths } from '@web/config/paths';

export function BusinessRoute() {
  return (
    <>
      <PageMeta
        title="Business account"
        description="Open and manage your company's business account."
        path={paths.business.getHref()}
        noIndex
      />
      <BusinessPage />
    </>
  );
}

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

export function AdminPriceListsRoute() {
  return (
    <RequireGroups groups={DASHBOARD_GROUPS}>
      <PageMeta
        title={priceListStrings.heading}
        description={priceListStrings.pageDescription}
        path={paths.admin.priceLists.getHref()}
        noIndex
      />
      <AdminPriceListsPage />
    </RequireGroups>
  );
}

export function AdminPriceListRoute() {
  return (
    <RequireGroups groups={DASHBOARD_GROUPS}>
      <PageMeta
        title={priceListStrings.heading}
        description={priceListStrings.pageDescription}
        path={paths.admin.priceLists.getHref()}
        noIndex
      />
      <AdminPriceListPage />
    </RequireGroups>
  );
}
