/**
 * Card payment attempts on the order item, each change one conditional update: an attempt is recorded
 * (under its TransactionIdentifier) before the gateway is called; completing it is claimed once, so a
 * `Response` posted twice or two completions at once ask the gateway once; the outcome is written in
 * one update that marks the order paid only while it still awaits payment, so two approved attempts
 * of one order (two tabs) can never both count.
 *
 * The SpiToken the gateway hands out is kept on its own item (not on the order, which shoppers read),
 * naming the order and the attempt it belongs to: the MerchantResponseUrl route finds the attempt by
 * it and by nothing else.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Order } from '../core/orders/order.js';
import type { PaymentEvent } from '../core/orders/payment.js';
import type { CardPaymentRecord } from '../core/payments/card-payment.js';
import type { CardAttempt, CardAttemptState } from '../core/payments/card-attempts.js';
import { documentClient, getTableName, stripKeys } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

/** A token's item outlives the token (5 minutes) by a day, for the reconciler and for support. */
const TOKEN_ITEM_TTL_SECONDS = 86_400;

async function conditionally(command: UpdateCommand): Promise<boolean> {
  try {
    await documentClient.send(command);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Records a new attempt on a card order that still awaits payment; false when the order is not one
 * (paid meanwhile, lapsed, cancelled, another method).
 */
export function recordCardAttempt(orderNumber: string, attempt: CardAttempt): Promise<boolean> {
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression: 'SET card_attempts.#id = :attempt, updated_at = :now',
      ConditionExpression:
        'attribute_exists(pk) AND payment_method = :card AND payment_status = :awaiting AND #status <> :cancelled AND attribute_type(card_attempts, :map) AND attribute_not_exists(card_attempts.#id)',
      ExpressionAttributeNames: { '#id': attempt.transaction_identifier, '#status': 'status' },
      ExpressionAttributeValues: {
        ':attempt': attempt,
        ':now': attempt.started_at,
        ':card': 'card',
        ':awaiting': 'awaiting_payment',
        ':cancelled': 'cancelled',
        ':map': 'M',
      },
    }),
  );
}

export interface SpiTokenRecord {
  order_number: string;
  transaction_identifier: string;
  expires_at: string;
}

/** Keeps which order and attempt a gateway's SpiToken belongs to. */
export async function recordSpiToken(spiToken: string, record: SpiTokenRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...keys.spiToken(spiToken),
        entity: 'spi-token',
        ...record,
        [TTL_ATTRIBUTE]: Math.floor(Date.parse(record.expires_at) / 1000) + TOKEN_ITEM_TTL_SECONDS,
      },
    }),
  );
}

export async function findSpiToken(spiToken: string): Promise<SpiTokenRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.spiToken(spiToken), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  return {
    order_number: String(result.Item.order_number),
    transaction_identifier: String(result.Item.transaction_identifier),
    expires_at: String(result.Item.expires_at),
  };
}

/**
 * Moves an attempt from one of `from` to `completing`: only one caller asks the gateway for its
 * outcome. False when it is not in such a state (already completed, or being completed).
 */
export function claimCardAttempt(
  orderNumber: string,
  transactionIdentifier: string,
  from: readonly CardAttemptState[],
  now: string,
): Promise<boolean> {
  const values: Record<string, unknown> = { ':completing': 'completing', ':now': now };
  from.forEach((state, index) => (values[`:from${index}`] = state));
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression: 'SET card_attempts.#id.#state = :completing, updated_at = :now',
      ConditionExpression: `card_attempts.#id.#state IN (${from.map((_, index) => `:from${index}`).join(', ')})`,
      ExpressionAttributeNames: { '#id': transactionIdentifier, '#state': 'state' },
      ExpressionAttributeValues: values,
    }),
  );
}

/**
 * The approved answer, in one update: the order paid with its authorisation and a `paid` event, and
 * the attempt approved, only while the attempt is being completed and the order still awaits payment
 * and is not cancelled. False when another attempt paid it first or it lapsed: the caller must then
 * release the authorisation.
 */
export function writeCardApproval(
  orderNumber: string,
  payment: CardPaymentRecord,
  isoResponseCode: string,
  event: PaymentEvent,
): Promise<boolean> {
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression:
        'SET payment_status = :paid, card_payment = :payment, payment_events = list_append(payment_events, :events), card_attempts.#id.#state = :approved, card_attempts.#id.iso_response_code = :code, card_attempts.#id.completed_at = :now, updated_at = :now',
      ConditionExpression:
        'card_attempts.#id.#state = :completing AND payment_status = :awaiting AND #status <> :cancelled',
      ExpressionAttributeNames: {
        '#id': payment.transaction_identifier,
        '#state': 'state',
        '#status': 'status',
      },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':payment': payment,
        ':events': [event],
        ':approved': 'approved',
        ':code': isoResponseCode,
        ':now': event.at,
        ':completing': 'completing',
        ':awaiting': 'awaiting_payment',
        ':cancelled': 'cancelled',
      },
    }),
  );
}

/** Any other outcome of an attempt being completed: declined, voided, unknown, needs review. */
export function writeCardAttemptOutcome(
  orderNumber: string,
  transactionIdentifier: string,
  outcome: { state: Exclude<CardAttemptState, 'approved'>; isoResponseCode: string | null; at: string },
): Promise<boolean> {
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression:
        'SET card_attempts.#id.#state = :state, card_attempts.#id.iso_response_code = :code, card_attempts.#id.completed_at = :now, updated_at = :now',
      ConditionExpression: 'card_attempts.#id.#state = :completing',
      ExpressionAttributeNames: { '#id': transactionIdentifier, '#state': 'state' },
      ExpressionAttributeValues: {
        ':state': outcome.state,
        ':code': outcome.isoResponseCode,
        ':now': outcome.at,
        ':completing': 'completing',
      },
    }),
  );
}

/** Card orders placed since `since` (the staff list's index, newest first), for the reconciler. */
export async function listCardOrdersSince(since: string): Promise<Order[]> {
  const orders: Order[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: getTableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk >= :since',
        FilterExpression: 'payment_method = :card',
        ExpressionAttributeValues: { ':pk': keys.orderList().gsi3pk, ':since': since, ':card': 'card' },
        ExclusiveStartKey: start,
      }),
    );
    orders.push(...(page.Items ?? []).map((item) => stripKeys(item) as unknown as Order));
    start = page.LastEvaluatedKey;
  } while (start);
  return orders;
}
