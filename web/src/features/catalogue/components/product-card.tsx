import { getStockStatus } from '@core/catalogue/stock-status';
import { formatSkuForDisplay } from '@core/catalogue/sku';
import type { ProductCard as ProductCardData } from '@core/catalogue/product-card';
import { ChevronLeft, ChevronRight, ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { paths } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import { catalogueStrings } from '../catalogue-strings';
import { DiscountBadge } from './discount-badge';
import { ProductImage } from './product-image';
import { StockBadge } from '@web/components/ui/stock-badge';
import { WishlistButton, type WishlistActions } from './wishlist-button';

const strings = catalogueStrings.card;

/** How a screen adds a product to the cart: the app passes in the cart feature's action. */
export interface CartActions {
  onAddToCart: (product: ProductCardData, quantity: number) => void;
  /** True while a cart action runs; the Add buttons wait meanwhile. */
  isCartBusy: boolean;
}

interface ProductCardProps extends CartActions {
  product: ProductCardData;
  /** The heart in the image's corner; without it the card has none. */
  wishlist?: WishlistActions;
  /** The cards of the first row load their image at once. */
  eagerImage?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Something more the screen puts under the price row (the catalogue's Compare toggle). */
  extra?: (product: ProductCardData) => ReactNode;
  /** A business buyer's price row, in place of the list price. */
  price?: ReactNode;
}

/**
 * A product in a grid. The whole card opens the product: the name's
 * link stretches over it, and the carousel arrows and the Add button sit above that link.
 */
export function ProductCard({
  product,
  onAddToCart,
  isCartBusy,
  wishlist,
  eagerImage = false,
  headingLevel: Heading = 'h3',
  extra,
  price,
}: ProductCardProps) {
  const [imageIndex, setImageIndex] = useState(0);
  const images = product.images;
  const count = images.length;
  const status = getStockStatus(product);
  const outOfStock = status === 'out-of-stock';

  // Wrap-around in both directions.
  const step = (delta: number) => setImageIndex((index) => (index + delta + count) % count);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md has-[h2_a:focus-visible,h3_a:focus-visible]:ring-4 has-[h2_a:focus-visible,h3_a:focus-visible]:ring-accent-500">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-50">
        <ProductImage
          src={images[imageIndex]}
          alt={strings.imageAlt(product.name, imageIndex, count)}
          eager={eagerImage}
          className="size-full object-contain transition-transform duration-300 group-hover:scale-110"
        />
        <DiscountBadge
          basePrice={product.base_price}
          sellingPrice={product.selling_price}
          className="absolute top-2 left-2"
        />
        {wishlist ? (
          <WishlistButton
            productId={product.id}
            productName={product.name}
            {...wishlist}
            className="absolute top-1 right-1 z-10 size-11 rounded-full bg-white/90 shadow hover:bg-white"
          />
        ) : null}
      </div>
      {count > 1 ? (
        // Under the picture, not on it: the arrows (44 px to tap) and the dots hide none of it.
        <div className="flex items-center justify-between px-1 pt-1">
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label={strings.previousImage}
            className="relative z-10 inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div aria-hidden="true" className="flex gap-1.5">
            {images.map((image, index) => (
              <span
                key={`${image}-${index}`}
                data-active={index === imageIndex}
                className={clsx(
                  'size-2 rounded-full ring-1 ring-slate-400',
                  index === imageIndex ? 'bg-brand-700' : 'bg-white',
                )}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label={strings.nextImage}
            className="relative z-10 inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}

      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {product.brand_name ?? strings.noBrand}
        </p>
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-slate-900">
          <Link
            to={paths.product.getHref(product.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="text-xs text-slate-600">
          {strings.sku} {formatSkuForDisplay(product.sku)}
        </p>
        <StockBadge status={status} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          {price ?? (
            <p className="text-lg font-bold text-brand-900">
              <span className="sr-only">{strings.price}: </span>
              {formatPrice(product.selling_price)}
            </p>
          )}
          <button
            type="button"
            onClick={() => onAddToCart(product, 1)}
            disabled={outOfStock || isCartBusy}
            aria-label={outOfStock ? strings.outLabel(product.name) : strings.addLabel(product.name)}
            className="relative z-10 inline-flex h-10 min-w-20 items-center justify-center gap-1.5 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {outOfStock ? strings.out : strings.add}
          </button>
        </div>
        {extra?.(product)}
      </div>
    </article>
  );
}
