import { getDiscountPercent } from '@core/catalogue/pricing';
import type { ProductDetail as ProductDetailData } from '@core/catalogue/product-card';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { formatSkuForDisplay } from '@core/catalogue/sku';
import { describeBackOrder, getBackOrder, getOrderableQuantity } from '@core/catalogue/back-order';
import { getStockStatus } from '@core/catalogue/stock-status';
import { CART } from '@core/cart/cart-limits';
import { Award, ChevronRight, Minus, Plus, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { paths } from '@web/config/paths';
import { formatPrice, formatSpecificationKey } from '@web/lib/format';
import { useBuyerPrices } from '../api/buyer-prices';
import { catalogueStrings } from '../catalogue-strings';
import { productDetailStrings } from '../detail-strings';
import {
  clampQuantityPerAdd,
  getMaxQuantityPerAdd,
  readTypedQuantity,
  type QuantityAdjustment,
} from '../utils/quantity';
import { BackInStockForm } from './back-in-stock-form';
import { CompareButton } from './compare-button';
import { DiscountBadge } from './discount-badge';
import type { CartActions } from './product-card';
import { ProductDescription } from './product-description';
import { ProductImage } from './product-image';
import { StockBadge } from '@web/components/ui/stock-badge';
import { WishlistButton, type WishlistActions } from './wishlist-button';

const strings = productDetailStrings;

interface ProductDetailProps {
  product: ProductDetailData;
  onAddToCart: CartActions['onAddToCart'];
  isCartBusy: boolean;
  /** The heart beside Add to Cart; without it the page has none. */
  wishlist?: WishlistActions;
  /** A company buyer's price of the product, from the product's own answer (no prices call then). */
  buyerPrices?: readonly BuyerPrice[];
}

/** `/product/{id}` once loaded: gallery, facts, price, quantity and Add to Cart, then the details. */
export function ProductDetail({
  product,
  onAddToCart,
  isCartBusy,
  wishlist,
  buyerPrices,
}: ProductDetailProps) {
  const status = getStockStatus(product);
  const backOrder = getBackOrder(product);
  const outOfStock = status === 'out-of-stock';
  // What is typed stays as typed (like any number box); it is brought within 1..max only on leaving
  // the box or on Add, and the message under the box says why.
  const [typed, setTyped] = useState(String(CART.minQuantityPerAdd));
  const [adjusted, setAdjusted] = useState<QuantityAdjustment>();
  const maxQuantity = getMaxQuantityPerAdd(getOrderableQuantity(product));
  const { quantity } = readTypedQuantity(typed, maxQuantity);
  const settleQuantity = () => {
    const read = readTypedQuantity(typed, maxQuantity);
    setTyped(String(read.quantity));
    // Add right after leaving the box settles again: the reason given on leaving it stays.
    if (read.adjustment) setAdjusted(read.adjustment);
    return read.quantity;
  };
  const setQuantity = (value: number) => {
    setTyped(String(clampQuantityPerAdd(value, maxQuantity)));
    setAdjusted(undefined);
  };
  const fewLeft = status === 'low-stock' && product.stock_quantity > 0 && !backOrder;
  const quantityId = useId();
  // A business buyer's company price over the list price, from the product's own answer (the page
  // waits for it: never the list price first, nor a total at it, as if that were theirs).
  const buyerPrice = useBuyerPrices(buyerPrices)?.product(product.id);
  // What the cart will charge a unit at this quantity: the buyer's price (and break) when they have one.
  const unitPrice = buyerPrice?.unitPrice(quantity) ?? product.selling_price;
  const hasDiscount = getDiscountPercent(product.base_price, product.selling_price) !== null;
  const specifications = Object.entries(product.specifications);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label={strings.breadcrumb} className="mb-6 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.home.getHref()} className="hover:text-brand-700 hover:underline">
              {strings.home}
            </Link>
          </li>
          <Crumb>
            <Link to={paths.products.getHref()} className="hover:text-brand-700 hover:underline">
              {strings.products}
            </Link>
          </Crumb>
          {product.category_slug && product.category_name ? (
            <Crumb>
              <Link
                to={paths.products.getHref({ category: product.category_slug })}
                className="hover:text-brand-700 hover:underline"
              >
                {product.category_name}
              </Link>
            </Crumb>
          ) : null}
          <Crumb>
            <span aria-current="page" className="line-clamp-1 text-slate-900">
              {product.name}
            </span>
          </Crumb>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery name={product.name} images={product.images} />

        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <span className="sr-only">{strings.brand}: </span>
            {product.brand_name ?? catalogueStrings.card.noBrand}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {product.category_name ? (
              <>
                <dt className="text-slate-600">{strings.category}</dt>
                <dd className="font-medium text-slate-900">{product.category_name}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">{strings.sku}</dt>
            <dd className="font-medium text-slate-900">{formatSkuForDisplay(product.sku)}</dd>
            {product.part_number ? (
              <>
                <dt className="text-slate-600">{strings.partNumber}</dt>
                <dd className="font-medium break-all text-slate-900">{product.part_number}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <StockBadge status={status} />
            {backOrder ? (
              <p id={`${quantityId}-wait`} className="text-sm font-semibold text-sky-900">
                {describeBackOrder(backOrder)}
              </p>
            ) : null}
            {fewLeft ? (
              <p id={`${quantityId}-left`} className="text-sm font-semibold text-amber-900">
                {strings.onlyLeft(product.stock_quantity)}
              </p>
            ) : null}
          </div>

          {buyerPrice?.lower ? null : (
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <p className="text-3xl font-extrabold text-brand-900">
                <span className="sr-only">{strings.price}: </span>
                {formatPrice(product.selling_price)}
              </p>
              {hasDiscount ? (
                <>
                  <p className="text-lg text-slate-600">
                    <span className="sr-only">{strings.originalPrice}: </span>
                    <del>{formatPrice(product.base_price)}</del>
                  </p>
                  <DiscountBadge basePrice={product.base_price} sellingPrice={product.selling_price} />
                </>
              ) : null}
            </div>
          )}
          {buyerPrice?.node}

          {product.short_description ? (
            <section aria-labelledby={`${quantityId}-overview`} className="mt-6">
              <h2 id={`${quantityId}-overview`} className="text-lg font-semibold text-brand-900">
                {strings.overview}
              </h2>
              <p className="mt-2 text-slate-700">{product.short_description}</p>
            </section>
          ) : null}

          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div>
              <label htmlFor={quantityId} className="mb-1 block text-sm font-medium text-slate-700">
                {strings.quantity}
              </label>
              <div className="flex h-12 w-fit items-center rounded-md border border-slate-300">
                <button
                  type="button"
                  aria-label={strings.decrease}
                  aria-controls={quantityId}
                  onClick={() => setQuantity(quantity - 1)}
                  disabled={quantity <= CART.minQuantityPerAdd}
                  className="inline-flex size-12 items-center justify-center text-brand-900 hover:bg-brand-50 disabled:text-slate-400"
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
                <input
                  id={quantityId}
                  type="number"
                  inputMode="numeric"
                  min={CART.minQuantityPerAdd}
                  max={maxQuantity}
                  aria-describedby={clsx(
                    fewLeft && `${quantityId}-left`,
                    backOrder && `${quantityId}-wait`,
                    `${quantityId}-adjusted`,
                  )}
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setAdjusted(undefined);
                  }}
                  onBlur={settleQuantity}
                  className="h-full w-14 border-x border-slate-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                />
                <button
                  type="button"
                  aria-label={strings.increase}
                  aria-controls={quantityId}
                  onClick={() => setQuantity(quantity + 1)}
                  disabled={quantity >= maxQuantity}
                  className="inline-flex size-12 items-center justify-center text-brand-900 hover:bg-brand-50 disabled:text-slate-400"
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </div>
            </div>
            <div className="flex flex-1 gap-3">
              <button
                type="button"
                onClick={() => onAddToCart(product, settleQuantity())}
                disabled={outOfStock || isCartBusy}
                className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
              >
                <ShoppingCart aria-hidden="true" className="size-5" />
                {outOfStock ? strings.outOfStock : strings.addToCart(formatPrice(unitPrice * quantity))}
              </button>
              {wishlist ? (
                <WishlistButton
                  productId={product.id}
                  productName={product.name}
                  {...wishlist}
                  iconClassName="size-6"
                  className="size-12 shrink-0 rounded-md border border-slate-300 bg-white hover:bg-slate-50"
                />
              ) : null}
            </div>
          </div>

          {/* Under the row, so a message appearing on leaving the box never moves Add to Cart. */}
          <p id={`${quantityId}-adjusted`} role="status" className="mt-2 text-sm text-amber-900">
            {adjusted === 'least'
              ? strings.quantityAdjusted.least(CART.minQuantityPerAdd)
              : adjusted
                ? strings.quantityAdjusted[adjusted](maxQuantity)
                : ''}
          </p>
          {outOfStock ? <BackInStockForm productId={product.id} /> : null}
          <CompareButton productId={product.id} productName={product.name} className="mt-4" />

          <ul className="mt-6 grid grid-cols-3 gap-2 border-t border-slate-200 pt-5 text-center text-xs font-medium text-slate-700 sm:text-sm">
            <Perk icon={<Truck aria-hidden="true" className="size-6" />} label={strings.perks.shipping} />
            <Perk
              icon={<ShieldCheck aria-hidden="true" className="size-6" />}
              label={strings.perks.warranty}
            />
            <Perk icon={<Award aria-hidden="true" className="size-6" />} label={strings.perks.quality} />
          </ul>
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        {product.description ? (
          <DetailSection title={strings.description}>
            <ProductDescription description={product.description} />
          </DetailSection>
        ) : null}
        {specifications.length > 0 ? (
          <DetailSection title={strings.specifications}>
            <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {specifications.map(([key, value]) => (
                <div
                  key={key}
                  className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-2.5 text-sm"
                >
                  <dt className="font-medium text-slate-600 capitalize">{formatSpecificationKey(key)}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </DetailSection>
        ) : null}
        {product.features.length > 0 ? (
          <DetailSection title={strings.features}>
            <ul className="list-disc space-y-1.5 pl-5 text-slate-700 marker:text-brand-600">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </DetailSection>
        ) : null}
        {product.warranty_info ? (
          <DetailSection title={strings.warranty}>
            <p className="text-slate-700">{product.warranty_info}</p>
          </DetailSection>
        ) : null}
      </div>
    </div>
  );
}

function Crumb({ children }: { children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1">
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      {children}
    </li>
  );
}

function Perk({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <li className="flex flex-col items-center gap-1.5">
      <span className="text-brand-700">{icon}</span>
      {label}
    </li>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How far a finger must move sideways on the main picture to count as a swipe. */
const SWIPE_MIN_PX = 40;

/** The main picture and a row of thumbnails to pick another. */
function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  return (
    <section aria-label={strings.gallery}>
      <div
        // On a touch screen a sideways swipe shows the next or previous picture (wrapping round).
        onTouchStart={(event) => {
          const touch = event.touches[0];
          swipeStart.current =
            touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const start = swipeStart.current;
          const touch = event.changedTouches[0];
          swipeStart.current = null;
          if (!start || !touch || count < 2) return;
          const dx = touch.clientX - start.x;
          if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
          setIndex((current) => (current + (dx < 0 ? 1 : -1) + count) % count);
        }}
        className="aspect-[4/3] touch-pan-y overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
      >
        <ProductImage
          src={images[index]}
          alt={catalogueStrings.card.imageAlt(name, index, count)}
          eager
          className="size-full object-contain"
        />
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((image, thumbIndex) => (
            <li key={`${image}-${thumbIndex}`}>
              <button
                type="button"
                onClick={() => setIndex(thumbIndex)}
                aria-label={strings.showImage(thumbIndex, count)}
                aria-pressed={thumbIndex === index}
                className={clsx(
                  'block w-full overflow-hidden rounded-md border-2 bg-slate-50',
                  thumbIndex === index ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <ProductImage src={image} alt="" className="aspect-[4/3] w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** While the product loads: the same boxes as the page, so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        {strings.loading}
      </p>
      <div aria-hidden="true">
        <div className="mb-6 h-5 w-64 animate-pulse rounded bg-slate-100" />
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="aspect-[4/3] animate-pulse rounded-lg bg-slate-100" />
          <div className="space-y-4">
            <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
            <div className="h-9 w-3/4 animate-pulse rounded bg-slate-100" />
            <div className="h-16 w-1/2 animate-pulse rounded bg-slate-100" />
            <div className="h-10 w-40 animate-pulse rounded bg-slate-100" />
            <div className="h-12 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The shop's 'Product Not Found' view, shown for the moment before the redirect to /products. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{strings.notFound}</h1>
      <p className="mt-3 text-slate-600">{strings.notFoundText}</p>
      <Link
        to={paths.products.getHref()}
        className="mt-8 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {strings.backToProducts}
      </Link>
    </div>
  );
}
