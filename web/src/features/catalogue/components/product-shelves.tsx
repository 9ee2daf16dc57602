/**
 * Under a product: its related products and the ones this browser viewed before, each a row of
 * small linked tiles (picture, name, price: a business buyer's own, asked with the row) that scrolls
 * sideways on a phone. Both load after the product, and a row with nothing in it is not shown.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StockStatus } from '@core/catalogue/product';
import { StockBadge } from '@web/components/ui/stock-badge';
import { paths } from '@web/config/paths';
import { formatPrice } from '@web/lib/format';
import { useBuyerPrices } from '../api/buyer-prices';
import { useProductSummaries, useRelatedProducts } from '../api/get-related-products';
import { productDetailStrings } from '../detail-strings';
import { readRecentlyViewed, rememberViewed } from '../utils/recently-viewed';
import { ProductImage } from './product-image';

const strings = productDetailStrings;

interface ShelfProduct {
  id: string;
  name: string;
  images: readonly string[];
  selling_price: number;
  stock_status: StockStatus;
}

type BuyerOverlay = ReturnType<typeof useBuyerPrices>;

function ProductShelf({
  title,
  products,
  buyer,
}: {
  title: string;
  products: readonly ShelfProduct[];
  buyer: BuyerOverlay;
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="flex snap-x gap-4 overflow-x-auto pb-2">
        {products.map((product) => (
          <li key={product.id} className="w-40 shrink-0 snap-start sm:w-56">
            <Link
              to={paths.product.getHref(product.id)}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white hover:shadow-md"
            >
              <ProductImage
                src={product.images[0]}
                alt=""
                className="aspect-[4/3] w-full bg-slate-50 object-contain"
              />
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="line-clamp-2 text-sm font-medium text-slate-900 group-hover:text-brand-700 group-hover:underline">
                  {product.name}
                </span>
                {buyer?.tile(product.id) ?? (
                  <span className="mt-auto font-bold text-brand-900">
                    {formatPrice(product.selling_price)}
                  </span>
                )}
                {product.stock_status === 'out-of-stock' ? (
                  <StockBadge status={product.stock_status} />
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductShelves({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  // What was viewed before this product, read once: this visit is remembered for the next page.
  const [viewedBefore] = useState(() => readRecentlyViewed().filter((id) => id !== productId));
  useEffect(() => {
    rememberViewed(productId);
  }, [productId]);
  const viewed = useProductSummaries(viewedBefore);
  const relatedProducts = related.data?.products ?? [];
  const viewedProducts = viewed.data?.products ?? [];
  // A business buyer's company prices over each row's list prices, in the row's own answer.
  const relatedPrices = useBuyerPrices(related.data?.prices);
  const viewedPrices = useBuyerPrices(viewed.data?.prices);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-10">
      <ProductShelf title={strings.related} products={relatedProducts} buyer={relatedPrices} />
      <ProductShelf title={strings.recentlyViewed} products={viewedProducts} buyer={viewedPrices} />
    </div>
  );
}
