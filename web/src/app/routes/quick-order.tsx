/** /account/quick-order: ordering by SKU or part number, in the cart's chunk (it fills the cart). */
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { QuickOrderPage } from '@web/features/cart/components/quick-order-page';

export function QuickOrderRoute() {
  return (
    <>
      <PageMeta
        title="Quick order"
        description="Order by SKU or part number: paste your list and add it all to the cart."
        path={paths.quickOrder.getHref()}
        noIndex
      />
      <QuickOrderPage />
    </>
  );
}
