import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/error-boundary';
import { PageError } from '../errors/page-error';
import { Footer } from './footer';
import { Header } from './header';
import { layoutStrings } from './layout-strings';
import { ScrollToTop } from './scroll-to-top';

const MAIN_ID = 'main-content';

/**
 * Holds a full screen while a page's code loads, so the footer does not show and then jump down
 * (no layout shift on the first load).
 */
function PagePlaceholder() {
  return <div className="min-h-dvh" aria-busy="true" />;
}

interface ShopperLayoutProps {
  /** Total items in the cart, for the header badge (the app passes it in from the cart feature). */
  cartCount: number;
}

/** The frame of every shopper page: skip link, header, the page, footer. */
export function ShopperLayout({ cartCount }: ShopperLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {layoutStrings.skipToContent}
      </a>
      <ScrollToTop />
      <Header cartCount={cartCount} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary key={pathname} fallback={<PageError />}>
          <Suspense fallback={<PagePlaceholder />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
