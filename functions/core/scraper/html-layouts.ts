/**
 * Selectors for reading product cards and product pages out of a store's HTML, one configuration per
 * site layout. A layout is picked when its `detect` selector matches the page; the generic layout,
 * which covers schema.org microdata and the usual class names, is tried last. Adding a distributor
 * with an unusual theme means adding one entry here.
 */
export interface HtmlLayout {
  layout: string;
  /** The layout applies when this matches something on the page. */
  detect: string;
  /** One element per product card on a listing page. */
  card: string;
  /** Inside a card (or on a product page): each a comma list, first match wins. */
  name: string;
  price: string;
  /** The crossed-out list price, when the card shows a reduction. */
  listPrice?: string;
  link: string;
  image: string;
  sku?: string;
  brand?: string;
  category?: string;
  description?: string;
}

/** The generic default: microdata first, then common class names. */
export const GENERIC_LAYOUT: HtmlLayout = {
  layout: 'generic',
  detect: 'body',
  card: [
    '[itemtype*="schema.org/Product"]',
    '.product-card',
    '.product-item',
    '.product-tile',
    '.product-grid-item',
    'li.product',
    'article.product',
    '.products .product',
  ].join(', '),
  name: '[itemprop="name"], .product-title, .product-name, .product-card__title, .card-title, h2, h3, h4',
  price: '[itemprop="price"], .price ins, .sale-price, .special-price, .product-price, .price, [data-price]',
  listPrice: '.price del, .was-price, .old-price, .regular-price, .compare-at-price',
  link: 'a[itemprop="url"], a.product-link, a[href*="/product"], a[href]',
  image: '[itemprop="image"], img',
  sku: '[itemprop="sku"], .sku, [data-sku]',
  brand: '[itemprop="brand"], .brand, .product-brand, [data-brand]',
  category: '.category, .product-category, [data-category]',
  description: '[itemprop="description"], .description, .short-description',
};

export const HTML_LAYOUTS: readonly HtmlLayout[] = [
  {
    layout: 'woocommerce',
    detect: '.woocommerce ul.products, body.woocommerce',
    card: 'ul.products li.product',
    name: '.woocommerce-loop-product__title, h2, h3',
    price: '.price ins .amount, .price .amount, .price',
    listPrice: '.price del .amount',
    link: 'a.woocommerce-LoopProduct-link, a[href]',
    image: 'img',
    sku: '[data-product_sku]',
    description:
      '.woocommerce-product-details__short-description, [class*="description" i], [class*="excerpt" i]',
  },
  {
    layout: 'shopify-theme',
    detect: '.product-grid .grid__item, .collection .grid-product',
    card: '.product-grid .grid__item, .grid-product',
    name: '.card__heading, .grid-product__title, h3',
    price: '.price-item--sale, .price-item--regular, .grid-product__price',
    listPrice: '.price__sale s, .grid-product__price--original',
    link: 'a[href*="/products/"]',
    image: 'img',
    brand: '.caption-with-letter-spacing, .grid-product__vendor',
  },
  GENERIC_LAYOUT,
];

/** Selectors of a single product's page, for when the start URL is one product. */
export const PRODUCT_PAGE = {
  detect:
    '[itemtype*="schema.org/Product"], meta[property="og:type"][content="product"], .product-detail, #product',
  name: 'h1, [itemprop="name"], meta[property="og:title"]',
  price: '[itemprop="price"], .price ins, .product-price, .price, meta[property="product:price:amount"]',
  image: '[itemprop="image"], meta[property="og:image"], .product-gallery img, .product-image img, main img',
  sku: '[itemprop="sku"], .sku, meta[property="product:retailer_item_id"]',
  partNumber: '[itemprop="mpn"], meta[property="product:mfr_part_no"]',
  brand: '[itemprop="brand"], .brand, meta[property="product:brand"]',
  description: '[itemprop="description"], .product-description, #description, .description',
} as const;
