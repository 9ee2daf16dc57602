/**
 * The schema.org Product of a product page, with one Offer. Apart from the page-meta builders so the
 * home page, which needs only those, does not load it; the product page and the server's link
 * preview both use it.
 */
import type { ProductDetail } from '../catalogue/product-card.js';
import type { StockStatus } from '../catalogue/product.js';
import { CURRENCY } from '../currency.js';
import { SHOP_IDENTITY as shop } from '../shop-identity.js';
import { toAbsoluteUrl, type JsonLd } from './page-meta.js';

const AVAILABILITY: Record<StockStatus, string> = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'to-order': 'https://schema.org/BackOrder',
};

/** The schema.org availability of a public stock status. */
export function getSchemaAvailability(status: StockStatus): string {
  return AVAILABILITY[status] ?? AVAILABILITY['in-stock'];
}

/** The Product of a product page, with one Offer: its selling price in JMD and its availability. */
export function buildProductJsonLd(
  product: Pick<
    ProductDetail,
    | 'name'
    | 'sku'
    | 'part_number'
    | 'short_description'
    | 'images'
    | 'brand_name'
    | 'category_name'
    | 'selling_price'
    | 'stock_status'
  > & { description?: string },
  pagePath: string,
  origin: string,
): JsonLd {
  const description = product.short_description || product.description || '';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.part_number ? { mpn: product.part_number } : {}),
    ...(description ? { description } : {}),
    ...(product.images.length ? { image: product.images.map((image) => toAbsoluteUrl(image, origin)) } : {}),
    ...(product.brand_name ? { brand: { '@type': 'Brand', name: product.brand_name } } : {}),
    ...(product.category_name ? { category: product.category_name } : {}),
    offers: {
      '@type': 'Offer',
      url: toAbsoluteUrl(pagePath, origin),
      price: product.selling_price,
      priceCurrency: CURRENCY.code,
      availability: getSchemaAvailability(product.stock_status),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shop.name },
    },
  };
}
