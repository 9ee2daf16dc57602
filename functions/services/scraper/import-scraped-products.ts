/**
 * The import step of a run, one page at a time: plan every scraped product against the catalogue
 * (matched by SKU or store URL, priced under the pricing settings, planned in core), create the
 * brands and categories the catalogue has not seen, and write the page in batches stamped with the
 * run. Preview and sync runs use the same plan without creating taxonomy.
 */
import { randomUUID } from 'node:crypto';
import type { Product } from '../../core/catalogue/product.js';
import { runActor, stampChange } from '../../core/catalogue/product-history.js';
import { slugify } from '../../core/catalogue/slug.js';
import { priceScrapedProduct } from '../../core/pricing/price-scraped-product.js';
import type { PricingSettings, SourceCurrency } from '../../core/pricing/pricing-rules.js';
import { findUnseenNames, getImportSku, planImportedProduct } from '../../core/scraper/import-plan.js';
import { diffProducts, type PlannedImport } from '../../core/scraper/product-changes.js';
import type { ScrapedProduct, SkippedItem } from '../../core/scraper/scraped-product.js';
import {
  createBrands,
  createCategories,
  findMatchingProducts,
  loadTaxonomy,
  writeImportedProducts,
} from '../../data/catalogue-import.js';
import { getPricingSettings } from '../../data/pricing-settings.js';

export interface ImportOutcome {
  /** Distinct products of the page not met before in the run. */
  productsFound: number;
  productsInserted: number;
  productsUpdated: number;
  brandsCreated: number;
  categoriesCreated: number;
  /** Products that could not be saved, summarised. */
  failure?: string;
  /** Products met earlier in the same run (a "featured" box on every page), counted once. */
  duplicates?: number;
  /** Items not imported, or imported inactive for want of a price, with the reason. */
  skipped?: SkippedItem[];
  /** SKUs of the products written (created or updated, not the duplicates' fills). */
  writtenSkus: string[];
}

/** What a product met again in the same run may still add: what the first sighting lacked. */
function fillFromDuplicate(existing: Product, planned: Product): Product | undefined {
  const patch: Partial<Product> = {};
  if (existing.category_id === null && planned.category_id !== null) patch.category_id = planned.category_id;
  if (existing.brand_id === null && planned.brand_id !== null) patch.brand_id = planned.brand_id;
  if (existing.part_number === '' && planned.part_number !== '') patch.part_number = planned.part_number;
  if (existing.description === '' && planned.description !== '') patch.description = planned.description;
  if (existing.images.length === 0 && planned.images.length > 0) patch.images = planned.images;
  return Object.keys(patch).length > 0
    ? { ...existing, ...patch, updated_at: planned.updated_at }
    : undefined;
}

export interface ImportOptions {
  activeOnImport: boolean;
  /** The currency staff set for the store (`auto`: what the page prints). */
  currency?: SourceCurrency;
  /** Preview and sync plan without creating brands or categories. */
  createTaxonomy?: boolean;
  /** The run: a product it already wrote is a duplicate, counted once. */
  runId?: string;
  defaultQuantity?: number;
  /** The pricing to apply (default: as stored now); publishing passes the one it checked. */
  settings?: PricingSettings;
}

export interface PreparedImport {
  planned: PlannedImport[];
  /** Products met again in the run that only add what their first sighting lacked. */
  fills: Product[];
  skipped: SkippedItem[];
  brandsCreated: number;
  categoriesCreated: number;
}

/**
 * The import step's plan for one page: the brands and categories the catalogue has not seen (created
 * unless `createTaxonomy` is false), each product matched by SKU or store URL, priced under the
 * pricing settings and planned (core). A product met again in the same run is a duplicate: counted
 * once, only filling what its first sighting lacked.
 */
