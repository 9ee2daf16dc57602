import { PageMeta } from '@web/components/seo/page-meta';
import { CompareScreen } from '@web/features/catalogue/components/compare-screen';
import { facetStrings } from '@web/features/catalogue/facet-strings';

// Not in route-strings: that module is in the first load, and this page never is.
const strings = facetStrings.compare;

/** `/compare?ids=...`: products side by side; a lazy page, never in the first load. */
export function CompareRoute() {
  return (
    <>
      <PageMeta title={strings.heading} description={strings.description} path="/compare" noIndex />
      <CompareScreen />
    </>
  );
}
