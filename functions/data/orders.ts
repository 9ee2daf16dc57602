/**
 * Orders in the single table: `order#<number>` / `order` with the lines inside (an order is always
 * read whole and its lines never change), listed per customer on gsi1 and for staff on gsi3.
 *
 * Placing an order is ONE transaction: the idempotency record (only if the key is new), the order
 * (only if the number is new), the cart deleted (only if unchanged since read), every product's stock
 * decremented (only if `stock_quantity >= qty`, the price is the one charged and it is still sold;
 * a line sold to order leaves stock alone and only checks the product is still sold to order),
 * and the catalogue change entries so warm catalogue caches see the new stock on the next request.
 */
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { CartOwner } from '../core/cart/cart.js';
import { CHANGE_STAMP_ATTRIBUTE, orderActor, stampChange } from '../core/catalogue/product-history.js';
import { ORDERS } from '../core/orders/order-limits.js';
import { TO_ORDER } from '../core/catalogue/back-order.js';
import type { Order, OrderStatus } from '../core/orders/order.js';
import type { PaymentEvent } from '../core/orders/payment.js';
import type { StaffNeed } from '../core/orders/staff-needs.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';
import { cartWriteItem } from './carts.js';
import { buildAccountChargeItems } from './companies.js';
import { backoffDelayMs } from './retry-on-conflict.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import {
  NEEDS_STAFF_ATTRIBUTE,
  orderFromItem,
  staffQueuePartition,
  staffQueueParts,
  type QueueParts,
} from './staff-queue.js';
import { STAFF_QUEUE_INDEX, TTL_ATTRIBUTE } from './table-design.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit on the items of one transaction. */
export const TRANSACTION_ITEM_LIMIT = 100;

export interface IdempotencyRecord {
  order_number: string;
  /** What the key was first used for; the same key with another request is refused. */
  fingerprint: string;
}

export interface PlaceOrderWrite {
  order: Order;
  owner: CartOwner;
  idempotencyKey: string;
  fingerprint: string;
  cartVersion: number;
}

/** How a place-order transaction ended. */
export type PlaceOrderOutcome =
  | { kind: 'placed' }
  /** The key was used before: answer with that order. */
  | { kind: 'replay' }
  /** The drawn order number exists: draw another. */
  | { kind: 'number-taken' }
  /** On account: the company's available credit no longer covers the total. */
  | { kind: 'over-credit-limit' }
  /** Stock, price or the cart moved, or another transaction held an item: read again and retry. */
  | { kind: 'retry' };

const IDEMPOTENCY_INDEX = 0;
const ORDER_INDEX = 1;

function toOrderItem(order: Order): Record<string, unknown> {
  return {
    ...keys.order(order.order_number),
    ...(order.user_id ? keys.ordersOfUser(order.user_id, order.created_at, order.order_number) : {}),
    ...keys.orderList(order.created_at, order.order_number),
    entity: 'order',
    ...order,
    // Staff search by number, e-mail or name; one lowercase attribute keeps that a single filter.
    search_text: [
      order.order_number,
      order.customer_info.email,
      order.customer_info.firstName,
      order.customer_info.lastName,
      order.customer_info.company,
    ]
      .join(' ')
      .toLowerCase(),
  };
}

/**
 * The items of the place-order transaction, in a fixed order (the cancellation reasons are read by
 * position): idempotency record, order, cart, one stock update per line, one change entry per line
 * (each in its product's change-log shard: no item outside this order and its products). 2 x lines
 * + 3 items, and 2 more on account: `ORDERS.maxLinesPerOrder` (one less on account) keeps it within 100.
 */