export async function prepareImport(
  scraped: readonly ScrapedProduct[],
  options: ImportOptions,
): Promise<PreparedImport> {
  const empty = { planned: [], fills: [], skipped: [], brandsCreated: 0, categoriesCreated: 0 };
  if (scraped.length === 0) return empty;
  const createTaxonomy = options.createTaxonomy ?? true;
  const [taxonomy, settings] = await Promise.all([loadTaxonomy(), options.settings ?? getPricingSettings()]);
  const unseenBrands = findUnseenNames(
    scraped.map((p) => p.brand),
    new Set(taxonomy.brands.keys()),
  );
  const unseenCategories = findUnseenNames(
    scraped.map((p) => p.category),
    new Set(taxonomy.categories.keys()),
  );
  const newBrands = createTaxonomy ? await createBrands(unseenBrands, options.activeOnImport) : [];
  const newCategories = createTaxonomy
    ? await createCategories(unseenCategories, options.activeOnImport)
    : [];
  for (const brand of newBrands) taxonomy.brands.set(brand.slug, brand);
  for (const category of newCategories) taxonomy.categories.set(category.slug, category);

  const matches = await findMatchingProducts(
    scraped.map((p) => ({ sku: getImportSku(p), sourceUrl: p.sourceUrl })),
  );
  const now = new Date().toISOString();
  const seen = new Set<string>();
  const planned: PlannedImport[] = [];
  const fills: Product[] = [];
  const skipped: SkippedItem[] = [];
  scraped.forEach((item, i) => {
    const existing = matches[i];
    const brandId = item.brand ? (taxonomy.brands.get(slugify(item.brand))?.id ?? null) : null;
    const categoryId = item.category ? (taxonomy.categories.get(slugify(item.category))?.id ?? null) : null;
    const priced = priceScrapedProduct(item, {
      settings,
      ...(options.currency ? { currency: options.currency } : {}),
      brandId: brandId ?? existing?.brand_id ?? null,
      categoryId: categoryId ?? existing?.category_id ?? null,
      ...(existing ? { existing } : {}),
    });
    const plannedProduct = planImportedProduct(priced.scraped, existing, {
      newId: randomUUID(),
      now,
      brandId,
      categoryId,
      activeOnImport: options.activeOnImport,
      usdRate: settings.usdToJmdRate,
      ...(options.runId ? { runId: options.runId } : {}),
      ...(options.defaultQuantity !== undefined ? { defaultQuantity: options.defaultQuantity } : {}),
    });
    const { breakdown } = priced;
    const product = breakdown
      ? {
          ...plannedProduct,
          cost_price: breakdown.costJmd,
          ...(breakdown.currency !== 'JMD'
            ? { source_price: { amount: breakdown.storePrice, currency: breakdown.currency } }
            : {}),
        }
      : plannedProduct;
    const seenInRun =
      seen.has(product.id) || (options.runId !== undefined && existing?.import_run_id === options.runId);
    if (seenInRun) {
      skipped.push({ reason: 'duplicate', label: item.name });
      const fill = existing && !seen.has(product.id) ? fillFromDuplicate(existing, product) : undefined;
      if (fill) fills.push(fill);
      return;
    }
    seen.add(product.id);
    if (!breakdown) {
      // A price the shop cannot convert (EUR, GBP, ...) is never sold at its face value: staged inactive.
      const unconverted = item.price !== undefined && !item.priceOnRequest;
      skipped.push({ reason: unconverted ? 'currency-not-set-up' : 'no-price', label: item.name });
    }
    planned.push({
      scraped: item,
      existing,
      product,
      ...(breakdown ? { breakdown } : {}),
      diff: diffProducts(existing, product),
    });
  });
  return {
    planned,
    fills,
    skipped,
    brandsCreated: newBrands.length,
    categoriesCreated: newCategories.length,
  };
}

/**
 * Imports one page of scraped products through `prepareImport` and writes it in batches, stamped
 * with the run (what it changed reaches each product's history from the table's stream).
 */
export async function importScrapedProducts(
  scraped: readonly ScrapedProduct[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  const prepared = await prepareImport(scraped, options);
  const writes = prepared.planned.map((plan) => ({
    product: plan.product,
    isNew: plan.existing === undefined,
    ...(plan.scraped.page ? { page: plan.scraped.page } : {}),
  }));
  const fills = prepared.fills.map((product) => ({ product, isNew: false }));
  const { written, errors } = await writeImportedProducts(
    [...writes, ...fills],
    stampChange('import', runActor('import', options.runId ?? 'unknown')),
  );
  const inserted = written.filter((w) => w.isNew).length;
  const fillIds = new Set(fills.map((fill) => fill.product.id));
  const products = written.filter((w) => !fillIds.has(w.product.id));
  const updated = products.filter((w) => !w.isNew).length;
  const duplicates = prepared.skipped.filter((item) => item.reason === 'duplicate').length;
  return {
    productsFound: scraped.length - duplicates,
    productsInserted: inserted,
    productsUpdated: updated,
    brandsCreated: prepared.brandsCreated,
    categoriesCreated: prepared.categoriesCreated,
    ...(errors.length > 0 ? { failure: `${errors.length} products not saved (${errors[0]})` } : {}),
    duplicates,
    ...(prepared.skipped.length > 0 ? { skipped: prepared.skipped } : {}),
    writtenSkus: products.map((w) => w.product.sku),
  };
}
