/**
 * The deterministic sample catalogue: categories, brands, products and the images to upload. The same
 * seed and templates give the same catalogue on every fresh start, so tests and screenshots can rely
 * on it. Per-product details (dates, features, image count) come from a stream seeded by the SKU, so
 * adding a template does not reshuffle the others; catalogue-wide choices (deals, stock levels) come
 * from one stream over the whole list.
 */
import { type Brand, brandSchema } from '../../../functions/core/catalogue/brand.js';
import { type Category, categorySchema } from '../../../functions/core/catalogue/category.js';
import { type Product, type ProductInput, productSchema } from '../../../functions/core/catalogue/product.js';
import { slugify } from '../../../functions/core/catalogue/slug.js';
import { STOCK } from '../../../functions/core/catalogue/stock-limits.js';
import { type ArtworkInput } from './product-artwork.js';
import { createRandom, createStableId, type Random } from './random.js';
import { SAMPLE_BRANDS, type SampleBrandKey } from './sample-brands.js';
import { CATEGORY_SLUGS, INACTIVE_SAMPLE_CATEGORY, SAMPLE_CATEGORY_DETAILS } from './sample-categories.js';
import { type CategorySlug, PRODUCT_TEMPLATES, type ProductTemplate } from './sample-products.js';

/** Seed of the catalogue-wide stream; change it to get a different (still deterministic) catalogue. */
export const SAMPLE_CATALOGUE_SEED = 'storefront-sample-catalogue-v1';
/** The newest product's date: fixed rather than "now" so two starts write identical items. */
export const SAMPLE_CATALOGUE_NEWEST = '2026-10-31T12:00:00.000Z';
/** Products are spread over this many days before the newest date. */
const HISTORY_DAYS = 270;
const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** Where images live in the bucket and how the shop addresses them (`/images/*` is served from it). */
export const PRODUCT_IMAGE_PREFIX = 'products/';
export const PUBLIC_IMAGE_PATH = '/images/';
const MAX_IMAGES_PER_PRODUCT = 4;

/** Products on the home page's Featured Weekly section and beyond: one or two per area of the shop. */
export const FEATURED_SKUS = [
  'LEN21JKINT',
  'INT-HP250G9-8GB',
  'APL-MXD33LL',
  'UBI-U6-LITE',
  'SAM-QN65Q60C',
  'MS-RRT-00001',
  'KNG-SNV2S-1000G',
  'DELL-U2723QE',
] as const;

/** How many products get each marker. The rest of the catalogue keeps full price and good stock. */
const COUNTS = {
  flash: 10,
  clearance: 8,
  gamingSale: 8,
  inactive: 3,
  outOfStock: 18,
  lowStock: 28,
} as const;
/** About a third of the catalogue shows a crossed-out base price. */
const DISCOUNTED_SHARE = 1 / 3;

/** Discount ranges (fraction of the base price), kept inside the claims of the DEALS menu. */
const DISCOUNTS = {
  flash: [0.2, 0.5],
  clearance: [0.35, 0.65],
  gamingSale: [0.3, 0.5],
  regular: [0.05, 0.25],
} as const satisfies Record<string, readonly [number, number]>;

/** Cost as a fraction of the selling price: the distributor's margin. */
const COST_SHARE = [0.68, 0.86] as const;
/** Prices end in 95 like a shelf price (JMD 184,995). */
const PRICE_STEP = 100;
const PRICE_ENDING = 5;

/** Thresholds that differ from the default: big-ticket items run lean, consumables run deep. */
const BIG_TICKET_PRICE = 250_000;
const BIG_TICKET_THRESHOLD = 3;
const CONSUMABLE_THRESHOLD = 20;
/** Upper bound of stock above the threshold for goods and for licences. */
const MAX_STOCK_ABOVE_THRESHOLD = 120;
const MIN_LICENCE_STOCK = 250;
const MAX_LICENCE_STOCK = 999;

/**
 * Stored `stock_status` overrides that disagree with the quantity on purpose, so the shop's rule
 * (stored status first) is visible: a drop-shipped item, a limited allocation, a pre-order reserve.
 */
const STOCK_STATUS_OVERRIDES = [
  { status: 'in-stock', quantity: [2, 8] },
  { status: 'low-stock', quantity: [30, 45] },
  { status: 'low-stock', quantity: [25, 35] },
  { status: 'out-of-stock', quantity: [2, 5] },
  { status: 'out-of-stock', quantity: [1, 3] },
] as const;

export interface SampleImage {
  /** Object key in the images bucket. */
  key: string;
  productId: string;
  artwork: ArtworkInput;
}

export interface SampleCatalogue {
  categories: Category[];
  brands: Brand[];
  products: Product[];
  images: SampleImage[];
}

interface Draft {
  template: ProductTemplate;
  category: CategorySlug;
  random: Random;
}

type Bucket = 'in' | 'low' | 'out';

