/**
 * The route tree. Every page is a lazy chunk, so each screen (and later the admin area with its
 * sign-in library) loads on demand and the first load of `/` carries only what `/` needs.
 *
 * Declarative routes (`<BrowserRouter>`) rather than a data router (`createBrowserRouter`): the data
 * router adds about 17 KB gzipped to the first load, which the 120 KB budget of `/` cannot spare,
 * and TanStack Query already does the data loading that route loaders would do.
 */
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LazyToaster } from '@web/components/ui/lazy-toaster';
import { paths } from '@web/config/paths';
import { lazyPage } from './lazy-page';
import { landingPageFor, pageModules } from './page-modules';
import { ShopperFrame } from './shopper-frame';

const HomeRoute = lazyPage(() => pageModules.home().then((m) => m.HomeRoute));
const ProductsRoute = lazyPage(() => pageModules.products().then((m) => m.ProductsRoute));
const ProductRoute = lazyPage(() => pageModules.product().then((m) => m.ProductRoute));
const SupportRoute = lazyPage(() => import('./routes/support').then((m) => m.SupportRoute));
const AdminDashboardRoute = lazyPage(() =>
  import('./routes/admin-dashboard').then((m) => m.AdminDashboardRoute),
);
const CartRoute = lazyPage(() => import('./routes/cart').then((m) => m.CartRoute));
const OrderRoute = lazyPage(() => import('./routes/cart').then((m) => m.OrderRoute));
const NotFoundRoute = lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundRoute));
const AuthRoute = lazyPage(() => import('./routes/auth').then((m) => m.AuthRoute));
const ResetPasswordRoute = lazyPage(() =>
  import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
);
const AdminLoginRoute = lazyPage(() => import('./routes/admin-login').then((m) => m.AdminLoginRoute));
const QuoteRoute = lazyPage(() => import('./routes/cart').then((m) => m.QuoteRoute));
const InvoiceRoute = lazyPage(() => import('./routes/cart').then((m) => m.InvoiceRoute));
const QuickOrderRoute = lazyPage(() => import('./routes/cart').then((m) => m.QuickOrderRoute));
// In the catalogue's chunk: it shares the catalogue's modules, and a chunk of its own would split
// modules out of the home page's chunks (each split costs the first load a request and bytes).
const CompareRoute = lazyPage(() => pageModules.products().then((m) => m.CompareRoute));
// Staff's tool pages share one lazy chunk: each chunk of its own costs the shoppers' first load its
// preload list.
const staffTools = () => import('./routes/staff-tools');
const AdminScraperRoute = lazyPage(() => staffTools().then((m) => m.AdminScraperRoute));
const AdminCompaniesRoute = lazyPage(() => staffTools().then((m) => m.AdminCompaniesRoute));
const AdminPriceListsRoute = lazyPage(() => staffTools().then((m) => m.AdminPriceListsRoute));
const AdminPriceListRoute = lazyPage(() => staffTools().then((m) => m.AdminPriceListRoute));
const AdminReportsRoute = lazyPage(() => staffTools().then((m) => m.AdminReportsRoute));
const AdminShopWordsRoute = lazyPage(() => staffTools().then((m) => m.AdminShopWordsRoute));
const BusinessRoute = lazyPage(() => import('./routes/business').then((m) => m.BusinessRoute));

const infoPages = () => import('./routes/info-pages');
const ContactRoute = lazyPage(() => infoPages().then((m) => m.ContactRoute));
const BulkOrdersRoute = lazyPage(() => infoPages().then((m) => m.BulkOrdersRoute));
const TrackOrderRoute = lazyPage(() => infoPages().then((m) => m.TrackOrderRoute));
const ReturnsRoute = lazyPage(() => infoPages().then((m) => m.ReturnsRoute));
const PrivacyRoute = lazyPage(() => infoPages().then((m) => m.PrivacyRoute));
const TermsRoute = lazyPage(() => infoPages().then((m) => m.TermsRoute));
const SitemapRoute = lazyPage(() => infoPages().then((m) => m.SitemapRoute));

const landingPages = { home: HomeRoute, products: ProductsRoute, product: ProductRoute };

/** Loads the code of the page at `pathname` when it is a landing page (see `landingPageFor`). */
export async function preloadLandingPage(pathname: string): Promise<void> {
  const page = landingPageFor(pathname);
  if (page) await landingPages[page].preload();
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        {/* The admin area has its own frame (no shop header) and its own lazy chunk. */}
        <Route
          path={paths.admin.dashboard.path}
          element={
            <Suspense fallback={null}>
              <AdminDashboardRoute />
            </Suspense>
          }
        />
        <Route element={<ShopperFrame />}>
          <Route path={paths.home.path} element={<HomeRoute />} />
          <Route path={paths.products.path} element={<ProductsRoute />} />
          <Route path={paths.product.path} element={<ProductRoute />} />
          <Route path={paths.contact.path} element={<ContactRoute />} />
          <Route path={paths.bulkOrders.path} element={<BulkOrdersRoute />} />
          <Route path={paths.trackOrder.path} element={<TrackOrderRoute />} />
          <Route path={paths.cart.path} element={<CartRoute />} />
          <Route path={paths.orderConfirmation.path} element={<OrderRoute />} />
          <Route path={paths.quote.path} element={<QuoteRoute />} />
          <Route path={paths.returns.path} element={<ReturnsRoute route="returns" />} />
          <Route path={paths.warranty.path} element={<ReturnsRoute route="warranty" />} />
          <Route path={paths.support.path} element={<SupportRoute />} />
          <Route path={paths.privacy.path} element={<PrivacyRoute />} />
          <Route path={paths.terms.path} element={<TermsRoute />} />
          <Route path={paths.sitemap.path} element={<SitemapRoute />} />
          <Route path={paths.compare.path} element={<CompareRoute />} />
          <Route path={paths.auth.path} element={<AuthRoute />} />
          <Route path={paths.business.path} element={<BusinessRoute />} />
          <Route path={paths.quickOrder.path} element={<QuickOrderRoute />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        {/* A printable page: no shop header or footer around the invoice. */}
        <Route
          path={paths.orderInvoice.path}
          element={
            <Suspense fallback={null}>
              <InvoiceRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.admin.scraper.path}
          element={
            <Suspense fallback={null}>
              <AdminScraperRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.admin.companies.path}
          element={
            <Suspense fallback={null}>
              <AdminCompaniesRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.admin.priceLists.path}
          element={
            <Suspense fallback={null}>
              <AdminPriceListsRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.admin.priceList.path}
          element={
            <Suspense fallback={null}>
              <AdminPriceListRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.admin.reports.path}
          element={
            <Suspense fallback={null}>
              <AdminReportsRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.admin.shopWords.path}
          element={
            <Suspense fallback={null}>
              <AdminShopWordsRoute />
            </Suspense>
          }
        />
        <Route
          path={paths.admin.login.path}
          element={
            <Suspense fallback={null}>
              <AdminLoginRoute />
            </Suspense>
          }
        />
      </Routes>
      {/* Inside the router: a toast's action (View cart) is a link like any other. */}
      <LazyToaster />
    </BrowserRouter>
  );
}
