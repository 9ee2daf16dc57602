import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { SupportPage } from '@web/features/support/components/support-page';
import { routeStrings } from './route-strings';

/** `/support`, its own chunk because the FAQ accordion brings Radix Accordion. */
export function SupportRoute() {
  return (
    <>
      <PageMeta
        title={routeStrings.support.title}
        description={routeStrings.support.description}
        path={paths.support.getHref()}
      />
      <SupportPage />
    </>
  );
}
