/**
 * The route tree. Every page is a lazy chunk, so each screen (and later the admin area with its
 * sign-in library) loads on demand and the first load of `/` carries only what `/` needs.
 *
 * Declarative routes (`<BrowserRouter>`) rather than a data router (`createBrowserRouter`): the data
 * router adds about 17 KB gzipped to the first load, which the 120 KB budget of `/` cannot spare,
 * and TanStack Query already does the data loading that route loaders would do.
 */
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShopperLayout } from '@web/components/layout/shopper-layout';
import { paths } from '@web/config/paths';

const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<ShopperLayout />}>
          <Route path={paths.home.path} element={<HomeRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
