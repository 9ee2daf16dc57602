/**
 * POST /api/admin/products-csv `{ csv, apply }`: a dry run (the default) answers what each row would
 * change and every error by line and field; `apply: true` writes the changes, each through the admin
 * product write (one transaction with the catalogue change entry and the SKU guard), stamped with the
 * staff member, so the product's history records them. A file with any error is not applied; rows
 * whose stock moved since the export (`conflicts`) are listed and never applied, and each write is
 * conditional on the stock the plan saw.
 */
import {
  applyCsvChange,
  planProductCsvImport,
  productCsvImportSchema,
} from '../../core/admin/product-csv.js';
import { readCsvRecords } from '../../core/csv/csv.js';
import { staffActor, stampChange } from '../../core/catalogue/product-history.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { updateProduct } from '../../data/admin-products.js';
import { getProductsBySku, listBrands } from '../../data/catalogue-reads.js';
import { listCategories } from '../../data/categories.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', body: productCsvImportSchema },
  async ({ body, caller }) => {
    const records = readCsvRecords(body.csv);
    const skuColumn = (records[0]?.fields ?? []).findIndex((name) => name.trim().toLowerCase() === 'sku');
    const skus =
      skuColumn < 0 ? [] : records.slice(1).map((record) => (record.fields[skuColumn] ?? '').trim());
    const [productsBySku, brands, categories] = await Promise.all([
      getProductsBySku(skus),
      listBrands(),
      listCategories(),
    ]);
    const plan = planProductCsvImport(records, { productsBySku, brands, categories });
    if (!body.apply) return { applied: 0, ...plan };
    if (plan.errors.length > 0) {
      throw new RuleViolation('invalid', `csv: ${plan.errors.length} row error(s); fix them and try again`);
    }
    const stamp = stampChange('csv', staffActor(caller));
    const now = new Date().toISOString();
    const applied: string[] = [];
    const failed: { line: number; field: string; message: string }[] = [];
    for (const change of plan.changes) {
      const previous = productsBySku.get(change.sku.toLowerCase())!;
      // The stock the plan was made on: an order in between makes this row fail, not overwrite it.
      const refusal = await updateProduct(applyCsvChange(previous, change, now), previous, stamp, {
        expectedStock: previous.stock_quantity,
      });
      if (refusal)
        failed.push({
          line: change.line,
          field: 'sku',
          message: 'the product changed or vanished meanwhile',
        });
      else applied.push(change.productId);
    }
    return { applied: applied.length, ...plan, errors: failed };
  },
);
