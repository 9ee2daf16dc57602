/** /account/business (and its invitation link /account/business/join): lazy, outside the first load. */
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