export function buildPlaceOrderItems(write: PlaceOrderWrite, now = new Date()): TransactItem[] {
  const table = getTableName();
  const { order } = write;
  const stamp = stampChange('order', orderActor(order.order_number));
  // A line sold to order takes nothing from stock: its product must still be sold to order instead.
  const stockUpdates: TransactItem[] = order.lines.map((line) => ({
    Update: {
      TableName: table,
      Key: keys.product(line.product_id),
      UpdateExpression: line.back_order
        ? 'SET updated_at = :now, #stamp = :stamp'
        : 'SET stock_quantity = stock_quantity - :qty, updated_at = :now, #stamp = :stamp',
      ConditionExpression: line.back_order
        ? 'stock_status = :toOrder AND selling_price = :price AND is_active = :active'
        : 'stock_quantity >= :qty AND selling_price = :price AND is_active = :active',
      ExpressionAttributeNames: { '#stamp': CHANGE_STAMP_ATTRIBUTE },
      ExpressionAttributeValues: {
        ...(line.back_order ? { ':toOrder': TO_ORDER } : { ':qty': line.quantity }),
        // The shop's price read when the order was built: a quoted line, or one priced by the
        // buyer's company price list, is charged less, not another price.
        ':price': line.quote?.list_price ?? line.list_price ?? line.price,
        ':active': true,
        ':now': now.toISOString(),
        ':stamp': stamp,
      },
    },
  }));
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.idempotency(write.owner, write.idempotencyKey),
          entity: 'idempotency',
          order_number: order.order_number,
          fingerprint: write.fingerprint,
          created_at: now.toISOString(),
          [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + ORDERS.idempotencyTtlHours * 3600,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: { TableName: table, Item: toOrderItem(order), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    cartWriteItem(write.owner, [], write.cartVersion, now),
    ...stockUpdates,
    ...order.lines.map((line) => catalogueChangeItem('product', line.product_id)),
    // On account: the company's balance raised only within its credit limit, and the invoice's
    // ledger entry, last (their position reads the cancellation reason).
    ...(order.account
      ? buildAccountChargeItems(order.account, {
          kind: 'invoice',
          at: order.created_at,
          order_number: order.order_number,
          amount: order.total,
          due_on: order.account.due_on,
        })
      : []),
  ];
  return items;
}

/**
 * Attempts of an on-account order whose transaction met another one on the same items (colleagues
 * ordering at once all write their company's balance item): the same items are sent again, since a
 * cancelled transaction wrote nothing, until a condition decides it.
 */
const ON_ACCOUNT_BACKOFF = { maxAttempts: 30, baseDelayMs: 10, maxDelayMs: 400 };

/** Runs the place-order transaction and says how it ended. */
export async function writePlacedOrder(write: PlaceOrderWrite): Promise<PlaceOrderOutcome> {
  const items = buildPlaceOrderItems(write);
  const attempts = write.order.account ? ON_ACCOUNT_BACKOFF.maxAttempts : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return { kind: 'placed' };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = (index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';
      if (failed(IDEMPOTENCY_INDEX)) return { kind: 'replay' };
      if (failed(ORDER_INDEX)) return { kind: 'number-taken' };
      if (write.order.account && failed(3 + write.order.lines.length * 2))
        return { kind: 'over-credit-limit' };
      const onlyConflicts = !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
      if (!onlyConflicts || attempt >= attempts) return { kind: 'retry' };
      await new Promise((resolve) =>
        setTimeout(resolve, backoffDelayMs(attempt, Math.random, ON_ACCOUNT_BACKOFF)),
      );
    }
  }
}

export async function getIdempotencyRecord(
  owner: CartOwner,
  idempotencyKey: string,
): Promise<IdempotencyRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: getTableName(),
      Key: keys.idempotency(owner, idempotencyKey),
      ConsistentRead: true,
    }),
  );
  if (!result.Item) return undefined;
  return { order_number: String(result.Item.order_number), fingerprint: String(result.Item.fingerprint) };
}

/** One order by number, read strongly consistently, or `undefined`. */
export async function getOrder(orderNumber: string): Promise<Order | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.order(orderNumber), ConsistentRead: true }),
  );
  return result.Item ? orderFromItem(result.Item) : undefined;
}

/** A customer's orders, newest first. */
export async function listOrdersOfUser(userId: string, limit = 50): Promise<Order[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.ordersOfUser(userId).gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(orderFromItem);
}

export interface OrderListQuery {
  search?: string;
  status?: OrderStatus;
  limit: number;
  /** Opaque position from the previous page. */
  cursor?: string;
  /**
   * Only orders in the staff queue for each of these reasons: a query of its sparse index, which
   * holds just the orders needing staff, instead of the whole order list.
   */
  needs?: readonly StaffNeed[];
  /** A rule of core the order must also meet (read after the table's own filter). */
  matches?: (order: Order) => boolean;
}

