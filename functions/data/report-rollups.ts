/**
 * The reports' rollups in the table: each order's part of each Jamaica day it touched (one item per
 * order and day, in the day's partition), and each day's rollup (the sum of its parts, in its year's
 * partition), so a report reads one item per day and never an order.
 *
 * Idempotent under redelivery: a part is put whole (the same record twice writes the same part), and
 * a day's rollup is always recomputed from all its parts, never incremented. Two writers of one day
 * cannot leave an older sum behind: each takes a ticket (an atomic counter on the day) after writing
 * its part and before reading the parts (strongly consistent), and a sum is stored only if no later
 * ticket's sum was stored first.
 */
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Order } from '../core/orders/order.js';
import {
  addDayFigures,
  compactDayFigures,
  emptyDayFigures,
  type DayFigures,
  type LineProductFacts,
} from '../core/reports/rollup.js';
import type { StockProduct } from '../core/reports/stock-report.js';
import { documentClient, getItemsByKeys, getTableName, queryAll, toProjection } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

export interface OrderReportFacts {
  products: Record<string, LineProductFacts>;
  /** The days the order's parts were written to (to remove a part no longer there). */
  days: string[];
}

/** An order's frozen product facts and days, or undefined the first time it is seen. */
export async function getOrderReportFacts(orderNumber: string): Promise<OrderReportFacts | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.reportFacts(orderNumber), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  return {
    products: result.Item.products as OrderReportFacts['products'],
    days: result.Item.days as string[],
  };
}

/** The category, brand (with their names) and cost price of products, as the reports file lines. */
export async function readLineProductFacts(
  productIds: readonly string[],
): Promise<Map<string, LineProductFacts>> {
  const products = await getItemsByKeys(productIds.map((id) => keys.product(id)));
  const refs = products.flatMap((item) => [
    ...(typeof item.category_id === 'string' ? [keys.category(item.category_id)] : []),
    ...(typeof item.brand_id === 'string' ? [keys.brand(item.brand_id)] : []),
  ]);
  const names = new Map(
    (await getItemsByKeys(refs)).map((item) => [
      `${String(item.entity)}#${String(item.id)}`,
      String(item.name),
    ]),
  );
  return new Map(
    products.map((item) => {
      const categoryId = typeof item.category_id === 'string' ? item.category_id : null;
      const brandId = typeof item.brand_id === 'string' ? item.brand_id : null;
      const cost = Number(item.cost_price);
      return [
        String(item.id),
        {
          category_id: categoryId,
          category_name: categoryId ? (names.get(`category#${categoryId}`) ?? null) : null,
          brand_id: brandId,
          brand_name: brandId ? (names.get(`brand#${brandId}`) ?? null) : null,
          unit_cost: cost > 0 ? cost : null,
        },
      ];
    }),
  );
}

/**
 * Writes an order's parts (one per day), removes parts of days it no longer touches, and records
 * its facts; returns every day whose rollup must be recomputed.
 */
export async function writeOrderParts(
  orderNumber: string,
  products: Record<string, LineProductFacts>,
  previousDays: readonly string[],
  parts: ReadonlyMap<string, DayFigures>,
): Promise<string[]> {
  const days = [...parts.keys()].sort();
  const stale = previousDays.filter((day) => !parts.has(day));
  const requests = [
    ...[...parts].map(([day, figures]) => ({
      PutRequest: { Item: { ...keys.reportPart(day, orderNumber), entity: 'report-part', day, ...figures } },
    })),
    ...stale.map((day) => ({ DeleteRequest: { Key: keys.reportPart(day, orderNumber) } })),
  ];
  for (let start = 0; start < requests.length; start += 25) {
    let pending: Record<string, (typeof requests)[number][]> | undefined = {
      [getTableName()]: requests.slice(start, start + 25),
    };
    while (pending && Object.keys(pending).length > 0) {
      const result = await documentClient.send(new BatchWriteCommand({ RequestItems: pending }));
      pending = result.UnprocessedItems as typeof pending;
    }
  }
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: { ...keys.reportFacts(orderNumber), entity: 'report-facts', products, days },
    }),
  );
  return [...new Set([...days, ...stale])];
}

