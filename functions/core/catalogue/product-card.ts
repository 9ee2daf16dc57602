/**
 * The public views of a product: the card of the catalogue list ("card / public list
 * view") and the detail page. Built from stored fields; cost price and other admin fields never appear.
 */
import type { Product, StockStatus } from './product.js';
import { getStockStatus } from './stock-status.js';

/** Stored fields the catalogue index keeps in memory for every active product. */
export const CARD_SOURCE_FIELDS = [
  'id',
  'name',
  'sku',
  'part_number',
  'short_description',
  'images',
  'base_price',
  'selling_price',
  'stock_quantity',
  'low_stock_threshold',
  'stock_status',
  'is_active',
  'is_featured',
  'brand_id',
  'category_id',
  'deal_type',
  'on_sale',
  'product_type',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Product)[];

export type CardSource = Pick<Product, (typeof CARD_SOURCE_FIELDS)[number]>;

/** Names of the brand and category a product points to, resolved at read time. */
export interface CardNames {
  brand_name: string | null;
  category_name: string | null;
  category_slug: string | null;
}

export interface ProductCard extends CardNames {
  id: string;
  name: string;
  sku: string;
  images: string[];
  base_price: number;
  selling_price: number;
  stock_status: StockStatus;
  stock_quantity: number;
  low_stock_threshold: number;
  is_featured: boolean;
  deal_type: Product['deal_type'];
  on_sale: boolean;
  created_at: string;
}

export interface ProductDetail extends ProductCard {
  part_number: string;
  short_description: string;
  description: string;
  specifications: Record<string, string>;
  features: string[];
  warranty_info: string;
  /** The wait of a product sold to order (`stock_status` `to-order`), as the store states it. */
  order_lead_time?: string | null;
}

/** The shortest public view: what the cart needs to show a line. */
export interface ProductSummary {
  id: string;
  name: string;
  sku: string;
  images: string[];
  selling_price: number;
  stock_status: StockStatus;
  stock_quantity: number;
}

export function toProductCard(source: CardSource, names: CardNames): ProductCard {
  return {
    id: source.id,
    name: source.name,
    sku: source.sku,
    images: source.images,
    base_price: source.base_price,
    selling_price: source.selling_price,
    stock_status: getStockStatus(source),
    stock_quantity: source.stock_quantity,
    low_stock_threshold: source.low_stock_threshold,
    is_featured: source.is_featured,
    deal_type: source.deal_type,
    on_sale: source.on_sale,
    created_at: source.created_at,
    ...names,
  };
}

export function toProductDetail(product: Product, names: CardNames): ProductDetail {
  return {
    ...toProductCard(product, names),
    part_number: product.part_number,
    short_description: product.short_description,
    description: product.description,
    specifications: product.specifications,
    features: product.features,
    warranty_info: product.warranty_info,
    order_lead_time: product.order_lead_time ?? null,
  };
}

export function toProductSummary(source: CardSource): ProductSummary {
  return {
    id: source.id,
    name: source.name,
    sku: source.sku,
    images: source.images,
    selling_price: source.selling_price,
    stock_status: getStockStatus(source),
    stock_quantity: source.stock_quantity,
  };
}
