/**
 * The admin product form's rules, shared by the web form and the create/update
 * routes so both parse numbers the same way: prices are decimals to the cent (invalid becomes 0),
 * stock is a whole number (invalid becomes 0), the low-stock threshold falls back to 10; the slug
 * and the markup (over cost) are derived, never typed; an active product needs a price above 0.
 */
import * as z from 'zod';
import { ADMIN } from './admin-limits.js';
import { STOCK } from '../catalogue/stock-limits.js';
import { INPUT_LIMITS } from '../security-limits.js';
import { getMarkupPercentage } from '../catalogue/pricing.js';
import { TO_ORDER } from '../catalogue/back-order.js';
import type { Product } from '../catalogue/product.js';
import { isProductType } from '../catalogue/product-type.js';
import { getUnsellableReason } from '../catalogue/sellable.js';
import { slugify } from '../catalogue/slug.js';
import { stripCodeLabel } from '../catalogue/sku.js';
import { adminMessages } from './admin-messages.js';
import { isProductImageAddress } from './image-upload.js';

type NumberText = number | string | null | undefined;

function toNumber(value: NumberText, parse: (text: string) => number): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return Number.NaN;
  return parse(value.trim());
}

/** A price in JMD with cents: "1,299.999" is 1299.99... rounded to the cent; invalid or negative is 0. */
export function parsePrice(value: NumberText): number {
  const parsed = toNumber(value, (text) => Number.parseFloat(text.replaceAll(',', '')));
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.round(parsed * 100) / 100;
}

/** A stock quantity: a whole number of units; invalid or negative is 0. */
export function parseStockQuantity(value: NumberText): number {
  const parsed = toNumber(value, (text) => Number.parseInt(text, 10));
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.trunc(parsed);
}

/** The low-stock threshold: a whole number; invalid or negative falls back to the default (10). */
export function parseLowStockThreshold(value: NumberText): number {
  const parsed = toNumber(value, (text) => Number.parseInt(text, 10));
  if (!Number.isFinite(parsed) || parsed < 0) return STOCK.defaultLowStockThreshold;
  return Math.trunc(parsed);
}

/** Weight in kilograms; blank, invalid or not positive means no weight. */
export function parseWeight(value: NumberText): number | undefined {
  const parsed = toNumber(value, (text) => Number.parseFloat(text.replaceAll(',', '')));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

/** Adds a feature when it is not blank after trimming (the form's Enter key); returns the new list. */
export function addFeature(features: readonly string[], text: string): string[] {
  const feature = text.trim();
  if (feature === '' || features.length >= ADMIN.maxFeatures) return [...features];
  return [...features, feature.slice(0, ADMIN.maxFeatureLength)];
}

/** Moves an item of a list (the image order): `to` is clamped to the list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

/** One specification row as the form edits it: a name (e.g. "RAM") and its value ("8 GB"). */
export interface SpecificationRow {
  key: string;
  value: string;
}

/** The form's rows of a stored specifications map, in its order. */
export function toSpecificationRows(specifications: Readonly<Record<string, string>>): SpecificationRow[] {
  return Object.entries(specifications).map(([key, value]) => ({ key, value }));
}

/**
 * Specifications as the product stores them (a name-to-value map, shown on the product page): the
 * form sends rows, the API also takes the map. A row left wholly blank is dropped; a value without a
 * name is refused under that row.
 */
const specificationsSchema = z
  .union([
    z.array(
      z.object({
        key: z.string().trim().max(ADMIN.maxSpecificationName),
        value: z.string().trim().max(ADMIN.maxSpecificationValue),
      }),
    ),
    z
      .record(
        z.string().trim().max(ADMIN.maxSpecificationName),
        z.string().trim().max(ADMIN.maxSpecificationValue),
      )
      .transform(toSpecificationRows),
  ])
  .pipe(
    z
      .array(
        z.object({ key: z.string(), value: z.string() }).refine((row) => row.key !== '' || row.value === '', {
          message: adminMessages.specificationNameRequired,
          path: ['key'],
        }),
      )
      .max(ADMIN.maxSpecifications),
  )
  .transform((rows) =>
    Object.fromEntries(rows.filter((row) => row.key !== '').map((row) => [row.key, row.value])),
  );

/** A required text: present and not blank. */
const requiredText = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `must be at most ${max} characters`);

/** The parsed value's ceiling: beyond it the field is refused (400 naming it), never stored. */
const atMost = (max: number) => z.number().max(max, `must be at most ${max.toLocaleString('en-US')}`);

/** A required number field: a number, or text that is not blank (then parsed, invalid becoming the default). */
const requiredNumber = (message: string, parse: (value: NumberText) => number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1, message).max(40, message)], message)
    .transform((value) => parse(value))
    .pipe(atMost(max));

