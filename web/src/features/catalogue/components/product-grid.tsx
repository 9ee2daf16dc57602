import type { ProductCard as ProductCardData } from '@core/catalogue/product-card';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useBuyerPrices } from '../api/buyer-prices';
import { ProductCard, type CartActions } from './product-card';
import type { WishlistActions } from './wishlist-button';

const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/** Images of the first cards (the first row on a wide screen) load at once. */
const EAGER_IMAGES = 4;
/**
 * Cards in the first render: two rows on a wide screen, more than a phone shows. The rest are added
 * a few at a time in later tasks, so the first images start loading, and the page answers taps,
 * without waiting for all 50 cards of a catalogue page; no single task blocks a phone for long.
 */
const FIRST_RENDER_CARDS = 8;
const CARDS_PER_STEP = 6;

/**
 * True until a grid has shown all its cards once. Only the visit's first page builds its grid a few
 * cards at a time (that is where a phone waits); later grids render whole, so Back to the catalogue
 * finds the page as long as it was and the browser can restore the scroll position.
 */
let isFirstPageLoad = true;

/** How many of `total` cards to render now: the first few, then a few more after each paint. */
function useRevealedCount(total: number): number {
  const [count, setCount] = useState(() =>
    isFirstPageLoad ? Math.min(total, FIRST_RENDER_CARDS) : Number.POSITIVE_INFINITY,
  );
  useEffect(() => {
    if (count >= total) {
      isFirstPageLoad = false;
      return;
    }
    const timer = window.setTimeout(() =>
      startTransition(() => setCount((shown) => Math.min(total, shown + CARDS_PER_STEP))),
    );
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

interface ProductGridProps extends CartActions {
  products: readonly ProductCardData[];
  headingLevel?: 'h2' | 'h3';
  wishlist?: WishlistActions;
  extra?: (product: ProductCardData) => ReactNode;
  /** A company buyer's prices of these products, from the answer the products came in. */
  prices?: readonly BuyerPrice[];
}

export function ProductGrid({ products, headingLevel, prices, ...cart }: ProductGridProps) {
  const shown = useRevealedCount(products.length);
  const buyer = useBuyerPrices(prices);
  return (
    <ul className={GRID_CLASS}>
      {products.slice(0, shown).map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            eagerImage={index < EAGER_IMAGES}
            price={buyer?.card(product.id)}
            {...cart}
          />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards the size of real ones, so the page does not jump when the products arrive. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className={GRID_CLASS}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-lg border border-slate-200">
          <div className="aspect-[4/3] animate-pulse bg-slate-100" />
          <div className="space-y-2 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-10 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
            <div className="h-5 w-20 animate-pulse rounded-full bg-slate-100" />
            <div className="flex justify-between pt-3">
              <div className="h-7 w-24 animate-pulse rounded bg-slate-100" />
              <div className="h-10 w-20 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
