/**
 * `/cart` (cart, guest checkout, payment), `/order/{number}` (the order page; `?token=` from the
 * order's e-mails opens it on any device) and
 * `/quote/{id}?token=` (a quote e-mail's page, which fills the cart): one chunk, their modules are shared.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ShopperOrderView } from '@core/orders/order-progress';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import type { Profile } from '@core/account/profile';
import { getProfile, profileQueryOptions } from '@web/features/account/api/profile';
import { CartPage } from '@web/features/cart/components/cart-page';
import type { CheckoutContactQuery } from '@web/features/cart/api/checkout';
import { QuotePage } from '@web/features/cart/components/quote-page';
import { quoteStrings } from '@web/features/cart/quote-strings';
import { myOrdersQueryKey } from '@web/features/orders/api/orders';
import { OrderConfirmation } from '@web/features/orders/components/order-confirmation';
import { useAuthState } from '@web/lib/auth/auth-session';
import { isSignedIn, subscribeToAuth } from '@web/lib/auth/auth-status';
import { routeStrings } from './route-strings';

// The order's printable tax invoice, opened from the order page: in this chunk, not one of its own
// (each chunk costs the first load of `/` its preload list).
export { InvoiceRoute } from './invoice';
export { QuickOrderRoute } from './quick-order';

/**
 * The account's name, e-mail and phone for the checkout form of a signed-in customer: read through
 * the profile's own query, so what My Account just saved is what checkout fills in.
 */
const contactQuery = (userId: string): CheckoutContactQuery => ({
  queryKey: profileQueryOptions(userId).queryKey,
  queryFn: getProfile,
  select: (profile: Profile) => ({
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    phone: profile.phone,
  }),
});

export function CartRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSyncExternalStore(subscribeToAuth, isSignedIn, isSignedIn);
  const { user } = useAuthState();
  return (
    <>
      <PageMeta
        title={routeStrings.cart.title}
        description={routeStrings.cart.description}
        path={paths.cart.getHref()}
        noIndex
      />
      <CartPage
        signedIn={signedIn}
        contactQuery={user ? contactQuery(user.userId) : undefined}
        onOrderPlaced={(order) => {
          // My Account's Orders tab shows the new order next time, not a cached list.
          void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
          navigate(paths.orderConfirmation.getHref(order.order_number), { state: { order } });
        }}
      />
    </>
  );
}

export function OrderRoute() {
  const { orderNumber } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  if (!orderNumber) return <Navigate to={paths.home.getHref()} replace />;
  const placed = (location.state as { order?: ShopperOrderView } | null)?.order;
  return (
    <>
      <PageMeta
        title={routeStrings.order.title}
        description={routeStrings.order.description}
        path={paths.orderConfirmation.getHref(orderNumber)}
        noIndex
      />
      <OrderConfirmation
        access={{ orderNumber, token: search.get('token') ?? undefined }}
        placed={placed?.order_number === orderNumber ? placed : undefined}
      />
    </>
  );
}

export function QuoteRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (!id) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <PageMeta
        title={quoteStrings.title}
        description={quoteStrings.description}
        path={paths.quote.getHref(id)}
        noIndex
      />
      <QuotePage id={id} token={search.get('token') ?? ''} />
    </>
  );
}
