import { describe, expect, it } from 'vitest';
import type { CartProductFacts } from '../../../functions/core/cart/cart.js';
import {
  QUICK_ORDER_MAX_LINES,
  addLinesToCart,
  getProductCodes,
  parseQuickOrderText,
  quickOrderMessages,
  quickOrderTextSchema,
  toCodeKey,
} from '../../../functions/core/cart/quick-order.js';
import { ORDERS } from '../../../functions/core/orders/order-limits.js';
import { RuleViolation } from '../../../functions/core/rule-violation.js';

describe('parseQuickOrderText', () => {
  it('reads "SKU qty", "SKU,qty", "SKU;qty" and "SKU<tab>qty", one per line, skipping blank lines', () => {
    const text = 'INT-X710DA2 3\r\nhp-250,2\n\n  GZ-001\t10  \nmpn-9;4\n';
    expect(parseQuickOrderText(text)).toEqual({
      lines: [
        { sku: 'INT-X710DA2', quantity: 3 },
        { sku: 'hp-250', quantity: 2 },
        { sku: 'GZ-001', quantity: 10 },
        { sku: 'mpn-9', quantity: 4 },
      ],
      errors: [],
    });
  });

  it('takes a SKU alone as one, drops a label before the code and keeps a SKU with spaces', () => {
    expect(parseQuickOrderText('910-006557\nSKU: GZ-015 2\nHP 250 G9, 5').lines).toEqual([
      { sku: '910-006557', quantity: 1 },
      { sku: 'GZ-015', quantity: 2 },
      { sku: 'HP 250 G9', quantity: 5 },
    ]);
  });

  it('names the line of a quantity that is not a whole number from 1 to the line maximum', () => {
    const text = `A 0\nB 2.5\nC -3\nD ${ORDERS.maxQuantityPerLine + 1}\nE 7`;
    const { lines, errors } = parseQuickOrderText(text);
    expect(lines).toEqual([{ sku: 'E', quantity: 7 }]);
    expect(errors.map((error) => error.line)).toEqual([1, 2, 3, 4]);
    expect(errors[1]!.message).toBe(quickOrderMessages.badQuantity(2));
  });

  it('refuses more lines than a quick order takes', () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `SKU-${i} 1`).join('\n');
    expect(parseQuickOrderText(text).errors).toEqual([{ line: 0, message: quickOrderMessages.tooManyLines }]);
  });
});

describe("the quick-order page's form", () => {
  const messagesOf = (text: string) => {
    const parsed = quickOrderTextSchema.safeParse({ text });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('reads the typed text into the body the routes take', () => {
    expect(quickOrderTextSchema.parse({ text: 'HP-250 2\nGZ-001' })).toEqual({
      lines: [
        { sku: 'HP-250', quantity: 2 },
        { sku: 'GZ-001', quantity: 1 },
      ],
    });
  });

  it('names every line that does not read, and no line at all, under the text field', () => {
    expect(messagesOf('HP-250 0\nGZ-001 1.5')).toEqual([
      ['text', `${quickOrderMessages.badQuantity(1)} ${quickOrderMessages.badQuantity(2)}`],
    ]);
    expect(messagesOf(' \n\n')).toEqual([['text', quickOrderMessages.noLines]]);
  });
});

describe('product codes', () => {
  it('answers to the SKU as shown, the stored SKU and the part number, in any case', () => {
    expect(getProductCodes({ sku: 'INT-X710DA2', part_number: 'X710DA2BLK' })).toEqual([
      'x710da2',
      'int-x710da2',
      'x710da2blk',
    ]);
    expect(toCodeKey(' Part No. X710DA2blk ')).toBe('x710da2blk');
  });
});

describe('addLinesToCart', () => {
  const product = (id: string, stock: number, active = true): CartProductFacts => ({
    id,
    name: `Product ${id}`,
    sku: `SKU-${id}`,
    images: [],
    selling_price: 1_000,
    stock_quantity: stock,
    is_active: active,
  });
  const products = new Map([
    ['a', product('a', 5)],
    ['b', product('b', 0)],
    ['c', product('c', 9, false)],
  ]);
  const now = '2026-11-26T12:00:00.000Z';

  it('adds through the cart rule, capping by stock and naming what could not go in', () => {
    const change = addLinesToCart(
      [{ product_id: 'a', quantity: 2, price: 900, added_at: now }],
      [
        { product_id: 'a', name: 'Product a', quantity: 6 },
        { product_id: 'b', name: 'Product b', quantity: 1 },
        { product_id: 'c', name: 'Product c', quantity: 1 },
      ],
      products,
      now,
      ['NOPE: unknown'],
    );
    expect(change.lines).toEqual([{ product_id: 'a', quantity: 5, price: 1_000, added_at: now }]);
    expect(change.notice).toBe(
      'NOPE: unknown Only 5 of Product a in stock, so your cart holds 5. Product b is out of stock. Product c is no longer sold.',
    );
  });

  it('changes nothing and says why when no line can be added', () => {
    expect(() =>
      addLinesToCart([], [{ product_id: 'b', name: 'Product b', quantity: 1 }], products, now),
    ).toThrow(RuleViolation);
  });
});