/** Recomputes a day's rollup from all its parts (see the module's note on concurrent writers). */
export async function recomputeDay(day: string): Promise<void> {
  const key = keys.reportDay(day);
  const ticket = await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: key,
      UpdateExpression: 'ADD tickets :one SET entity = :entity, #day = :day',
      ExpressionAttributeNames: { '#day': 'day' },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'report-day', ':day': day },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const mine = Number(ticket.Attributes?.tickets);
  const parts = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.reportParts(day).pk },
    ConsistentRead: true,
  });
  const sum = emptyDayFigures();
  for (const part of parts) addDayFigures(sum, readStored('report-part', part));
  const stored = compactDayFigures(sum);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: key,
        UpdateExpression: 'SET totals = :totals, #by = :by, labels = :labels, summed = :mine',
        ConditionExpression: 'attribute_not_exists(summed) OR summed < :mine',
        ExpressionAttributeNames: { '#by': 'by' },
        ExpressionAttributeValues: {
          ':totals': stored.totals,
          ':by': stored.by,
          ':labels': stored.labels,
          ':mine': mine,
        },
      }),
    );
  } catch (error) {
    // A later ticket's sum, which saw this day's parts too, is already stored.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The rollups of the days from `from` to `to` (inclusive, YYYY-MM-DD), by day; missing days had nothing. */
export async function listDayRollups(from: string, to: string): Promise<Map<string, DayFigures>> {
  const years: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1)
    years.push(String(year));
  const pages = await Promise.all(
    years.map((year) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.reportDaysOfYear(year).pk, ':from': from, ':to': to },
      }),
    ),
  );
  return new Map(
    pages
      .flat()
      .filter((item) => item.totals)
      // Stored without their zero figures (`compactDayFigures`): the zeros are put back here.
      .map((item) => [String(item.sk), addDayFigures(emptyDayFigures(), readStored('report-day', item))]),
  );
}

/** A bank transfer awaiting payment, as the Money report lists it. */
export interface AwaitingTransfer {
  order_number: string;
  customer: string;
  total: number;
  placed_at: string;
  payment_due_at: string | null;
}

/** Keeps the list of bank transfers awaiting payment in step with the order (put or removed). */
export async function writeAwaitingTransfer(order: Order): Promise<void> {
  const key = keys.reportAwaiting(order.order_number);
  const awaiting =
    order.payment_method === 'bank_transfer' &&
    order.payment_status === 'awaiting_payment' &&
    order.status !== 'cancelled';
  if (!awaiting) {
    await documentClient.send(new DeleteCommand({ TableName: getTableName(), Key: key }));
    return;
  }
  const info = order.customer_info;
  const transfer: AwaitingTransfer = {
    order_number: order.order_number,
    customer:
      order.purchase_order?.company_name ?? (`${info.firstName} ${info.lastName}`.trim() || info.email),
    total: order.total,
    placed_at: order.created_at,
    payment_due_at: order.payment_due_at,
  };
  await documentClient.send(
    new PutCommand({ TableName: getTableName(), Item: { ...key, entity: 'report-awaiting', ...transfer } }),
  );
}

export async function listAwaitingTransfers(): Promise<AwaitingTransfer[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allReportAwaiting().pk },
  });
  return items.map((item) => readStored('report-awaiting', item));
}

const STOCK_FIELDS = [
  'id',
  'name',
  'sku',
  'category_id',
  'cost_price',
  'selling_price',
  'stock_quantity',
  'stock_estimated',
  'is_active',
  'created_at',
] as const;

/** Every product's stock, prices and category, for the Stock report (the product list, these fields only). */
export async function listStockProducts(): Promise<StockProduct[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...toProjection([...STOCK_FIELDS]),
    ExpressionAttributeValues: { ':pk': keys.allProducts().gsi1pk },
  });
  return items.map((item) => ({
    id: String(item.id),
    name: String(item.name),
    sku: String(item.sku),
    category_id: typeof item.category_id === 'string' ? item.category_id : null,
    cost_price: Number(item.cost_price ?? 0),
    selling_price: Number(item.selling_price ?? 0),
    stock_quantity: Number(item.stock_quantity ?? 0),
    stock_estimated: item.stock_estimated === true,
    is_active: item.is_active !== false,
    created_at: String(item.created_at ?? ''),
  }));
}
