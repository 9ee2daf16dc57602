import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { CATALOGUE } from '@core/catalogue/catalogue-limits';
import { paths } from '@web/config/paths';
import { catalogueStrings } from '../catalogue-strings';
import { useFeaturedProducts } from '../api/get-featured-products';
import type { CartActions } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import type { WishlistActions } from './wishlist-button';
import { SectionHeading } from './section-heading';

const strings = catalogueStrings.featured;

/** Featured Weekly on the home page: up to four featured products. */
export function FeaturedProducts({ wishlist, ...cart }: CartActions & { wishlist?: WishlistActions }) {
  const headingId = useId();
  const { data, isPending, error } = useFeaturedProducts();

  // The shop's error messages: a failure is logged and the list is left empty.
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const products = data?.products.slice(0, CATALOGUE.featuredOnHome) ?? [];

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading id={headingId} heading={strings.heading} intro={strings.intro} />
      {isPending ? (
        <div className="relative">
          <ProductGridSkeleton count={CATALOGUE.featuredOnHome} />
          {/* Over the placeholders, so nothing moves when the products replace both. */}
          <p
            role="status"
            className="absolute inset-x-0 top-16 mx-auto w-fit rounded-md bg-white/90 px-4 py-2 text-slate-700 shadow-sm"
          >
            {strings.loading}
          </p>
        </div>
      ) : products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="text-slate-700">{strings.empty}</p>
          <Link
            to={paths.products.getHref()}
            className="mt-4 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            {strings.browseAll}
          </Link>
        </div>
      ) : (
        <ProductGrid products={products} prices={data?.prices} {...cart} wishlist={wishlist} />
      )}
    </section>
  );
}
