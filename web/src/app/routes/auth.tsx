/**
 * /auth: Sign In / Sign Up, or My Account when signed in. Composes the account, orders, wishlist and
 * cart features here, since features do not import each other.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths, toSafeRedirect } from '@web/config/paths';
import { MyAccount } from '@web/features/account/components/my-account';
import { AuthScreen } from '@web/features/auth/components/auth-screen';
import { OrderAgainButton } from '@web/features/cart/components/order-again-button';
import { useAddToCart } from '@web/features/cart/hooks/use-cart';
import { OrdersList } from '@web/features/orders/components/orders-list';
import { WishlistTab } from '@web/features/wishlist/components/wishlist-tab';

export function AuthRoute() {
  const { addToCart } = useAddToCart();
  // "Sign In & Checkout" comes here with the page to go back to once signed in.
  const [search] = useSearchParams();
  const redirect = toSafeRedirect(search.get('redirect'));
  return (
    <>
      <PageMeta
        title="Sign In"
        description="Sign in or create an account to check out faster and keep a wishlist."
        path={paths.auth.path}
        noIndex
      />
      <AuthScreen
        renderAccount={(user) =>
          redirect ? (
            <Navigate to={redirect} replace />
          ) : (
            <MyAccount
              user={user}
              orders={
                <OrdersList
                  userId={user.userId}
                  renderActions={(orderNumber) => <OrderAgainButton orderNumber={orderNumber} />}
                />
              }
              wishlist={
                <WishlistTab userId={user.userId} onMoveToCart={(product) => addToCart(product, 1)} />
              }
            />
          )
        }
      />
    </>
  );
}