export interface OrderListPage {
  orders: Order[];
  cursor: string | null;
  /** How many order items the query read (DynamoDB's `ScannedCount`), filtered out or not. */
  read: number;
}

/** Staff list: newest first, filtered by status and by a search over number, e-mail and names. */
export async function listOrders(query: OrderListQuery): Promise<OrderListPage> {
  const filters: string[] = [];
  const queue = query.needs && query.needs.length > 0;
  const values: Record<string, unknown> = {
    ':pk': queue ? staffQueuePartition().gsi4pk : keys.orderList().gsi3pk,
  };
  const names: Record<string, string> = {};
  query.needs?.forEach((need, index) => {
    filters.push(`contains(#needs, :need${index})`);
    names['#needs'] = NEEDS_STAFF_ATTRIBUTE;
    values[`:need${index}`] = need;
  });
  if (query.status) {
    filters.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = query.status;
  }
  if (query.search) {
    filters.push('contains(search_text, :search)');
    values[':search'] = query.search.trim().toLowerCase();
  }
  const orders: Order[] = [];
  let read = 0;
  let start: Record<string, unknown> | undefined = query.cursor
    ? (JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as Record<string, unknown>)
    : undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: getTableName(),
        IndexName: queue ? STAFF_QUEUE_INDEX : 'gsi3',
        KeyConditionExpression: queue ? 'gsi4pk = :pk' : 'gsi3pk = :pk',
        ExpressionAttributeValues: values,
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        ScanIndexForward: false,
        // No more than the page still needs, so the cursor never skips an order read past the page.
        Limit: query.limit - orders.length,
        ExclusiveStartKey: start,
      }),
    );
    read += page.ScannedCount ?? 0;
    const found = (page.Items ?? []).map(orderFromItem);
    orders.push(...(query.matches ? found.filter(query.matches) : found));
    start = page.LastEvaluatedKey;
  } while (start && orders.length < query.limit);
  const cursor = start ? Buffer.from(JSON.stringify(start)).toString('base64url') : null;
  return { orders: orders.slice(0, query.limit), cursor, read };
}

/**
 * Every order placed from `start` (included) to `end` (excluded), both ISO instants, oldest first, a
 * page at a time: a query of the staff list's index by its creation-time sort key, never a scan.
 */
