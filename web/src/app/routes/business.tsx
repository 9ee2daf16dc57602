/**
 * /account/business (its invitation links add `?company=&invite=&token=`), outside the first load.
 * Staff's company and price-list screens are in admin-business.tsx, so shoppers load none of them.
 */
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
