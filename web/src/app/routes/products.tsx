import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { useAddToCart } from '@web/features/cart/hooks/use-cart';
import { ProductsCatalogue } from '@web/features/catalogue/components/products-catalogue';
import { routeStrings } from './route-strings';
import { useWishlistActions } from './use-wishlist-actions';

export { CompareRoute } from './compare';

const strings = routeStrings.products;

/** `/products`: the catalogue, its filters taken from the URL. */
export function ProductsRoute() {
  const [params] = useSearchParams();
  const { addToCart, isBusy } = useAddToCart();
  const { wishlist, wishlistBridge } = useWishlistActions();
  const query = params.toString();
  const isDeals = params.get('category') === 'deals' || params.get('sale') === 'true';
  return (
    <>
      {wishlistBridge}
      <PageMeta
        title={strings.title}
        description={isDeals ? strings.dealsDescription : strings.description}
        path={query ? `${paths.products.path}?${query}` : paths.products.path}
      />
      <ProductsCatalogue
        onAddToCart={(product, quantity) => void addToCart(product, quantity)}
        isCartBusy={isBusy}
        wishlist={wishlist}
      />
    </>
  );
}
