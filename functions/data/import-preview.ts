/**
 * A preview run's staged products (keys in `keys.ts`: under the run, one per SKU): what the import
 * step would write, with its differences from the catalogue, kept until staff publish them. Nothing
 * here touches a product.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PriceBreakdown, PricingSettings } from '../core/pricing/pricing-rules.js';
import { getImportSku } from '../core/scraper/import-plan.js';
import type { StagedPlan, StagedProduct } from '../core/scraper/product-changes.js';
import type { ReviewCounts, ScrapeRun } from '../core/scraper/scrape-run.js';
import { SCRAPER_LIMITS } from '../core/scraper/scraper-limits.js';
import { prepareImport, type PreparedImport } from './catalogue-import.js';
import { documentClient, getTableName, putItemsInBatches, queryAll } from './dynamo-client.js';
import { findImportStore } from './import-stores.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

/** A preview left unpublished expires with its run's keeping time. */
const STAGED_TTL_SECONDS = SCRAPER_LIMITS.previewKeepDays * 24 * 60 * 60;

/** Stages one page of a preview; returns the page's counts. */
export async function stagePreviewPage(runId: string, prepared: PreparedImport): Promise<ReviewCounts> {
  const counts: ReviewCounts = { new: 0, changed: 0, unchanged: 0, vanished: 0 };
  const ttl = Math.floor(Date.now() / 1000) + STAGED_TTL_SECONDS;
  const items = prepared.planned.map((plan) => {
    counts[plan.diff.kind] += 1;
    const sku = plan.existing?.sku ?? getImportSku(plan.scraped);
    const staged: StagedProduct = {
      sku,
      name: plan.product.name,
      kind: plan.diff.kind,
      changes: plan.diff.changes,
      ...(plan.existing ? { productId: plan.existing.id } : {}),
      ...(plan.scraped.price !== undefined ? { sellingPrice: plan.product.selling_price } : {}),
      ...(plan.breakdown ? { breakdown: plan.breakdown } : {}),
      published: false,
      scraped: plan.scraped,
    };
    return { ...keys.stagedProduct(runId, sku), entity: 'staged-product', [TTL_ATTRIBUTE]: ttl, ...staged };
  });
  await putItemsInBatches(items);
  return counts;
}

function toStaged(item: Record<string, unknown>): StagedProduct {
  const { pk: _pk, sk: _sk, entity: _entity, ...rest } = item;
  return rest as unknown as StagedProduct;
}

export async function listStagedProducts(runId: string): Promise<StagedProduct[]> {
  const prefix = keys.allStagedProducts(runId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':prefix': prefix.skPrefix },
    ConsistentRead: true,
  });
  return items.map(toStaged);
}

/**
 * The import step's plan of staged products as of now: today's pricing settings (or `settings`),
 * the store's currency setting and the catalogue as it is, without creating brands or categories.
 * Keyed by the staged product; one the plan skipped (met twice) is absent.
 */
export async function planStagedProducts(
  run: Pick<ScrapeRun, 'url' | 'activeOnImport'>,
  staged: readonly StagedProduct[],
  settings?: PricingSettings,
): Promise<Map<StagedProduct, StagedPlan>> {
  const store = run.url ? await findImportStore(run.url) : undefined;
  const prepared = await prepareImport(
    staged.map((product) => product.scraped),
    {
      activeOnImport: run.activeOnImport,
      createTaxonomy: false,
      ...(store ? { currency: store.currency } : {}),
      ...(settings ? { settings } : {}),
    },
  );
  const byScraped = new Map(prepared.planned.map((plan) => [plan.scraped, plan]));
  const plans = new Map<StagedProduct, StagedPlan>();
  for (const product of staged) {
    const plan = byScraped.get(product.scraped);
    if (plan) plans.set(product, plan);
  }
  return plans;
}

/** Marks staged products published, each with the pricing it was published at. */
export async function markStagedPublished(
  runId: string,
  published: readonly { sku: string; breakdown?: PriceBreakdown }[],
): Promise<void> {
  for (const { sku, breakdown } of published) {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.stagedProduct(runId, sku),
        UpdateExpression: breakdown
          ? 'SET published = :yes, breakdown = :breakdown, sellingPrice = :price'
          : 'SET published = :yes',
        ExpressionAttributeValues: {
          ':yes': true,
          ...(breakdown ? { ':breakdown': breakdown, ':price': breakdown.sellingPrice } : {}),
        },
      }),
    );
  }
}