/** The public URL the shop uses for an image key of the bucket. */
export function toPublicImageUrl(key: string): string {
  return `${PUBLIC_IMAGE_PATH}${key}`;
}

function roundPrice(amount: number): number {
  return Math.max(PRICE_STEP, Math.round(amount / PRICE_STEP) * PRICE_STEP) - PRICE_ENDING;
}

function between(random: Random, [min, max]: readonly [number, number]): number {
  return min + random.next() * (max - min);
}

function buildCategories(): Category[] {
  const active = CATEGORY_SLUGS.map((slug, index) =>
    categorySchema.parse({
      id: createStableId(`category:${slug}`),
      name: slug.toUpperCase(),
      slug,
      description: SAMPLE_CATEGORY_DETAILS[slug].description,
      is_active: true,
      sort_order: index,
    }),
  );
  const retiredSlug = slugify(INACTIVE_SAMPLE_CATEGORY.name);
  const retired = categorySchema.parse({
    id: createStableId(`category:${retiredSlug}`),
    name: INACTIVE_SAMPLE_CATEGORY.name,
    slug: retiredSlug,
    description: INACTIVE_SAMPLE_CATEGORY.description,
    is_active: false,
    sort_order: active.length,
  });
  return [...active, retired];
}

function buildBrands(): Brand[] {
  return (Object.keys(SAMPLE_BRANDS) as SampleBrandKey[]).map((key) =>
    brandSchema.parse({
      id: createStableId(`brand:${key}`),
      name: SAMPLE_BRANDS[key].name,
      slug: key,
      description: SAMPLE_BRANDS[key].description,
      is_active: true,
    }),
  );
}

function selectLowStockThreshold(template: ProductTemplate): number {
  if (template.price >= BIG_TICKET_PRICE) return BIG_TICKET_THRESHOLD;
  if ('yield' in template.specs) return CONSUMABLE_THRESHOLD;
  return STOCK.defaultLowStockThreshold;
}

function selectQuantity(draft: Draft, bucket: Bucket, threshold: number): number {
  if (bucket === 'out') return 0;
  if (bucket === 'low') return draft.random.int(1, threshold);
  if (SAMPLE_CATEGORY_DETAILS[draft.category].digital && draft.template.weightKg === undefined) {
    return draft.random.int(MIN_LICENCE_STOCK, MAX_LICENCE_STOCK);
  }
  return draft.random.int(threshold + 1, threshold + MAX_STOCK_ABOVE_THRESHOLD);
}

/** A sentence from the first specifications: "HP laptop with Intel Core i5, 8GB and 256GB SSD." */
function writeShortDescription(template: ProductTemplate): string {
  const values = Object.values(template.specs).slice(0, 3);
  const head = values.slice(0, -1).join(', ');
  const tail = values.at(-1) ?? '';
  const detail = head ? `${head} and ${tail}` : tail;
  return `${template.name}: ${detail}.`;
}

function writeDescription(template: ProductTemplate, category: CategorySlug): string {
  const brand = SAMPLE_BRANDS[template.brand].name;
  const specs = Object.entries(template.specs)
    .map(([key, value]) => `${key.replace(/_/g, ' ')} ${value}`)
    .join('; ');
  return [
    `The ${template.name} (part number ${template.partNumber}) is a genuine ${brand} product supplied through our authorised distribution channel.`,
    `Key specifications: ${specs}.`,
    SAMPLE_CATEGORY_DETAILS[category].pitch,
  ].join(' ');
}

function selectFeatures(draft: Draft): string[] {
  const own = draft.template.features ?? [];
  const pool = draft.random.shuffle(SAMPLE_CATEGORY_DETAILS[draft.category].features);
  const wanted = Math.max(own.length, draft.random.int(3, 5));
  return [...own, ...pool].slice(0, wanted);
}

function selectDates(random: Random, newest: number): { created_at: string; updated_at: string } {
  const ageMinutes = random.int(0, HISTORY_DAYS * MINUTES_PER_DAY);
  const created = newest - ageMinutes * MS_PER_MINUTE;
  const updated = created + random.int(0, ageMinutes) * MS_PER_MINUTE;
  return { created_at: new Date(created).toISOString(), updated_at: new Date(updated).toISOString() };
}

/**
 * Builds the sample catalogue. Pure: no I/O, no clock, no `Math.random`, so two calls return equal
 * catalogues.
 */
