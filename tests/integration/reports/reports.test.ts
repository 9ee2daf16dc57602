/**
 * The reports on the embedded stack: orders placed, paid, refunded and cancelled through the API
 * reach the day rollups through the table's stream, and the month's GCT return, the Sales report and
 * the Money report then agree to the cent with the month's tax invoices. An accountant reads them;
 * a stream record handled twice leaves the same figures; bad periods are a 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxInvoice } from '../../../functions/core/orders/invoice.js';
import type { OrderView } from '../../../functions/core/orders/order.js';
import type { GctReturn, MoneyReport, SalesReport } from '../../../functions/core/reports/reports.js';
import { dayFigureName, stockShardRow } from '../../../functions/core/reports/rollup-cells.js';
import type { StockReport } from '../../../functions/core/reports/stock-report.js';
import { toShopDay } from '../../../functions/core/shop-time.js';
import { DEFAULT_CONSUMER_TIMEOUT_SECONDS } from '../../../functions/stream-consumers.js';
import { createSignedInUser } from '../../helpers/admin-users.js';
import { createApprovedCompany, createStaff } from '../../helpers/business.js';
import { createTestProducts, placeBankTransferOrder, type ShopClient } from '../../helpers/cart-api.js';
import { lambdaContext } from '../../helpers/http-event.js';
import { startOwnShop } from '../../helpers/own-shop.js';
import { streamRecord } from '../../helpers/stream-records.js';

// A shop of its own: the month's figures are reconciled with every order in the shop, which the
// files running beside it on the shared shop would add to between its reads.
const shop = await startOwnShop();
let staff: ShopClient;
let accountant: ShopClient;
const month = toShopDay(new Date().toISOString()).slice(0, 7);
const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  staff = await createStaff(shop);
  accountant = await createSignedInUser(shop, ['accountant']);
});

const placeOrder = (lines: { id: string; quantity: number }[]) => placeBankTransferOrder(shop, lines);

const act = async (orderNumber: string, action: string) =>
  expect((await staff.call('POST', `/api/admin/orders/${orderNumber}/${action}`, {})).status).toBe(200);

/** Every order of the shop (admin list, all pages), as the accountant reads them. */
async function listAllOrders(): Promise<OrderView[]> {
  const orders: OrderView[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await accountant.call<{ orders: OrderView[]; cursor: string | null }>(
      'GET',
      `/api/admin/orders?limit=100${query}`,
    );
    expect(page.status).toBe(200);
    orders.push(...page.body.orders);
    cursor = page.body.cursor;
  } while (cursor);
  return orders;
}

/** The month's figures computed from the tax invoices themselves, in cents. */
async function figuresFromInvoices() {
  const sums = {
    sales: 0,
    zeroRated: 0,
    gct: 0,
    delivery: 0,
    creditedSales: 0,
    creditedZeroRated: 0,
    creditedGct: 0,
    invoices: 0,
    credits: 0,
  };
  /** Zero-rated goods and their credit notes by the exemption letter's reference. */
  const byReference: Record<string, { sales: number; credited: number }> = {};
  const ofReference = (invoice: TaxInvoice) =>
    (byReference[invoice.gct_exemption!.reference] ??= { sales: 0, credited: 0 });
  for (const listed of await listAllOrders()) {
    const answer = await accountant.call<{ invoice: TaxInvoice; order?: never }>(
      'GET',
      `/api/admin/orders/${listed.order_number}/invoice`,
    );
    expect(answer.status).toBe(200);
    const invoice = answer.body.invoice;
    if (invoice.invoice_date.startsWith(month)) {
      if (invoice.gct_exemption) {
        sums.zeroRated += cents(invoice.subtotal);
        ofReference(invoice).sales += cents(invoice.subtotal);
      } else sums.sales += cents(invoice.subtotal);
      sums.gct += cents(invoice.gct);
      sums.delivery += cents(invoice.shipping);
      sums.invoices += 1;
    }
    // A cancelled or refunded order is credited in full, once, when it was first reversed.
    const detail = await accountant.call<{ order: OrderView }>(
      'GET',
      `/api/admin/orders/${listed.order_number}`,
    );
    const order = detail.body.order as OrderView & {
      status_history: { status: string; at: string }[];
      payment_events: { kind: string; at: string }[];
    };
    const reversedAt = [
      order.status_history.find((change) => change.status === 'cancelled')?.at,
      order.payment_events.find((event) => event.kind === 'refunded')?.at,
    ]
      .filter((at): at is string => !!at)
      .sort()[0];
    if (reversedAt && toShopDay(reversedAt).startsWith(month)) {
      if (invoice.gct_exemption) {
        sums.creditedZeroRated += cents(invoice.subtotal);
        ofReference(invoice).credited += cents(invoice.subtotal);
      } else sums.creditedSales += cents(invoice.subtotal);
      sums.creditedGct += cents(invoice.gct);
      sums.credits += 1;
    }
  }
  return { sums, byReference };
}

