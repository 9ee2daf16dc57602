import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { useAddToCart } from '@web/features/cart/hooks/use-cart';
import { ProductScreen } from '@web/features/catalogue/components/product-screen';
import { useWishlistActions } from './use-wishlist-actions';

/** `/product/{id}`: one product; the screen sets its own title and structured data. */
export function ProductRoute() {
  const { id } = useParams();
  const { addToCart, isBusy } = useAddToCart();
  const { wishlist, wishlistBridge } = useWishlistActions();
  if (!id) return <Navigate to={paths.products.getHref()} replace />;
  return (
    <>
      {wishlistBridge}
      <ProductScreen
        key={id}
        productId={id}
        onAddToCart={(product, quantity) => void addToCart(product, quantity)}
        isCartBusy={isBusy}
        wishlist={wishlist}
      />
    </>
  );
}
