/** The landing pages' code, as plain dynamic imports, and which landing page a path opens. */
import { paths } from '@web/config/paths';

export const pageModules = {
  home: () => import('./routes/home'),
  products: () => import('./routes/products'),
  product: () => import('./routes/product'),
};

const PRODUCT_PREFIX = paths.product.getHref('');

/**
 * The page a visit usually opens on (home, the catalogue, a product), by path; other pages load on
 * demand.
 */
export function landingPageFor(pathname: string): keyof typeof pageModules | undefined {
  if (pathname === paths.home.path) return 'home';
  if (pathname === paths.products.path) return 'products';
  const id = pathname.startsWith(PRODUCT_PREFIX) ? pathname.slice(PRODUCT_PREFIX.length) : '';
  return id && !id.includes('/') ? 'product' : undefined;
}
