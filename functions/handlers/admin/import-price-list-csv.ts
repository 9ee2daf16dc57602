/**
 * POST /api/admin/price-lists/{priceListId}/csv `{ csv, apply }` (staff): the product CSV import's
 * pattern for a price list's fixed prices and quantity breaks. A dry run (the default) answers what
 * each SKU would become and every error by line and field; `apply: true` writes the entries (each
 * replacing its SKU's), and a file with any error is not applied.
 */
import { productCsvImportSchema } from '../../core/admin/product-csv.js';
import { readCsvRecords } from '../../core/csv/csv.js';
import { planPriceListCsv } from '../../core/pricing/price-list-csv.js';
import { priceListParamsSchema } from '../../core/pricing/price-list-schemas.js';
import { toPriceListSku } from '../../core/pricing/price-lists.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getProductsBySku } from '../../data/catalogue-reads.js';
import { getPriceList, getPriceListEntries } from '../../data/price-lists.js';
import { savePriceListEntries } from '../../services/pricing/save-price-list.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: priceListParamsSchema, body: productCsvImportSchema },
  async ({ params, body }) => {
    const records = readCsvRecords(body.csv);
    const skuColumn = (records[0]?.fields ?? []).findIndex((name) => name.trim().toLowerCase() === 'sku');
    const skus = [
      ...new Set(
        skuColumn < 0 ? [] : records.slice(1).map((record) => (record.fields[skuColumn] ?? '').trim()),
      ),
    ].filter((sku) => sku !== '');
    const [list, products, existing] = await Promise.all([
      getPriceList(params.priceListId),
      getProductsBySku(skus),
      getPriceListEntries(params.priceListId, skus),
    ]);
    if (!list) throw new RuleViolation('not-found', 'No such price list.');
    const plan = planPriceListCsv(records, {
      productSkus: new Set(products.keys()),
      existing: new Map(existing.map((entry) => [toPriceListSku(entry.sku), entry])),
    });
    const { entries, ...shown } = plan;
    if (!body.apply) return { applied: 0, ...shown };
    if (plan.errors.length > 0) {
      throw new RuleViolation('invalid', `csv: ${plan.errors.length} row error(s); fix them and try again`);
    }
    await savePriceListEntries(params.priceListId, { entries, remove_skus: [] });
    return { applied: entries.length, ...shown };
  },
);
