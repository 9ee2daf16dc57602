import { describe, expect, it } from 'vitest';
import { neutraliseFormula, parseCsv, writeSpreadsheetCsv } from '../../../../functions/core/csv/csv.js';
import type { Order, OrderLine } from '../../../../functions/core/orders/order.js';
import {
  createOrderExportWriter,
  ORDER_EXPORT_COLUMNS,
  ORDER_EXPORTS,
  orderExportRequestSchema,
} from '../../../../functions/core/reports/order-export.js';
import { shopDayStart, toShopTimestamp } from '../../../../functions/core/shop-time.js';
import { orderLine, placedOrder } from '../../../helpers/orders.js';

const line = (sku: string, name: string, price: number, quantity: number) =>
  orderLine(sku, price, quantity, name);

function makeOrder(lines: OrderLine[], overrides: Partial<Order> = {}): Order {
  return placedOrder(lines, {
    status_history: [{ status: 'confirmed', at: '2026-12-01T02:30:00.000Z' }],
    customer_info: {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '8765550123',
      company: 'Lee, "Best" & Sons\nLtd',
    },
    payment_status: 'paid',
    payment_events: [
      { kind: 'paid', at: '2026-12-01T03:00:00.000Z', by: 'staff@example.com', reason: null },
      { kind: 'refunded', at: '2026-12-02T16:00:00.000Z', by: 'staff@example.com', reason: null },
    ],
    // 9:30 pm on 30 November in Kingston: still November's invoice.
    created_at: '2026-12-01T02:30:00.000Z',
    updated_at: '2026-12-01T02:30:00.000Z',
    ...overrides,
  });
}

describe('the spreadsheet CSV writer', () => {
  it('quotes commas, quotes and line breaks and doubles the quotes inside', () => {
    const text = writeSpreadsheetCsv([['a,b', 'say "hi"', 'two\nlines', 'plain', 12.5, null]]);
    expect(text).toBe('"a,b","say ""hi""","two\nlines",plain,12.5,\r\n');
    expect(parseCsv(text)[0]!.fields).toEqual(['a,b', 'say "hi"', 'two\nlines', 'plain', '12.5', '']);
  });

  it('neutralises text that a spreadsheet would run as a formula, and leaves numbers alone', () => {
    for (const formula of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\r=1']) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
    expect(neutraliseFormula('Lee')).toBe('Lee');
    expect(neutraliseFormula("it's=ok")).toBe("it's=ok");
    const text = writeSpreadsheetCsv([['=cmd|"/c calc"!A0', -5]]);
    expect(parseCsv(text)[0]!.fields).toEqual(['\'=cmd|"/c calc"!A0', '-5']);
  });
});

describe('Jamaica time for the export', () => {
  it('writes instants on Kingston’s clock with the offset, and days start at 05:00 UTC', () => {
    expect(toShopTimestamp('2026-12-01T02:30:00.000Z')).toBe('2026-11-30T21:30:00-05:00');
    expect(shopDayStart('2026-12-01')).toBe('2026-12-01T05:00:00.000Z');
  });
});

describe('the accounting export’s files', () => {
  it('writes one row per order, per line and per payment, money in JMD with two decimals', () => {
    const order = makeOrder([line('HP-1', 'Laptop, 15"', 123_456.78, 1), line('C-2', 'Cable', 0.1, 3)]);
    const writer = createOrderExportWriter();
    writer.add(order);
    expect(writer.orderCount).toBe(1);
    const files = Object.fromEntries(
      writer.finish().map((file) => [file.kind, { rows: file.rows, records: parseCsv(file.text) }]),
    );

    expect(files.orders!.records[0]!.fields).toEqual([...ORDER_EXPORT_COLUMNS.orders]);
    const row = Object.fromEntries(
      ORDER_EXPORT_COLUMNS.orders.map((column, index) => [column, files.orders!.records[1]!.fields[index]]),
    );
    expect(row).toMatchObject({
      'Order number': 'SHG-7K4M-2Q9P',
      'Invoice number': 'INV-7K4M-2Q9P',
      'Invoice date': '2026-11-30',
      'Placed at': '2026-11-30T21:30:00-05:00',
      Status: 'Confirmed',
      'Payment method': 'Bank transfer',
      'Customer name': '\'=HYPERLINK("http://evil") Lee',
      Company: 'Lee, "Best" & Sons\nLtd',
      Fulfilment: 'Delivery',
      Parish: 'Kingston',
      Subtotal: (123_456.78 + 0.3).toFixed(2),
      GCT: order.gct.toFixed(2),
      Delivery: order.shipping.toFixed(2),
      Total: order.total.toFixed(2),
      Currency: 'JMD',
    });

    expect(files.lines!.rows).toBe(2);
    expect(files.lines!.records.slice(1).map((record) => record.fields)).toEqual([
      ['SHG-7K4M-2Q9P', 'INV-7K4M-2Q9P', '1', 'HP-1', 'Laptop, 15"', '1', '123456.78', '123456.78', 'JMD'],
      ['SHG-7K4M-2Q9P', 'INV-7K4M-2Q9P', '2', 'C-2', 'Cable', '3', '0.10', '0.30', 'JMD'],
    ]);

    expect(files.payments!.records.slice(1).map((record) => record.fields)).toEqual([
      [
        'SHG-7K4M-2Q9P',
        'INV-7K4M-2Q9P',
        '2026-11-30T22:00:00-05:00',
        'Received',
        'Bank transfer',
        order.total.toFixed(2),
        'JMD',
      ],
      [
        'SHG-7K4M-2Q9P',
        'INV-7K4M-2Q9P',
        '2026-12-02T11:00:00-05:00',
        'Refunded',
        'Bank transfer',
        order.total.toFixed(2),
        'JMD',
      ],
    ]);
  });

  it('writes the header alone for a period without orders', () => {
    const files = createOrderExportWriter().finish();
    expect(files.map((file) => [file.kind, file.rows, parseCsv(file.text).length])).toEqual([
      ['orders', 0, 1],
      ['lines', 0, 1],
      ['payments', 0, 1],
    ]);
  });
});

describe('an export request', () => {
  const issue = (body: unknown) => {
    const result = orderExportRequestSchema.safeParse(body);
    return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes a period of real days, to on or after from, at most the longest period', () => {
    expect(issue({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(issue({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['from: must be a real date']);
    expect(issue({ from: '2026-11-01', to: 'tomorrow' })).toContain('to: must be a date like 2026-11-30');
    expect(issue({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['to: must be on or after from']);
    expect(issue({ from: '2025-01-01', to: '2026-11-30' })).toEqual([
      `to: must be at most ${ORDER_EXPORTS.maxPeriodDays} days after from`,
    ]);
  });
});
