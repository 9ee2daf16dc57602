/**
 * Spending limits and the company admin's decisions on orders above them. The limit is kept on both
 * sides of the membership (the company's member item, which the members list reads, and the user's
 * membership item, which placing an order reads), written together. A decision is one conditional
 * write on the order's status (`awaiting_approval`), so of two clicks exactly one wins; a decline
 * gives the stock back and, on account, the company's credit, in that same transaction.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Order } from '../core/orders/order.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys, type ItemKey } from './keys.js';
import { writeCancelledOrder, writeOrderStatus } from './orders.js';

/** Sets (or clears, null) a buyer's limit; false unless `userId` is a buyer of this company. */
export async function writeSpendingLimit(
  companyId: string,
  userId: string,
  limit: number | null,
): Promise<boolean> {
  const update = (key: ItemKey, condition: string, values: Record<string, unknown>) => ({
    Update: {
      TableName: getTableName(),
      Key: key,
      UpdateExpression: 'SET spending_limit = :limit',
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':limit': limit, ':buyer': 'buyer', ...values },
    },
  });
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          update(keys.companyMember(companyId, userId), 'attribute_exists(pk) AND #role = :buyer', {}),
          update(keys.companyMembership(userId), 'company_id = :company AND #role = :buyer', {
            ':company': companyId,
          }),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/**
 * Approves a waiting order: it becomes a confirmed order, due to be paid by `paymentDueAt` (its time
 * to pay runs from now). False when it was decided meanwhile.
 */
export function writeApproval(
  order: Order,
  by: string,
  now: Date,
  paymentDueAt: string | null,
): Promise<boolean> {
  return writeOrderStatus(order, 'confirmed', now, { by, reason: null }, { payment_due_at: paymentDueAt });
}

/**
 * Declines a waiting order: cancelled, its stock back and, on account, its invoice withdrawn and the
 * company's credit given back (as any cancel does). False when it was decided meanwhile.
 */
export function writeDecline(
  order: Order,
  existingProductIds: ReadonlySet<string>,
  now: Date,
): Promise<boolean> {
  return writeCancelledOrder(order, existingProductIds, now);
}
