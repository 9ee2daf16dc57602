import { ShoppingBag } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { cartPageStrings } from '../cart-page-strings';

/**
 * A step's heading: focusable by script (the page moves the focus there on a step change) and kept
 * clear of a header pinned to the top when scrolled to.
 */
export const stepHeadingClass = 'scroll-mt-24 focus:outline-none';

/** The empty cart: shown in place of the cart and of the checkout form, never a form to fill. */
export function EmptyCart({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center">
      <ShoppingBag aria-hidden="true" className="mx-auto size-16 text-slate-400" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className={`mt-4 text-2xl font-bold text-slate-900 ${stepHeadingClass}`}
      >
        {cartPageStrings.emptyTitle}
      </h1>
      <p className="mt-2 text-slate-600">{cartPageStrings.emptyText}</p>
      <Link
        to={paths.products.getHref()}
        className="mt-6 inline-flex rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {cartPageStrings.browseProducts}
      </Link>
    </div>
  );
}
