/**
 * POST /api/admin/products/{id}/stock { delta }: the inventory quick update (-1, +1, +10), one atomic
 * update that refuses to go below zero (409), recorded in the catalogue change log.
 */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { productParamsSchema } from '../../core/admin/product-form.js';
import { stockAdjustmentSchema } from '../../core/admin/inventory.js';
import { staffActor, stampChange } from '../../core/catalogue/product-history.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { adjustStock } from '../../data/admin-products.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', body: stockAdjustmentSchema, params: productParamsSchema },
  async ({ body, params, caller }) => {
    const result = await adjustStock(
      params.id,
      body.delta,
      new Date().toISOString(),
      stampChange('quick-update', staffActor(caller)),
    );
    if (result === 'stock') {
      // Refused: tell a missing product from a quantity that would go below zero.
      if (!(await getProduct(params.id))) throw new RuleViolation('not-found', adminMessages.productNotFound);
      throw new RuleViolation('conflict', adminMessages.stockBelowZero);
    }
    return { id: params.id, stock_quantity: result };
  },
);
