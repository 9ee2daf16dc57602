/**
 * A preview run's staged products (keys in `keys.ts`: under the run, one per SKU): what the import
 * step would write, with its differences from the catalogue, kept until staff publish them. Nothing
 * here touches a product.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PriceBreakdown } from '../core/pricing/pricing-rules.js';
import { getImportSku } from '../core/scraper/import-plan.js';
import type { PlannedImport, StagedProduct } from '../core/scraper/product-changes.js';
import type { ReviewCounts } from '../core/scraper/scrape-run.js';
import { SCRAPER_LIMITS } from '../core/scraper/scraper-limits.js';
import { documentClient, getTableName, putItemsInBatches, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';
import { TTL_ATTRIBUTE } from './table-design.js';

/** A preview left unpublished expires with its run's keeping time. */
const STAGED_TTL_SECONDS = SCRAPER_LIMITS.previewKeepDays * 24 * 60 * 60;

/** Stages one page of a preview; returns the page's counts. */
export async function stagePreviewPage(
  runId: string,
  planned: readonly PlannedImport[],
): Promise<ReviewCounts> {
  const counts: ReviewCounts = { new: 0, changed: 0, unchanged: 0, vanished: 0 };
  const ttl = Math.floor(Date.now() / 1000) + STAGED_TTL_SECONDS;
  const items = planned.map((plan) => {
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
  return readStored('staged-product', item);
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
