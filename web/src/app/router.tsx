/**
 * The route tree. Every page is a lazy chunk, so each screen (and later the admin area with its
 * sign-in library) loads on demand and the first load of `/` carries only what `/` needs.
 *
 * Declarative routes (`<BrowserRouter>`) rather than a data router (`createBrowserRouter`): the data
 * router adds about 17 KB gzipped to the first load, which the 120 KB budget of `/` cannot spare,
 * and TanStack Query already does the data loading that route loaders would do.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { ShopperFrame } from './shopper-frame';

const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const ProductsRoute = lazy(() => import('./routes/products').then((m) => ({ default: m.ProductsRoute })));
const ProductRoute = lazy(() => import('./routes/product').then((m) => ({ default: m.ProductRoute })));
const SupportRoute = lazy(() => import('./routes/support').then((m) => ({ default: m.SupportRoute })));
const AdminDashboardRoute = lazy(() =>
  import('./routes/admin-dashboard').then((m) => ({ default: m.AdminDashboardRoute })),
);
const CartRoute = lazy(() => import('./routes/cart').then((m) => ({ default: m.CartRoute })));
const OrderRoute = lazy(() => import('./routes/cart').then((m) => ({ default: m.OrderRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const AuthRoute = lazy(() => import('./routes/auth').then((m) => ({ default: m.AuthRoute })));
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
const AdminLoginRoute = lazy(() =>
  import('./routes/admin-login').then((m) => ({ default: m.AdminLoginRoute })),
);
const AdminScraperRoute = lazy(() =>
  import('./routes/admin-scraper').then((m) => ({ default: m.AdminScraperRoute })),
);

const infoPages = () => import('./routes/info-pages');
const ContactRoute = lazy(() => infoPages().then((m) => ({ default: m.ContactRoute })));
const BulkOrdersRoute = lazy(() => infoPages().then((m) => ({ default: m.BulkOrdersRoute })));
const TrackOrderRoute = lazy(() => infoPages().then((m) => ({ default: m.TrackOrderRoute })));
const ReturnsRoute = lazy(() => infoPages().then((m) => ({ default: m.ReturnsRoute })));
const PrivacyRoute = lazy(() => infoPages().then((m) => ({ default: m.PrivacyRoute })));
const TermsRoute = lazy(() => infoPages().then((m) => ({ default: m.TermsRoute })));
const SitemapRoute = lazy(() => infoPages().then((m) => ({ default: m.SitemapRoute })));

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
          <Route path={paths.returns.path} element={<ReturnsRoute route="returns" />} />
          <Route path={paths.warranty.path} element={<ReturnsRoute route="warranty" />} />
          <Route path={paths.support.path} element={<SupportRoute />} />
          <Route path={paths.privacy.path} element={<PrivacyRoute />} />
          <Route path={paths.terms.path} element={<TermsRoute />} />
          <Route path={paths.sitemap.path} element={<SitemapRoute />} />
          <Route path={paths.auth.path} element={<AuthRoute />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route
          path={paths.admin.scraper.path}
          element={
            <Suspense fallback={null}>
              <AdminScraperRoute />
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
    </BrowserRouter>
  );
}