const readGctReturn = async () => {
  const answer = await accountant.call<{ gct_return: GctReturn }>(
    'GET',
    `/api/admin/reports/gct?month=${month}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.gct_return;
};

/** Reads the return until it counts `invoices` invoices and `credits` credit notes (the stream is asynchronous). */
async function waitForGctReturn(invoices: number, credits: number): Promise<GctReturn> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const gct = await readGctReturn();
    if ((gct.invoices >= invoices && gct.credit_notes >= credits) || Date.now() > deadline) return gct;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The return's figures in cents, shaped like `figuresFromInvoices`' sums. */
const gctFigures = (gct: GctReturn) => ({
  sales: cents(gct.standard_rated_sales),
  zeroRated: cents(gct.zero_rated_sales),
  gct: cents(gct.output_gct),
  delivery: cents(gct.delivery_charged),
  creditedSales: cents(gct.credit_notes_sales),
  creditedZeroRated: cents(gct.credit_notes_zero_rated_sales),
  creditedGct: cents(gct.credit_notes_gct),
  invoices: gct.invoices,
  credits: gct.credit_notes,
});

describe('reports', () => {
  it('reconcile the month’s GCT return, sales and money to its tax invoices to the cent', async () => {
    const [laptop, cable, odd] = await createTestProducts(shop, [
      { stock: 50, price: 123_456.78 },
      { stock: 50, price: 999.99 },
      { stock: 50, price: 0.03 },
    ]);
    const paid = await placeOrder([
      { id: laptop!.id, quantity: 1 },
      { id: odd!.id, quantity: 3 },
    ]);
    const refunded = await placeOrder([{ id: cable!.id, quantity: 3 }]);
    const cancelledUnpaid = await placeOrder([
      { id: odd!.id, quantity: 1 },
      { id: cable!.id, quantity: 1 },
    ]);
    const cancelledAfterPayment = await placeOrder([{ id: laptop!.id, quantity: 2 }]);
    const awaiting = await placeOrder([{ id: cable!.id, quantity: 1 }]);
    await act(paid, 'payment/paid');
    await act(refunded, 'payment/paid');
    await act(refunded, 'payment/refund');
    await act(cancelledUnpaid, 'cancel');
    await act(cancelledAfterPayment, 'payment/paid');
    await act(cancelledAfterPayment, 'cancel');
    await act(cancelledAfterPayment, 'payment/refund');

    const { sums: expected } = await figuresFromInvoices();
    const gct = await waitForGctReturn(expected.invoices, expected.credits);
    expect(gctFigures(gct)).toEqual(expected);
    expect(cents(gct.net_output_gct)).toBe(expected.gct - expected.creditedGct);

    const sales = await accountant.call<{ report: SalesReport }>(
      'GET',
      `/api/admin/reports/sales?period=month&date=${month}-01&dimension=payment_method`,
    );
    expect(sales.status).toBe(200);
    expect(cents(sales.body.report.totals.revenue)).toBe(
      expected.sales + expected.zeroRated - expected.creditedSales - expected.creditedZeroRated,
    );
    expect(cents(sales.body.report.totals.gct)).toBe(expected.gct - expected.creditedGct);

    // By customer and by product, a whole month is read through the month's leaders (kept by the
    // stream consumer): the same rows as the days read whole, and with the "others" row they add up
    // to the month's revenue to the cent.
    const today = toShopDay(new Date().toISOString());
    for (const dimension of ['customer', 'product']) {
      const read = async (query: string) => {
        const answer = await accountant.call<{ report: SalesReport }>(
          'GET',
          `/api/admin/reports/sales?${query}&dimension=${dimension}`,
        );
        expect(answer.status).toBe(200);
        return answer.body.report;
      };
      // The leaders follow the cells by the moment the consumer takes to read the rows back, and
      // other test files place orders in this month meanwhile: both are read again until they agree.
      const deadline = Date.now() + 20_000;
      let whole = await read(`period=custom&from=${month}-01&to=${today}`);
      let ranked = await read(`period=month&date=${month}-01`);
      while (!isDeepStrictEqual(ranked.breakdown, whole.breakdown) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        whole = await read(`period=custom&from=${month}-01&to=${today}`);
        ranked = await read(`period=month&date=${month}-01`);
      }
      expect(ranked.breakdown.length).toBeGreaterThan(0);
      expect(ranked.breakdown).toEqual(whole.breakdown);
      expect(ranked.breakdown_others).toEqual(whole.breakdown_others);
      expect(ranked.breakdown_exact).toBe(true);
      const rows = [...ranked.breakdown, ...(ranked.breakdown_others ? [ranked.breakdown_others] : [])];
      expect(rows.reduce((sum, row) => sum + cents(row.revenue), 0)).toBe(cents(ranked.totals.revenue));
      expect(rows.reduce((sum, row) => sum + row.units, 0)).toBe(ranked.totals.units);
    }

    const money = await accountant.call<{ report: MoneyReport }>(
      'GET',
      `/api/admin/reports/money?from=${today}&to=${today}`,
    );
    expect(money.status).toBe(200);
    expect(money.body.report.awaiting_transfers.map((row) => row.order_number)).toContain(awaiting);
    expect(money.body.report.awaiting_transfers.map((row) => row.order_number)).not.toContain(paid);

    const csv = await fetch(`${shop.url}/api/admin/reports/gct?month=${month}&format=csv`, {
      headers: accountant.headers,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain(`Output GCT,${gct.output_gct.toFixed(2)}`);
  });

  it('report an exempt company’s orders as zero-rated under its reference, their credit notes reducing no GCT', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff);
    const reference = `MOF-EX-${randomUUID().slice(0, 8)}`;
    const exempted = await staff.call('PUT', `/api/admin/companies/${companyId}/gct-exemption`, {
      reason: 'Government ministry',
      reference,
      expires_on: '2099-12-31',
    });
    expect(exempted.status).toBe(200);
    const [printer, toner] = await createTestProducts(shop, [
      { stock: 20, price: 45_678.91 },
      { stock: 20, price: 0.07 },
    ]);
    const place = async (lines: { id: string; quantity: number }[]) => {
      for (const line of lines) expect((await admin.client.add(line.id, line.quantity)).status).toBe(200);
      const session = (await admin.client.saveCheckout()).body.checkout_session;
      const placed = await admin.client.placeOrder(session.id, randomUUID(), 'bank_transfer');
      expect(placed.status).toBe(201);
      expect(placed.body.order.gct).toBe(0);
      return placed.body.order.order_number;
    };
    const kept = await place([
      { id: printer!.id, quantity: 1 },
      { id: toner!.id, quantity: 3 },
    ]);
    const refunded = await place([{ id: toner!.id, quantity: 5 }]);
    const cancelled = await place([{ id: printer!.id, quantity: 2 }]);
    await act(kept, 'payment/paid');
    await act(refunded, 'payment/paid');
    await act(refunded, 'payment/refund');
    await act(cancelled, 'payment/paid');
    await act(cancelled, 'cancel');

    const { sums: expected, byReference } = await figuresFromInvoices();
    const deadline = Date.now() + 20_000;
    let gct = await readGctReturn();
    while (gctFigures(gct).creditedZeroRated < byReference[reference]!.credited && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      gct = await readGctReturn();
    }
    expect(gctFigures(gct)).toEqual(expected);
    expect(expected.zeroRated).toBeGreaterThan(0);
    expect(cents(gct.net_output_gct)).toBe(expected.gct - expected.creditedGct);
    expect(gct.zero_rated_by_exemption.find((row) => row.reference === reference)).toEqual({
      reference,
      buyer: expect.stringContaining('Government ministry') as string,
      zero_rated_sales: byReference[reference]!.sales / 100,
      credit_notes_sales: byReference[reference]!.credited / 100,
      invoices: 3,
      credit_notes: 2,
    });
    const csv = await fetch(`${shop.url}/api/admin/reports/gct?month=${month}&format=csv`, {
      headers: accountant.headers,
    });
    expect(await csv.text()).toContain(`${reference},`);
  });

  it(
    'leave the figures unchanged when the stream delivers an order’s record or a whole batch again, also for an order counted before an upgrade',
    { timeout: 120_000 },
    async () => {
      const [product] = await createTestProducts(shop, [{ stock: 5, price: 777.77 }]);
      const orderNumber = await placeOrder([{ id: product!.id, quantity: 2 }]);
      await act(orderNumber, 'payment/paid');
      const { documentClient, getTableName } = await import('../../../functions/data/dynamo-client.js');
      const { keys } = await import('../../../functions/data/keys.js');
      const { readReportMarkers } = await import('../../../functions/data/report-rollups.js');
      const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
      const read = async (key: { pk: string; sk: string }) =>
        (
          await documentClient.send(
            new GetCommand({ TableName: getTableName(), Key: key, ConsistentRead: true }),
          )
        ).Item;
      const today = toShopDay(new Date().toISOString());
      /** Today's figures once the stream has brought the payment in (the order's marker says so). */
      async function settledFigures() {
        // Other files' orders share the stream: under a full run the consumer may lag by many seconds.
        // The product's own cell of the month (today's figures in it), read directly: a report shows
        // only the top rows, and in a full run other files' products of the same day may outsell it.
        const cellKey = {
          pk: keys.reportCells('month', 'product', today.slice(0, 4)).pk,
          sk: `${today.slice(0, 7)}#${product!.id}`,
        };
        const deadline = Date.now() + 60_000;
        for (;;) {
          const applied = (await readReportMarkers([orderNumber])).get(orderNumber)?.applied;
          // The marker is journalled first and the cells added right after: settled once both say so.
          const cell = await read(cellKey);
          const settled =
            applied?.[`totals|${today}|all`]?.received &&
            cell?.[dayFigureName(today, 'revenue')] === applied[`product|${today}|${product!.id}`]?.revenue;
          if (settled || Date.now() > deadline) return { cell, applied };
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
      const before = await settledFigures();
      expect(before.cell).toBeDefined();
      expect(before.applied).toBeDefined();
      const Item = await read(keys.order(orderNumber));
      const record = streamRecord(Item!, 'MODIFY');
      const { handler } = await import('../../../functions/handlers/events/update-report-rollups.js');
      // The same record twice in a batch, then the whole batch again (a retry).
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const answer = await handler({ Records: [record, record] }, lambdaContext('report-rollups'));
        expect(answer.batchItemFailures).toEqual([]);
      }
      // Only this order's own figures: other files' orders of the same day may land meanwhile.
      expect(await settledFigures()).toEqual(before);
      // An order counted before markers kept their state in one string (its products and applied
      // cells as maps, as a shop upgraded without its rebuild yet holds them): still counted once.
      const marker = (await readReportMarkers([orderNumber])).get(orderNumber)!;
      await documentClient.send(
        new PutCommand({
          TableName: getTableName(),
          Item: {
            ...keys.reportFacts(orderNumber),
            entity: 'report-facts',
            products: marker.products,
            applied: marker.applied,
            version: marker.version,
          },
        }),
      );
      const answer = await handler({ Records: [record] }, lambdaContext('report-rollups'));
      expect(answer.batchItemFailures).toEqual([]);
      expect(await settledFigures()).toEqual(before);
    },
  );

  it(
    'count every order of a batch written in several journals at once once, and once again when the batch is retried',
    { timeout: 120_000 },
    async () => {
      const { documentClient, getTableName } = await import('../../../functions/data/dynamo-client.js');
      const { keys } = await import('../../../functions/data/keys.js');
      const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
      const read = async (key: { pk: string; sk: string }) =>
        (
          await documentClient.send(
            new GetCommand({ TableName: getTableName(), Key: key, ConsistentRead: true }),
          )
        ).Item;
      const [product] = await createTestProducts(shop, [{ stock: 5, price: 1234.56 }]);
      const template = (await read(keys.order(await placeOrder([{ id: product!.id, quantity: 1 }]))))!;
      // 120 orders of distinct customers paid in cash, in a month of 2020 no other test reads: their
      // markers and cells need more than one journal (100 items a transaction), written at once.
      const placedAt = '2020-03-10T15:00:00.000Z';
      const count = 120;
      const records: DynamoDBRecord[] = Array.from({ length: count }, (_, n) => {
        const orderNumber = `BATCH-${randomUUID()}`;
        const order = {
          ...template,
          ...keys.order(orderNumber),
          order_number: orderNumber,
          user_id: `batch-customer-${randomUUID()}`,
          payment_method: 'cash_in_store',
          payment_status: 'paid',
          payment_events: [{ kind: 'paid', at: placedAt, by: 'staff', reason: null }],
          status_history: [{ status: 'confirmed', at: placedAt }],
          created_at: placedAt,
          updated_at: placedAt,
        };
        return streamRecord(order, 'INSERT', String(n + 1));
      });
      const { handler } = await import('../../../functions/handlers/events/update-report-rollups.js');
      const cellKey = { pk: keys.reportCells('month', 'product', '2020').pk, sk: `2020-03#${product!.id}` };
      for (let delivery = 0; delivery < 2; delivery += 1) {
        // The consumer's whole timeout: a big batch on a busy machine takes more than the default.
        const answer = await handler(
          { Records: records },
          lambdaContext('report-rollups', DEFAULT_CONSUMER_TIMEOUT_SECONDS * 1000),
        );
        expect(answer.batchItemFailures).toEqual([]);
        // Each order once, the retry adding nothing; nothing left in the journal.
        const cell = await read(cellKey);
        expect(cell?.orders).toBe(count);
        expect(cell?.[dayFigureName('2020-03-10', 'units')]).toBe(count);
        expect(cell?.units).toBe(count);
      }
    },
  );

  it(
    'add a journal chunk left by a run that failed before adding it, once, with the next batch, also one left before an upgrade',
    { timeout: 60_000 },
    async () => {
      const { documentClient, getTableName } = await import('../../../functions/data/dynamo-client.js');
      const { keys } = await import('../../../functions/data/keys.js');
      const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
      const read = async (key: { pk: string; sk: string }) =>
        (
          await documentClient.send(
            new GetCommand({ TableName: getTableName(), Key: key, ConsistentRead: true }),
          )
        ).Item;
      const today = toShopDay(new Date().toISOString());
      // What a run leaves when it fails after journalling its orders (their markers already say so):
      // its cells as one string, or as a list of maps by the code before (a run that failed before
      // an upgrade).
      const leftOver = ['one string', 'maps'].map((form) => ({
        form,
        row: `journal-${randomUUID()}`,
        chunkKey: { pk: 'report#journal', sk: `${randomUUID()}#0` },
      }));
      for (const { form, row, chunkKey } of leftOver) {
        const cells = [
          {
            set: 'product',
            period: today.slice(0, 7),
            row,
            label: 'Left over',
            add: { revenue: 1234, [dayFigureName(today, 'revenue')]: 1234 },
          },
        ];
        await documentClient.send(
          new PutCommand({
            TableName: getTableName(),
            Item: {
              ...chunkKey,
              entity: 'report-journal',
              cells: form === 'maps' ? cells : JSON.stringify(cells),
            },
          }),
        );
      }
      const orderNumber = await placeOrder([
        { id: (await createTestProducts(shop, [{ stock: 5 }]))[0]!.id, quantity: 1 },
      ]);
      const Item = await read(keys.order(orderNumber));
      const record = streamRecord(Item!, 'MODIFY');
      const { handler } = await import('../../../functions/handlers/events/update-report-rollups.js');
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const answer = await handler({ Records: [record] }, lambdaContext('report-rollups'));
        expect(answer.batchItemFailures).toEqual([]);
        // Added once (by this batch or the running consumer's), and gone from the journal.
        for (const { row, chunkKey } of leftOver) {
          const cellKey = {
            pk: keys.reportCells('month', 'product', today.slice(0, 4)).pk,
            sk: `${today.slice(0, 7)}#${row}`,
          };
          expect((await read(cellKey))?.[dayFigureName(today, 'revenue')]).toBe(1234);
          expect((await read(cellKey))?.revenue).toBe(1234);
          expect(await read(chunkKey)).toBeUndefined();
        }
      }
    },
  );

  it(
    'add a group of chunks of several journals once, each chunk once, also when another consumer added one of them first',
    { timeout: 60_000 },
    async () => {
      const { documentClient, getTableName } = await import('../../../functions/data/dynamo-client.js');
      const { keys } = await import('../../../functions/data/keys.js');
      const { addJournalChunks } = await import('../../../functions/data/report-rollups.js');
      const { GetCommand, PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
      const read = async (key: { pk: string; sk: string }) =>
        (
          await documentClient.send(
            new GetCommand({ TableName: getTableName(), Key: key, ConsistentRead: true }),
          )
        ).Item;
      const today = toShopDay(new Date().toISOString());
      const chunkOf = (row: string, revenue: number) => ({
        key: { pk: 'report#journal', sk: `${randomUUID()}#0` },
        group: 0,
        cells: [
          {
            set: 'product' as const,
            period: today.slice(0, 7),
            row,
            label: 'Grouped',
            add: { revenue, [dayFigureName(today, 'revenue')]: revenue },
          },
        ],
      });
      const journalled = async (row: string, revenue: number) => {
        const chunk = chunkOf(row, revenue);
        await documentClient.send(
          new PutCommand({
            TableName: getTableName(),
            Item: { ...chunk.key, entity: 'report-journal', cells: chunk.cells },
          }),
        );
        return chunk;
      };
      const cellOf = (row: string) => ({
        pk: keys.reportCells('month', 'product', today.slice(0, 4)).pk,
        sk: `${today.slice(0, 7)}#${row}`,
      });
      // Two journals' chunks of one group, both still in the journal: added together, once.
      const row = `group-${randomUUID()}`;
      const both = [await journalled(row, 1000), await journalled(row, 234)];
      await addJournalChunks(both);
      await addJournalChunks(both);
      expect((await read(cellOf(row)))?.revenue).toBe(1234);
      expect((await read(cellOf(row)))?.[dayFigureName(today, 'revenue')]).toBe(1234);
      for (const chunk of both) expect(await read(chunk.key)).toBeUndefined();
      // One of them already added and removed by another consumer (the running shop's consumer may
      // add the other meanwhile too): each is added once.
      const raced = `group-${randomUUID()}`;
      const first = await journalled(raced, 1000);
      const second = chunkOf(raced, 234);
      await documentClient.send(
        new UpdateCommand({
          TableName: getTableName(),
          Key: cellOf(raced),
          UpdateExpression: 'ADD revenue :add',
          ExpressionAttributeValues: { ':add': 234 },
        }),
      );
      await addJournalChunks([first, second]);
      expect((await read(cellOf(raced)))?.revenue).toBe(1234);
      expect(await read(first.key)).toBeUndefined();
    },
  );

  it('count a payment recorded against a company’s account as received on account, in the Money report and its CSV', async () => {
    const { admin, companyId } = await createApprovedCompany(shop, staff);
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 2_500 }]);
    expect((await admin.client.add(product!.id, 1)).status).toBe(200);
    const session = (await admin.client.saveCheckout()).body.checkout_session;
    expect((await admin.client.placeOrder(session.id, randomUUID(), 'on_account')).status).toBe(201);
    const today = toShopDay(new Date().toISOString());
    const onAccount = async () => {
      const answer = await accountant.call<{ report: MoneyReport }>(
        'GET',
        `/api/admin/reports/money?from=${today}&to=${today}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.report.by_method.find((row) => row.method === 'on_account')?.received ?? 0;
    };
    const before = await onAccount();
    const paid = await staff.call('POST', `/api/admin/companies/${companyId}/payments`, {
      id: randomUUID(),
      amount: 1_234.56,
      method: 'cheque',
      reference: 'CHQ 000731',
    });
    expect(paid.status).toBe(201);
    const deadline = Date.now() + 20_000;
    let after = await onAccount();
    while (after === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      after = await onAccount();
    }
    expect(cents(after) - cents(before)).toBe(123_456);
    const csv = await fetch(`${shop.url}/api/admin/reports/money?from=${today}&to=${today}&format=csv`, {
      headers: accountant.headers,
    });
    expect(await csv.text()).toContain(`${today},On account,${after.toFixed(2)},`);
  });

  it('rebuild the same figures from the stored orders (npm run reports:rebuild)', async () => {
    const before = await readGctReturn();
    // A whole year's Sales is read from the year's cells (one per row; by customer and by product
    // too), the month's GCT return from the month's: the rebuild writes both again.
    const year = month.slice(0, 4);
    const readYear = async (dimension = 'category') => {
      const answer = await accountant.call<{ report: SalesReport }>(
        'GET',
        `/api/admin/reports/sales?period=custom&from=${year}-01-01&to=${year}-12-31&dimension=${dimension}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.report;
    };
    const yearBefore = await readYear();
    expect(yearBefore.totals.orders).toBeGreaterThan(0);
    const byCustomer = await readYear('customer');
    const byProduct = await readYear('product');
    expect(byCustomer.breakdown.length).toBeGreaterThan(0);
    expect(byProduct.breakdown.length).toBeGreaterThan(0);
    const { documentClient, getTableName, queryAll } =
      await import('../../../functions/data/dynamo-client.js');
    const { keys } = await import('../../../functions/data/keys.js');
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    // Every customer's and product's year cell of the year: their rows are gone from the year's breakdown.
    for (const set of ['customer', 'product'] as const)
      for (const cell of await queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.reportCells('year', set, year).pk },
      }))
        await documentClient.send(
          new DeleteCommand({ TableName: getTableName(), Key: { pk: cell.pk, sk: cell.sk } }),
        );
    expect((await readYear('customer')).breakdown).toEqual([]);
    expect((await readYear('product')).breakdown).toEqual([]);
    await documentClient.send(
      new DeleteCommand({
        TableName: getTableName(),
        Key: { pk: keys.reportCells('month', 'totals', year).pk, sk: `${month}#all` },
      }),
    );
    await documentClient.send(
      new DeleteCommand({
        TableName: getTableName(),
        Key: { pk: keys.reportCells('year', 'totals', year).pk, sk: `${year}#all` },
      }),
    );
    expect((await readGctReturn()).invoices).toBeLessThan(before.invoices);
    expect((await readYear()).totals.orders).toBeLessThan(yearBefore.totals.orders);

    const { rebuildReportRollups } =
      await import('../../../functions/services/reports/rebuild-report-rollups.js');
    const rebuilt = await rebuildReportRollups();
    expect(rebuilt.orders).toBeGreaterThanOrEqual(before.invoices);
    expect(await readGctReturn()).toEqual(before);
    expect(await readYear()).toEqual(yearBefore);
    expect(await readYear('customer')).toEqual(byCustomer);
    expect(await readYear('product')).toEqual(byProduct);
  });

  it(
    'list a product running out at the last 30 days’ rate from the stock rollup the stream keeps, and again after a rebuild',
    { timeout: 120_000 },
    async () => {
      const [product] = await createTestProducts(shop, [{ stock: 3, price: 321.09 }]);
      const orderNumber = await placeOrder([{ id: product!.id, quantity: 2 }]);
      await act(orderNumber, 'payment/paid');
      const runningOut = async () => {
        const answer = await accountant.call<{ report: StockReport }>('GET', '/api/admin/reports/stock');
        expect(answer.status).toBe(200);
        return answer.body.report.running_out.find((row) => row.id === product!.id);
      };
      // 2 sold in 30 days, 1 left: 15 days at that rate, once the stream has brought the sale in.
      const deadline = Date.now() + 60_000;
      let row = await runningOut();
      while (!row && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        row = await runningOut();
      }
      expect(row).toMatchObject({ stock: 1, days_left: 15 });
      // Its day's stock rollup item gone, the Stock report no longer knows it sold.
      const { documentClient, getTableName } = await import('../../../functions/data/dynamo-client.js');
      const { keys } = await import('../../../functions/data/keys.js');
      const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
      const today = toShopDay(new Date().toISOString());
      await documentClient.send(
        new DeleteCommand({
          TableName: getTableName(),
          Key: {
            pk: keys.reportCells('stock', 'product', today.slice(0, 4)).pk,
            sk: `${today}#${stockShardRow(product!.id)}`,
          },
        }),
      );
      expect(await runningOut()).toBeUndefined();
      const { rebuildReportRollups } =
        await import('../../../functions/services/reports/rebuild-report-rollups.js');
      await rebuildReportRollups();
      expect(await runningOut()).toEqual(row);
    },
  );

  it(
    'count a batch selling 1,632 products on one day in the Stock report, each once, also when the batch is delivered again',
    { timeout: 240_000 },
    async () => {
      const { documentClient, getTableName } = await import('../../../functions/data/dynamo-client.js');
      const { keys } = await import('../../../functions/data/keys.js');
      const { readStockDays } = await import('../../../functions/data/report-rollups.js');
      const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
      const [product, other] = await createTestProducts(shop, [{ stock: 10, price: 50 }, { stock: 5 }]);
      const template = (
        await documentClient.send(
          new GetCommand({
            TableName: getTableName(),
            Key: keys.order(await placeOrder([{ id: other!.id, quantity: 1 }])),
            ConsistentRead: true,
          }),
        )
      ).Item!;
      const templateLine = (template.lines as Record<string, unknown>[])[0]!;
      // Yesterday (the shop's day), noon in Jamaica: 34 orders of 48 lines (an order's most), each
      // line a product of its own, the first the shop's product (30 sold: one a day over the last
      // 30, 10 days of its 10 in stock). The products of a shard's day are more than one update
      // expression held (about 300 figures in DynamoDB's 4 KB) before they were cut into parts.
      const yesterday = toShopDay(new Date(Date.now() - 86_400_000).toISOString());
      const placedAt = `${yesterday}T17:00:00.000Z`;
      const sold = new Map<string, number>();
      const records: DynamoDBRecord[] = Array.from({ length: 34 }, (_, o) => {
        const orderNumber = `WIDE-${randomUUID()}`;
        const lines = Array.from({ length: 48 }, (_, l) => {
          const id = o === 0 && l === 0 ? product!.id : randomUUID();
          const quantity = id === product!.id ? 30 : 1 + (l % 3);
          sold.set(id, quantity);
          return {
            ...templateLine,
            product_id: id,
            name: `Wide ${id}`,
            price: 50,
            quantity,
            line_total: 50 * quantity,
          };
        });
        const order = {
          ...template,
          ...keys.order(orderNumber),
          order_number: orderNumber,
          user_id: `wide-customer-${randomUUID()}`,
          lines,
          payment_method: 'cash_in_store',
          payment_status: 'paid',
          payment_events: [{ kind: 'paid', at: placedAt, by: 'staff', reason: null }],
          status_history: [{ status: 'confirmed', at: placedAt }],
          created_at: placedAt,
          updated_at: placedAt,
        };
        return streamRecord(order, 'INSERT', String(o + 1));
      });
      const { handler } = await import('../../../functions/handlers/events/update-report-rollups.js');
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const answer = await handler(
          { Records: records },
          lambdaContext('report-rollups', DEFAULT_CONSUMER_TIMEOUT_SECONDS * 1000),
        );
        expect(answer.batchItemFailures).toEqual([]);
        // Every product's units of the day as sold, once (the second delivery adds nothing).
        const day = (await readStockDays(yesterday, yesterday)).day(yesterday)!.by.product;
        expect([...sold].filter(([id, units]) => day[id]?.units !== units)).toEqual([]);
        const answered = await accountant.call<{ report: StockReport }>('GET', '/api/admin/reports/stock');
        expect(answered.body.report.running_out.find((row) => row.id === product!.id)).toMatchObject({
          stock: 10,
          units_per_day: 1,
          days_left: 10,
        });
      }
    },
  );

  it('answer a bad period, date or dimension with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['period=year', 'period'],
      ['period=day&date=2026-02-30', 'date'],
      ['period=custom&from=2026-11-01', 'to'],
      ['period=custom&from=2026-11-10&to=2026-11-01', 'to'],
      ['dimension=colour', 'dimension'],
      // A date box reads as a new day at every key: year 0002 on the way to 2026 (a 500 before).
      ['period=month&date=0002-11-27', 'date'],
      ['period=custom&from=0020-11-01&to=0020-11-30', 'from'],
    ];
    for (const [query, field] of cases) {
      const answer = await accountant.call<{ message: string }>('GET', `/api/admin/reports/sales?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(field);
    }
    const month = await accountant.call<{ message: string }>('GET', '/api/admin/reports/gct?month=2026-13');
    expect(month.status).toBe(400);
    expect(month.body.message).toContain('month');
    const typedYear = await accountant.call<{ message: string }>(
      'GET',
      '/api/admin/reports/gct?month=0002-11',
    );
    expect(typedYear.status).toBe(400);
    expect(typedYear.body.message).toContain('month');
    const money = await accountant.call<{ message: string }>(
      'GET',
      '/api/admin/reports/money?from=0002-11-01&to=0002-11-30',
    );
    expect(money.status).toBe(400);
    expect(money.body.message).toContain('from');
  });
});
