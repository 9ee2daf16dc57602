import { paths } from '@web/config/paths';
import { PageMeta } from '@web/components/seo/page-meta';
import { useAddToCart } from '@web/features/cart/hooks/use-cart';
import { CompareScreen } from '@web/features/catalogue/components/compare-screen';
import { facetStrings } from '@web/features/catalogue/facet-strings';

// Not in route-strings: that module is in the first load, and this page never is.
const strings = facetStrings.compare;

/** `/compare?ids=...`: products side by side; a lazy page, never in the first load. */
export function CompareRoute() {
  const { addToCart, isBusy } = useAddToCart();
  return (
    <>
      <PageMeta title={strings.heading} description={strings.description} path={paths.compare.path} noIndex />
      <CompareScreen
        onAddToCart={(product, quantity) => void addToCart(product, quantity)}
        isCartBusy={isBusy}
      />
    </>
  );
}