const optionalNumber = (parse: (value: NumberText) => number, max: number) =>
  z
    .union([z.number(), z.string().max(40, `must be at most ${max.toLocaleString('en-US')}`), z.null()])
    .optional()
    .transform((value) => parse(value))
    .pipe(atMost(max));

/** An image address, by the one rule the importer, this form and the API share. */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => isProductImageAddress(url), {
    message: adminMessages.imageAddressInvalid,
  });

const optionalId = z
  .string()
  .trim()
  .max(200)
  .nullable()
  .optional()
  .transform((id) => (id ? id : null));

/** Body of the create and update routes: every field of the admin product form. */
export const productFormSchema = z
  .object({
    name: requiredText(adminMessages.nameRequired, 300),
    // "SKU: GZ-001" typed or pasted is the SKU GZ-001: labels are never part of a code.
    sku: z
      .string(adminMessages.skuRequired)
      .overwrite(stripCodeLabel)
      .min(1, adminMessages.skuRequired)
      .max(100, 'must be at most 100 characters'),
    part_number: z.string().overwrite(stripCodeLabel).max(100).default(''),
    short_description: z.string().trim().max(1000).default(''),
    description: z.string().trim().max(20_000).default(''),
    warranty_info: z.string().trim().max(1000).default(''),
    selling_price: requiredNumber(adminMessages.sellingPriceRequired, parsePrice, INPUT_LIMITS.maxMoney),
    base_price: optionalNumber(parsePrice, INPUT_LIMITS.maxMoney),
    cost_price: optionalNumber(parsePrice, INPUT_LIMITS.maxMoney),
    stock_quantity: requiredNumber(adminMessages.stockRequired, parseStockQuantity, INPUT_LIMITS.maxStock),
    low_stock_threshold: optionalNumber(parseLowStockThreshold, INPUT_LIMITS.maxStock),
    weight: z
      .union([z.number(), z.string().max(40), z.null()])
      .optional()
      .transform((value) => parseWeight(value))
      .pipe(
        atMost(INPUT_LIMITS.maxWeightKg)
          .min(INPUT_LIMITS.minWeightKg, `must be at least ${INPUT_LIMITS.minWeightKg} kg`)
          .optional(),
      ),
    brand_id: optionalId,
    category_id: optionalId,
    is_active: z.boolean().default(true),
    is_featured: z.boolean().default(false),
    images: z.array(imageUrl).max(ADMIN.maxImagesPerProduct).default([]),
    // Optional: a client that does not send them keeps the product's own.
    specifications: specificationsSchema.optional(),
    // Blank: read from the name and category; a type id corrects it. Not sent: the product's own.
    product_type: z
      .string()
      .trim()
      .toLowerCase()
      .max(40)
      .refine((id) => id === '' || isProductType(id), adminMessages.productTypeUnknown)
      .optional(),
    features: z
      .array(z.string().max(INPUT_LIMITS.maxLongText))
      .max(ADMIN.maxFeatures)
      .default([])
      .transform((features) => features.reduce<string[]>((list, text) => addFeature(list, text), [])),
  })
  // The shop never sells at 0: the form says so under the price, the API answers 400 naming the product.
  .superRefine((form, context) => {
    const reason = getUnsellableReason(form);
    if (reason) context.addIssue({ code: 'custom', path: ['selling_price'], message: reason });
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/**
 * The stored product a form saves: derived slug, kept fields the form does not show (deals, import
 * source; specifications when the body has none) from the existing product, and fresh timestamps.
 */
export function buildProductFromForm(
  form: ProductForm,
  options: { id: string; now: string; existing?: Product },
): Product {
  const { existing } = options;
  const { weight, specifications, product_type: productType, ...fields } = form;
  const product: Product = {
    specifications: {},
    deal_type: null,
    on_sale: false,
    ...(existing ?? {}),
    ...fields,
    ...(specifications ? { specifications } : {}),
    id: options.id,
    slug: slugify(form.name) || options.id,
    created_at: existing?.created_at ?? options.now,
    updated_at: options.now,
  };
  delete product.weight;
  if (weight !== undefined) product.weight = weight;
  if (productType === '') delete product.product_type;
  else if (productType !== undefined) product.product_type = productType;
  // A stored status override would hide what the admin just typed into the stock field; a product
  // sold to order stays so (its stock is not what it sells from).
  if (product.stock_status !== TO_ORDER) delete product.stock_status;
  // A quantity staff typed is a count, no longer the importer's "quantity unknown" default.
  if (existing && form.stock_quantity !== existing.stock_quantity) delete product.stock_estimated;
  return product;
}

/** The admin view of a product: every stored field plus the derived markup over cost (null without a cost). */
export type AdminProduct = Product & { markup_percentage: number | null };

export function toAdminProduct(product: Product): AdminProduct {
  return {
    ...product,
    markup_percentage: getMarkupPercentage(product.cost_price, product.selling_price),
  };
}

/** Path parameters of the single-product admin routes. */
export const productParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
