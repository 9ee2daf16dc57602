/**
 * The accounting export on the embedded stack: orders placed and paid through the API, an export of
 * today asked for by staff, run by the table stream's consumer in the background, and its three CSV
 * files downloaded through their presigned links: every order, line and payment to the cent. An
 * accountant may ask, a customer may not; a bad period is a 400 naming the field; a link past its
 * expiry is refused by S3 (signed in the past through the links' options, not by waiting).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../../../functions/core/csv/csv.js';
import type { OrderView } from '../../../functions/core/orders/order.js';
import {
  ORDER_EXPORT_COLUMNS,
  type OrderExportFileKind,
  type OrderExportView,
} from '../../../functions/core/reports/order-export.js';
import { toShopDay } from '../../../functions/core/shop-time.js';
import { createSignedInUser } from '../../helpers/admin-users.js';
import { createStaff } from '../../helpers/business.js';
import {
  createShopClient,
  createTestProducts,
  placeBankTransferOrder,
  type ShopClient,
} from '../../helpers/cart-api.js';
import { signInSample } from '../../helpers/cognito.js';

const shop = inject('shop');
let staff: ShopClient;
let accountant: ShopClient;
let customer: ShopClient;
const today = toShopDay(new Date().toISOString());
const cents = (amount: number | string) => Math.round(Number(amount) * 100);

beforeAll(async () => {
  staff = await createStaff(shop);
  accountant = await createSignedInUser(shop, ['accountant']);
  customer = createShopClient(shop, { idToken: await signInSample(shop, 'customer') });
});

const placeOrder = (lines: { id: string; quantity: number }[]) => placeBankTransferOrder(shop, lines);

async function readOrder(orderNumber: string): Promise<OrderView> {
  const answer = await accountant.call<{ order: OrderView }>('GET', `/api/admin/orders/${orderNumber}`);
  expect(answer.status).toBe(200);
  return answer.body.order;
}

/** Reads the export until it has finished (the stream runs it in the background). */
async function waitForExport(client: ShopClient, exportId: string): Promise<OrderExportView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await client.call<{ export: OrderExportView }>(
      'GET',
      `/api/admin/reports/exports/${exportId}`,
    );
    expect(answer.status).toBe(200);
    const job = answer.body.export;
    if (job.state === 'done' || job.state === 'failed' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A downloaded file's data rows as objects keyed by the file's own header. */
async function download(job: OrderExportView, kind: OrderExportFileKind): Promise<Record<string, string>[]> {
  const file = job.downloads.find((entry) => entry.kind === kind)!;
  const response = await fetch(file.url);
  expect(response.status).toBe(200);
  const [header, ...records] = parseCsv(await response.text());
  expect(header!.fields).toEqual([...ORDER_EXPORT_COLUMNS[kind]]);
  expect(records).toHaveLength(file.rows);
  return records.map((record) =>
    Object.fromEntries(header!.fields.map((column, index) => [column, record.fields[index] ?? ''])),
  );
}

describe('the accounting export', () => {
  it('writes the period’s orders, lines and payments to the cent, downloaded through links that expire', async () => {
    const [laptop, cable] = await createTestProducts(shop, [
      { stock: 20, price: 123_456.78 },
      { stock: 20, price: 999.99 },
    ]);
    const paid = await placeOrder([
      { id: laptop!.id, quantity: 1 },
      { id: cable!.id, quantity: 3 },
    ]);
    const awaiting = await placeOrder([{ id: cable!.id, quantity: 2 }]);
    expect((await staff.call('POST', `/api/admin/orders/${paid}/payment/paid`, {})).status).toBe(200);

    const requested = await staff.call<{ export: OrderExportView }>('POST', '/api/admin/reports/exports', {
      from: today,
      to: today,
    });
    expect(requested.status).toBe(202);
    expect(requested.body.export).toMatchObject({ state: 'queued', from: today, to: today, downloads: [] });
    const job = await waitForExport(staff, requested.body.export.export_id);
    expect(job.state).toBe('done');
    expect(job.requested_by).toBe(shop.sampleAccounts.admin.email);
    expect(job.downloads.map((file) => file.kind)).toEqual(['orders', 'lines', 'payments']);

    const [orders, lines, payments] = await Promise.all([
      download(job, 'orders'),
      download(job, 'lines'),
      download(job, 'payments'),
    ]);
    expect(job.order_count).toBe(orders.length);
    for (const orderNumber of [paid, awaiting]) {
      const order = await readOrder(orderNumber);
      const row = orders.find((entry) => entry['Order number'] === orderNumber)!;
      expect(row).toMatchObject({
        'Invoice date': today,
        Subtotal: order.subtotal.toFixed(2),
        GCT: order.gct.toFixed(2),
        Delivery: order.shipping.toFixed(2),
        Total: order.total.toFixed(2),
        Currency: 'JMD',
      });
      expect(row['Placed at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
      const orderLines = lines.filter((entry) => entry['Order number'] === orderNumber);
      expect(orderLines.map((entry) => [entry.SKU, Number(entry.Quantity), entry['Line total']])).toEqual(
        order.lines.map((line) => [line.sku, line.quantity, line.line_total.toFixed(2)]),
      );
      expect(orderLines.reduce((sum, entry) => sum + cents(entry['Line total']!), 0)).toBe(
        cents(order.subtotal),
      );
    }
    expect(payments.filter((entry) => entry['Order number'] === paid)).toEqual([
      expect.objectContaining({ Kind: 'Received', Amount: (await readOrder(paid)).total.toFixed(2) }),
    ]);
    expect(payments.filter((entry) => entry['Order number'] === awaiting)).toEqual([]);

    // A link signed 20 minutes ago for 60 seconds has expired: S3 refuses it.
    Object.assign(process.env, shop.functionEnv);
    const { getOrderExportJob } = await import('../../../functions/data/report-exports.js');
    const { describeOrderExport } =
      await import('../../../functions/services/reports/describe-order-export.js');
    const stored = (await getOrderExportJob(job.export_id))!;
    const expired = await describeOrderExport(stored, {
      linkSeconds: 60,
      signedAt: new Date(Date.now() - 20 * 60 * 1000),
    });
    expect((await fetch(expired.downloads[0]!.url)).status).toBe(403);
    const fresh = await describeOrderExport(stored, { linkSeconds: 60 });
    expect((await fetch(fresh.downloads[0]!.url)).status).toBe(200);

    const listed = await accountant.call<{ exports: OrderExportView[] }>('GET', '/api/admin/reports/exports');
    expect(listed.status).toBe(200);
    expect(listed.body.exports.map((entry) => entry.export_id)).toContain(job.export_id);
  });

  it('may be asked for by an accountant, not by a customer', async () => {
    const asked = await accountant.call<{ export: OrderExportView }>('POST', '/api/admin/reports/exports', {
      from: today,
      to: today,
    });
    expect(asked.status).toBe(202);
    expect((await waitForExport(accountant, asked.body.export.export_id)).state).toBe('done');
    expect(
      (await customer.call('POST', '/api/admin/reports/exports', { from: today, to: today })).status,
    ).toBe(403);
    expect((await customer.call('GET', '/api/admin/reports/exports')).status).toBe(403);
    expect(
      (await customer.call('GET', `/api/admin/reports/exports/${asked.body.export.export_id}`)).status,
    ).toBe(403);
  });

  it('answers a bad period with a 400 naming the field', async () => {
    const ask = async (body: unknown) => {
      const answer = await staff.call<{ message: string }>('POST', '/api/admin/reports/exports', body);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await ask({ from: '2026-13-01', to: today })).toContain('from');
    expect(await ask({ from: '2026-11-02', to: '2026-11-01' })).toContain('to: must be on or after from');
    expect(await ask({ from: '2024-01-01', to: '2026-11-01' })).toContain('to: must be at most');
    expect(await ask({ from: today })).toContain('to');
    expect((await staff.call('GET', '/api/admin/reports/exports/not-an-export-0000')).status).toBe(404);
  });
});
