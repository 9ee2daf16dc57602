import { Link } from 'react-router-dom';
import type { ProductSummary } from '@core/catalogue/product-card';
import { buttonClass } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import { showToast } from '@web/lib/toast';
import { useWishlist, useWishlistMutation } from '../api/wishlist';
import { wishlistStrings } from '../wishlist-strings';

interface WishlistTabProps {
  userId: string;
  /**
   * Moves a product to the cart: the app's route passes the cart's add action, which resolves to
   * whether the product was added (and says why not). Without it the button is not shown. The
   * product leaves the wishlist once it is in the cart.
   */
  onMoveToCart?: (product: ProductSummary) => Promise<boolean>;
}

const smallButton = buttonClass({ size: 'sm' });

/** My Account's Wishlist tab: the kept products, each with Remove and Move to cart. */
export function WishlistTab({ userId, onMoveToCart }: WishlistTabProps) {
  const wishlist = useWishlist(userId);
  const mutation = useWishlistMutation(userId);

  const remove = async (productId: string, quiet = false) => {
    try {
      await mutation.mutateAsync({ productId, keep: false });
      if (!quiet) showToast(wishlistStrings.removed);
    } catch (error) {
      console.error(error);
      showToast({ ...wishlistStrings.failed, variant: 'destructive' });
    }
  };

  if (wishlist.isPending) return <p className="py-8 text-center text-slate-600">{wishlistStrings.loading}</p>;
  const lines = wishlist.data ?? [];
  if (lines.length === 0) {
    return (
      <div className="py-10 text-center">
        <p className="text-lg font-semibold text-slate-800">{wishlistStrings.empty}</p>
        <Link
          to={paths.products.getHref()}
          className="mt-4 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {wishlistStrings.browse}
        </Link>
      </div>
    );
  }

  return (
    <ul aria-label={wishlistStrings.saved} className="divide-y divide-slate-200">
      {lines.map(({ product_id: productId, product }) => (
        <li key={productId} className="flex flex-wrap items-center gap-4 py-4">
          {product?.images[0] ? (
            <img src={product.images[0]} alt="" className="size-16 rounded-md object-cover" loading="lazy" />
          ) : null}
          <div className="min-w-0 flex-1">
            {product ? (
              <Link
                to={paths.product.getHref(productId)}
                className="font-semibold text-slate-900 hover:underline"
              >
                {product.name}
              </Link>
            ) : (
              <span className="text-slate-600">{wishlistStrings.unavailable}</span>
            )}
            {product ? <p className="text-sm text-slate-600">{formatPrice(product.selling_price)}</p> : null}
          </div>
          {product && onMoveToCart ? (
            <button
              type="button"
              className={smallButton}
              disabled={mutation.isPending}
              onClick={() =>
                void (async () => {
                  if (await onMoveToCart(product)) await remove(productId, true);
                })()
              }
            >
              {wishlistStrings.moveToCart}
            </button>
          ) : null}
          <button
            type="button"
            className={smallButton}
            disabled={mutation.isPending}
            aria-label={`${wishlistStrings.remove} ${product?.name ?? productId}`}
            onClick={() => void remove(productId)}
          >
            {wishlistStrings.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}
