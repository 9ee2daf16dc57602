import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { truncateDescription } from '@core/seo/page-meta';
import { buildProductJsonLd } from '@core/seo/product-json-ld';
import { useProduct } from '../api/get-product';
import { productGoneState } from '../utils/product-gone';
import type { CartActions } from './product-card';
import { ProductDetail, ProductDetailSkeleton, ProductNotFound } from './product-detail';
import { ProductShelves } from './product-shelves';
import type { WishlistActions } from './wishlist-button';

interface ProductScreenProps extends CartActions {
  productId: string;
  wishlist?: WishlistActions;
}

/**
 * `/product/{id}`: loads the product and shows it with its title, social tags and Product JSON-LD.
 * A missing product or a failed fetch sends the shopper to /products (its screens and error
 * catalogue); when the shop answered that there is no such product, the catalogue says so.
 */
export function ProductScreen({ productId, onAddToCart, isCartBusy, wishlist }: ProductScreenProps) {
  const { data, error, isPending } = useProduct(productId);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  if (isPending) return <ProductDetailSkeleton />;
  if (error || !data?.product) {
    return (
      <>
        <ProductNotFound />
        <Navigate
          to={paths.products.getHref()}
          replace
          state={
            !error || (error instanceof ApiError && error.status < 500 && error.status >= 400)
              ? productGoneState
              : undefined
          }
        />
      </>
    );
  }

  const { product } = data;
  const pagePath = paths.product.getHref(product.id);
  return (
    <>
      <PageMeta
        title={product.name}
        description={truncateDescription(product.short_description || product.description || product.name)}
        path={pagePath}
        image={product.images[0]}
        type="product"
        keywords={[product.name, product.brand_name, product.category_name].filter((value): value is string =>
          Boolean(value),
        )}
        jsonLd={buildProductJsonLd(product, pagePath, window.location.origin)}
      />
      <ProductDetail
        product={product}
        buyerPrices={data.prices}
        onAddToCart={onAddToCart}
        isCartBusy={isCartBusy}
        wishlist={wishlist}
      />
      <ProductShelves productId={product.id} />
    </>
  );
}