export async function forEachOrderPlacedBetween(
  start: string,
  end: string,
  onPage: (orders: Order[]) => Promise<void> | void,
): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: getTableName(),
        IndexName: 'gsi3',
        // The sort key is `<created_at>#<number>`: `end` itself sorts before any key of that instant.
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :start AND :end',
        ExpressionAttributeValues: { ':pk': keys.orderList().gsi3pk, ':start': start, ':end': end },
        ExclusiveStartKey: startKey,
      }),
    );
    await onPage((page.Items ?? []).map(orderFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Who moved an order on, and why (the reason an unpaid order moved on anyway). */
interface StatusNote {
  by: string | null;
  reason: string | null;
}

/** What else a status change sets in the same write: an approved order's time to pay. */
type StatusChangeFields = Partial<Pick<Order, 'payment_due_at' | 'account'>>;

/**
 * Moves an order to `next` if it is still at `current`, recording who and why on its history (and
 * `fields`, in the same write); false when somebody moved it first.
 */
export async function writeOrderStatus(
  order: Order,
  next: OrderStatus,
  now = new Date(),
  note?: StatusNote,
  fields: StatusChangeFields = {},
): Promise<boolean> {
  try {
    await documentClient.send(new UpdateCommand(buildStatusUpdate(order, next, now, note, fields).Update!));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The conditional update of `writeOrderStatus`, for a transaction that writes more with it. */
export function buildStatusUpdate(
  order: Order,
  next: OrderStatus,
  now: Date,
  note?: StatusNote,
  fields: StatusChangeFields = {},
): TransactItem {
  const sets = Object.entries(fields);
  return {
    Update: {
      TableName: getTableName(),
      Key: keys.order(order.order_number),
      UpdateExpression: `SET #status = :next, updated_at = :now, status_history = list_append(status_history, :entry)${sets
        .map(([name]) => `, ${name} = :${name}`)
        .join('')}`,
      ConditionExpression: '#status = :current',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':next': next,
        ':current': order.status,
        ':now': now.toISOString(),
        ':entry': [{ status: next, at: now.toISOString(), ...note }],
        ...Object.fromEntries(sets.map(([name, value]) => [`:${name}`, value])),
      },
    },
  };
}

/**
 * Marks the payment lapsed on the cancelling update, on condition that it still awaits payment: a
 * payment confirmed meanwhile makes the whole transaction (stock included) fail.
 */
function withLapse(update: TransactItem, event: PaymentEvent): TransactItem {
  const base = update.Update!;
  return {
    Update: {
      ...base,
      UpdateExpression: `${base.UpdateExpression}, payment_status = :lapsed, payment_events = list_append(payment_events, :payment_event)`,
      ConditionExpression: `${base.ConditionExpression} AND payment_status = :awaiting`,
      ExpressionAttributeValues: {
        ...base.ExpressionAttributeValues,
        ':lapsed': 'lapsed',
        ':awaiting': 'awaiting_payment',
        ':payment_event': [event],
      },
    },
  };
}

/** The update with the staff queue's attributes set or removed too (after every other part). */
function withQueue(update: TransactItem, queue: QueueParts): TransactItem {
  const base = update.Update!;
  return {
    Update: {
      ...base,
      UpdateExpression: `${base.UpdateExpression}${queue.set.map((part) => `, ${part}`).join('')}${
        queue.remove.length > 0 ? ` REMOVE ${queue.remove.join(', ')}` : ''
      }`,
      ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ...queue.values },
    },
  };
}

/**
 * Cancels an order and returns its stock in one transaction. Lines of products deleted since are
 * skipped (`existingProductIds`), so the transaction never re-creates a product. With `lapse`, the
 * same transaction marks the unpaid payment lapsed. An order on account withdraws its invoice and
 * gives the company its credit back in the same transaction (staff's cancel as a declined approval).
 * False when the order's status (or payment) moved meanwhile.
 */
export async function writeCancelledOrder(
  order: Order,
  existingProductIds: ReadonlySet<string>,
  now = new Date(),
  lapse?: PaymentEvent,
): Promise<boolean> {
  const extra = order.account ? companyCreditBack(order, order.account.company_id, now) : [];
  const table = getTableName();
  const returned = order.lines.filter((line) => existingProductIds.has(line.product_id));
  const cancel = buildStatusUpdate(order, 'cancelled', now);
  // Cancelled, no proof waits for staff any more, but a card payment to review still does: the
  // queue's attributes from the order as stored now (its card steps may have moved since `order`
  // was read, e.g. the void before a cancel), cancelled.
  const stored = (await getOrder(order.order_number)) ?? order;
  const queue = staffQueueParts({
    ...stored,
    status: 'cancelled',
    ...(lapse ? { payment_status: 'lapsed', payment_events: [...stored.payment_events, lapse] } : {}),
  });
  const stamp = stampChange(lapse ? 'lapse' : 'cancellation', orderActor(order.order_number));
  const items: TransactItem[] = [
    withQueue(lapse ? withLapse(cancel, lapse) : cancel, queue),
    // A line sold to order took nothing from stock, so it gives nothing back.
    ...returned
      .filter((line) => !line.back_order)
      .map((line): TransactItem => ({
        Update: {
          TableName: table,
          Key: keys.product(line.product_id),
          UpdateExpression: 'SET stock_quantity = stock_quantity + :qty, updated_at = :now, #stamp = :stamp',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#stamp': CHANGE_STAMP_ATTRIBUTE },
          ExpressionAttributeValues: { ':qty': line.quantity, ':now': now.toISOString(), ':stamp': stamp },
        },
      })),
    ...returned.map((line) => catalogueChangeItem('product', line.product_id)),
    ...extra,
  ];
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** The company's invoice for an order on account withdrawn, and its total back in the company's credit. */
function companyCreditBack(order: Order, companyId: string, now: Date): TransactItem[] {
  const table = getTableName();
  return [
    {
      Update: {
        TableName: table,
        Key: keys.company(companyId),
        UpdateExpression:
          'SET balance = balance - :total, available_credit = available_credit + :total, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':total': order.total, ':now': now.toISOString() },
      },
    },
    {
      Delete: {
        TableName: table,
        Key: keys.companyLedgerEntry(companyId, order.created_at, order.order_number),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
}
