/**
 * Spending limits and the company admin's decisions on orders above them. The limit is kept on both
 * sides of the membership (the company's member item, which the members list reads, and the user's
 * membership item, which placing an order reads), written together. A decision is one conditional
 * write on the order's status (`awaiting_approval`), so of two clicks exactly one wins; an approval
 * dates an on-account invoice from then, a decline gives the stock back and, on account, the
 * company's credit, in that same transaction.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Order } from '../core/orders/order.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys, type ItemKey } from './keys.js';
import { buildStatusUpdate, writeCancelledOrder, writeOrderStatus } from './orders.js';

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
 * to pay runs from now); on account, its invoice's due date `dueOn` (its terms run from now too) is
 * written on the order and on the company's ledger entry in the same transaction, with the time of
 * the approval on the entry (payments settle invoices in the order they became payable). False when it was
 * decided meanwhile.
 */
export async function writeApproval(
  order: Order,
  by: string,
  now: Date,
  due: { paymentDueAt: string | null; dueOn: string | null },
): Promise<boolean> {
  const note = { by, reason: null };
  if (!order.account) {
    return writeOrderStatus(order, 'confirmed', now, note, { payment_due_at: due.paymentDueAt });
  }
  const account = { ...order.account, due_on: due.dueOn };
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          buildStatusUpdate(order, 'confirmed', now, note, { payment_due_at: due.paymentDueAt, account }),
          {
            Update: {
              TableName: getTableName(),
              Key: keys.companyLedgerEntry(account.company_id, order.created_at, order.order_number),
              UpdateExpression: 'SET due_on = :due, approved_at = :at',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':due': due.dueOn, ':at': now.toISOString() },
            },
          },
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
