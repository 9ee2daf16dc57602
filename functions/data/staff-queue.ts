/**
 * The staff queue on the order item: `gsi4pk` / `gsi4sk` (the sparse `STAFF_QUEUE_INDEX`) and
 * `needs_staff` (the reasons) are present exactly while `staffNeedsOf` says the order needs staff,
 * and every write that can change that sets or removes them in the same write.
 *
 * A write of part of an order (an event appended, one card attempt or step settled) cannot know
 * from its own expression whether the order needs staff for another reason, so it goes through
 * `updateOrderInQueue`: the order is read (strongly consistent), the change applied to it in memory
 * to find the reasons afterwards, and the update sent on condition that the order is still the one
 * read (its `updated_at`); another write in between makes it read again and retry.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Order } from '../core/orders/order.js';
import { staffNeedsOf, type StaffNeed } from '../core/orders/staff-needs.js';
import { documentClient, getTableName, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';
import { STAFF_QUEUE_INDEX } from './table-design.js';

/** The queue's attribute beside its index keys: the reasons, a list of `StaffNeed`. */
export const NEEDS_STAFF_ATTRIBUTE = 'needs_staff';

const QUEUE_PARTITION = 'needs-staff';

/** The queue's partition, to query. */
export const staffQueuePartition = () => ({ gsi4pk: QUEUE_PARTITION });

/** The parts of an update expression that put the order into the queue, or take it out. */
export interface QueueParts {
  set: string[];
  remove: string[];
  values: Record<string, unknown>;
}

/** The queue's attributes as the order `after` a write needs them: set while it needs staff, else removed. */
export function staffQueueParts(after: Order): QueueParts {
  const needs: StaffNeed[] = staffNeedsOf(after);
  if (needs.length === 0) return { set: [], remove: ['gsi4pk', 'gsi4sk', NEEDS_STAFF_ATTRIBUTE], values: {} };
  return {
    set: ['gsi4pk = :queue_pk', 'gsi4sk = :queue_sk', `${NEEDS_STAFF_ATTRIBUTE} = :queue_needs`],
    remove: [],
    values: {
      ':queue_pk': QUEUE_PARTITION,
      ':queue_sk': keys.orderList(after.created_at, after.order_number).gsi3sk,
      ':queue_needs': needs,
    },
  };
}

/** An order item read as an order (the list's own attributes stripped). */
export function orderFromItem(item: Record<string, unknown>): Order {
  return readStored('order', item, ['search_text', NEEDS_STAFF_ATTRIBUTE]);
}

/** One conditional update of the order item, its expression in parts. */
export interface OrderUpdate {
  set: readonly string[];
  remove?: readonly string[];
  condition: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/** A write conflict is retried this many times before the write is taken as refused. */
const MAX_READS = 5;

/**
 * Runs `update` on the order with the staff queue's attributes of the order as `apply` leaves it, in
 * the same write. False when the update's own condition failed (or there is no such order).
 */
export async function updateOrderInQueue(
  orderNumber: string,
  update: OrderUpdate,
  apply: (order: Order) => Order,
): Promise<boolean> {
  const readItem = async () =>
    (
      await documentClient.send(
        new GetCommand({ TableName: getTableName(), Key: keys.order(orderNumber), ConsistentRead: true }),
      )
    ).Item;
  let item = await readItem();
  for (let reads = 1; item && reads <= MAX_READS; reads++) {
    const order = orderFromItem(item);
    const queue = staffQueueParts(apply(order));
    const set = [...update.set, ...queue.set];
    const remove = [...(update.remove ?? []), ...queue.remove];
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: getTableName(),
          Key: keys.order(orderNumber),
          UpdateExpression: [
            set.length > 0 ? `SET ${set.join(', ')}` : '',
            remove.length > 0 ? `REMOVE ${remove.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join(' '),
          ConditionExpression: `(${update.condition}) AND updated_at = :read_updated_at`,
          ...(update.names && Object.keys(update.names).length > 0
            ? { ExpressionAttributeNames: update.names }
            : {}),
          ExpressionAttributeValues: {
            ...update.values,
            ...queue.values,
            ':read_updated_at': order.updated_at,
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const now = error.Item ? unmarshall(error.Item) : await readItem();
      // The order as read: the update's own condition is what failed.
      if (!now || now.updated_at === order.updated_at) return false;
      item = now;
    }
  }
  return false;
}

/**
 * Sets the order's queue attributes from the order as stored, changing nothing else (not even its
 * `updated_at`): the repair of an order written before the queue existed. False when it is gone.
 */
export function refreshStaffQueue(orderNumber: string): Promise<boolean> {
  return updateOrderInQueue(
    orderNumber,
    { set: [], condition: 'attribute_exists(pk)', values: {} },
    (order) => order,
  );
}

/** The numbers of every order in the staff queue now. */
export async function listQueuedOrderNumbers(): Promise<string[]> {
  const items = await queryAll({
    IndexName: STAFF_QUEUE_INDEX,
    KeyConditionExpression: 'gsi4pk = :pk',
    ExpressionAttributeValues: { ':pk': QUEUE_PARTITION },
    ProjectionExpression: 'order_number',
  });
  return items.map((item) => String(item.order_number));
}
