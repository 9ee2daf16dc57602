import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { catalogueStrings } from '../catalogue-strings';

/** How a screen keeps products on the wishlist: the app passes in the wishlist feature's state and toggle. */
export interface WishlistActions {
  isInWishlist: (productId: string) => boolean;
  /** Signed out, this sends the shopper to sign in. */
  onToggleWishlist: (productId: string) => void;
  /** True while the wishlist loads or a change to it is saved; the hearts wait meanwhile. */
  isWishlistBusy?: boolean;
}

interface WishlistButtonProps extends WishlistActions {
  productId: string;
  productName: string;
  className?: string;
  iconClassName?: string;
}

/** The heart of a product card or page: a filled heart when the product is on the wishlist. */
export function WishlistButton({
  productId,
  productName,
  isInWishlist,
  onToggleWishlist,
  isWishlistBusy,
  className,
  iconClassName = 'size-5',
}: WishlistButtonProps) {
  const saved = isInWishlist(productId);
  const label = catalogueStrings.card.wishlistLabel(productName, saved);
  return (
    <button
      type="button"
      onClick={() => onToggleWishlist(productId)}
      disabled={isWishlistBusy}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex items-center justify-center text-brand-900 hover:text-red-600 disabled:opacity-60',
        className,
      )}
    >
      <Heart aria-hidden="true" className={clsx(iconClassName, saved && 'fill-red-600 text-red-600')} />
    </button>
  );
}