export function generateSampleCatalogue(): SampleCatalogue {
  const random = createRandom(SAMPLE_CATALOGUE_SEED);
  const newest = Date.parse(SAMPLE_CATALOGUE_NEWEST);
  const categories = buildCategories();
  const brands = buildBrands();
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const brandIds = new Map(brands.map((b) => [b.slug, b.id]));

  const drafts: Draft[] = CATEGORY_SLUGS.flatMap((category) =>
    PRODUCT_TEMPLATES[category].map((template) => ({
      template,
      category,
      random: createRandom(`product:${template.sku}`),
    })),
  );
  const featured = new Set<string>(FEATURED_SKUS);
  const order = random.shuffle(drafts.map((_, index) => index));
  const take = (count: number, accept: (draft: Draft) => boolean, taken: Set<number>): Set<number> => {
    const chosen = new Set<number>();
    for (const index of order) {
      if (chosen.size === count) break;
      const draft = drafts[index] as Draft;
      if (!taken.has(index) && accept(draft)) chosen.add(index);
    }
    return chosen;
  };
  const isFeatured = (draft: Draft): boolean => featured.has(draft.template.sku);
  const isGaming = (draft: Draft): boolean => draft.category === 'gaming';
  const isDigital = (draft: Draft): boolean =>
    SAMPLE_CATEGORY_DETAILS[draft.category].digital && draft.template.weightKg === undefined;

  // Markers are disjoint so each deal page shows its own products.
  const gamingSale = take(COUNTS.gamingSale, isGaming, new Set());
  const flash = take(COUNTS.flash, (d) => !isGaming(d), gamingSale);
  // Licences are never cleared out: clearance is for physical stock.
  const clearance = take(
    COUNTS.clearance,
    (d) => !isGaming(d) && !isFeatured(d) && !isDigital(d),
    new Set([...gamingSale, ...flash]),
  );
  const onDeal = new Set([...gamingSale, ...flash, ...clearance]);
  const inactive = take(COUNTS.inactive, (d) => !isFeatured(d), onDeal);
  const discountTarget = Math.round(drafts.length * DISCOUNTED_SHARE);
  const regularDiscount = take(discountTarget - onDeal.size, () => true, new Set([...onDeal, ...inactive]));

  // Featured products stay in stock so the home page always has something to sell.
  const outOfStock = take(COUNTS.outOfStock, (d) => !isFeatured(d), new Set());
  const lowStock = take(COUNTS.lowStock, (d) => !isFeatured(d), outOfStock);
  const overridden = [
    ...take(STOCK_STATUS_OVERRIDES.length, (d) => !isFeatured(d), new Set([...onDeal, ...inactive])),
  ];

  const products: Product[] = [];
  const images: SampleImage[] = [];
  drafts.forEach((draft, index) => {
    const { template, category } = draft;
    const id = createStableId(`product:${template.sku}`);
    const range = gamingSale.has(index)
      ? DISCOUNTS.gamingSale
      : flash.has(index)
        ? DISCOUNTS.flash
        : clearance.has(index)
          ? DISCOUNTS.clearance
          : regularDiscount.has(index)
            ? DISCOUNTS.regular
            : undefined;
    const basePrice = roundPrice(template.price);
    const sellingPrice = range ? roundPrice(template.price * (1 - between(random, range))) : basePrice;
    const threshold = selectLowStockThreshold(template);
    const bucket: Bucket = outOfStock.has(index) ? 'out' : lowStock.has(index) ? 'low' : 'in';
    const overrideAt = overridden.indexOf(index);
    const override = overrideAt >= 0 ? STOCK_STATUS_OVERRIDES[overrideAt] : undefined;
    const quantity = override
      ? draft.random.int(override.quantity[0], override.quantity[1])
      : selectQuantity(draft, bucket, threshold);
    const imageCount = draft.random.int(1, MAX_IMAGES_PER_PRODUCT);
    const keys = Array.from({ length: imageCount }, (_, n) => `${PRODUCT_IMAGE_PREFIX}${id}-${n + 1}.svg`);
    const digital = isDigital(draft);

    const input: ProductInput = {
      id,
      name: template.name,
      slug: slugify(template.name),
      sku: template.sku,
      part_number: template.partNumber,
      short_description: writeShortDescription(template),
      description: writeDescription(template, category),
      specifications: template.specs,
      features: selectFeatures(draft),
      warranty_info: SAMPLE_CATEGORY_DETAILS[category].warranty,
      base_price: basePrice,
      selling_price: sellingPrice,
      cost_price: Math.round(sellingPrice * between(draft.random, COST_SHARE)),
      stock_quantity: quantity,
      low_stock_threshold: threshold,
      ...(override ? { stock_status: override.status } : {}),
      brand_id: brandIds.get(template.brand) ?? null,
      category_id: categoryIds.get(category) ?? null,
      is_active: !inactive.has(index),
      is_featured: featured.has(template.sku),
      images: keys.map(toPublicImageUrl),
      ...(digital ? {} : { weight: template.weightKg }),
      deal_type: flash.has(index) ? 'flash' : clearance.has(index) ? 'clearance' : null,
      on_sale: gamingSale.has(index),
      ...selectDates(draft.random, newest),
    };
    products.push(productSchema.parse(input));
    keys.forEach((key, n) =>
      images.push({
        key,
        productId: id,
        artwork: {
          category,
          brandName: SAMPLE_BRANDS[template.brand].name,
          brandColor: SAMPLE_BRANDS[template.brand].color,
          productName: template.name,
          index: n + 1,
        },
      }),
    );
  });

  return { categories, brands, products, images };
}
