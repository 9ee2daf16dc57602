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
import type { CardGatewayStep, CardPaymentRecord } from '../core/payments/card-payment.js';
import type { CardAttempt, CardAttemptState } from '../core/payments/card-attempts.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';
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
    orders.push(...(page.Items ?? []).map((item) => readStored('order', item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return orders;
}

/**
 * Records an approved capture: the captured amount and its step, once (only while nothing is
 * captured and the authorisation is not voided). False when it was recorded already.
 */
export function recordCardCapture(
  orderNumber: string,
  stepId: string,
  step: CardGatewayStep,
): Promise<boolean> {
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression:
        'SET card_payment.captured = :amount, card_payment.steps.#step = :step, updated_at = :now',
      ConditionExpression: 'card_payment.captured = :zero AND card_payment.voided_at = :null',
      ExpressionAttributeNames: { '#step': stepId },
      ExpressionAttributeValues: {
        ':amount': step.amount,
        ':step': step,
        ':now': step.at,
        ':zero': 0,
        ':null': null,
      },
    }),
  );
}

/**
 * Records an approved void: the authorisation released and the payment no longer held (refunded,
 * with its payment event), only while the order is paid and nothing is captured.
 */
export function recordCardVoid(
  orderNumber: string,
  stepId: string,
  step: CardGatewayStep,
  event: PaymentEvent,
): Promise<boolean> {
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression:
        'SET card_payment.voided_at = :now, card_payment.steps.#step = :step, payment_status = :refunded, payment_events = list_append(payment_events, :events), updated_at = :now',
      ConditionExpression: 'payment_status = :paid AND card_payment.captured = :zero',
      ExpressionAttributeNames: { '#step': stepId },
      ExpressionAttributeValues: {
        ':now': step.at,
        ':step': step,
        ':refunded': 'refunded',
        ':events': [event],
        ':paid': 'paid',
        ':zero': 0,
      },
    }),
  );
}

/**
 * Reserves a refund BEFORE the gateway is asked: the refunded total goes from `before` to
 * `before + amount` with a pending step, on condition that the total is still `before` (and the
 * order still paid). The caller checked `before + amount` against the capture, so of two refunds
 * read against the same total only one is written: the other is refused and the gateway is asked
 * once. False when the total moved meanwhile.
 */
export function reserveCardRefund(
  orderNumber: string,
  stepId: string,
  step: CardGatewayStep,
  before: number,
): Promise<boolean> {
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression:
        'SET card_payment.refunded = :after, card_payment.steps.#step = :step, updated_at = :now',
      ConditionExpression:
        'payment_status = :paid AND card_payment.refunded = :before AND attribute_not_exists(card_payment.steps.#step)',
      ExpressionAttributeNames: { '#step': stepId },
      ExpressionAttributeValues: {
        ':after': Math.round((before + step.amount) * 100) / 100,
        ':before': before,
        ':step': step,
        ':now': step.at,
        ':paid': 'paid',
      },
    }),
  );
}

/**
 * Settles a pending refund with the gateway's answer. A refused one gives its amount back to the
 * refundable total; an approved one that completes the refunds marks the payment refunded (`event`).
 * An unknown one stays counted until staff check it at the gateway.
 */
export function settleCardRefund(
  orderNumber: string,
  stepId: string,
  answer: Pick<CardGatewayStep, 'state' | 'iso_response_code' | 'response_message'> & { amount: number },
  event: PaymentEvent | null,
): Promise<boolean> {
  const sets = [
    'card_payment.steps.#step.#state = :state',
    'card_payment.steps.#step.iso_response_code = :code',
    'card_payment.steps.#step.response_message = :message',
  ];
  const values: Record<string, unknown> = {
    ':state': answer.state,
    ':code': answer.iso_response_code,
    ':message': answer.response_message,
    ':pending': 'pending',
  };
  if (answer.state === 'refused') {
    sets.push('card_payment.refunded = card_payment.refunded - :amount');
    values[':amount'] = answer.amount;
  }
  if (event) {
    sets.push('payment_status = :refunded', 'payment_events = list_append(payment_events, :events)');
    values[':refunded'] = 'refunded';
    values[':events'] = [event];
  }
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'card_payment.steps.#step.#state = :pending',
      ExpressionAttributeNames: { '#step': stepId, '#state': 'state' },
      ExpressionAttributeValues: values,
    }),
  );
}

/**
 * Staff settle a refund the gateway did not answer, after checking the PowerTranz portal: it went
 * through (`approved`; `event` when it completes the refunds, marking the payment refunded) or it did
 * not (`refused`, its amount given back to the refundable total). Written with who and when, only
 * while the step is still in the state staff read (`from`) and the refunded total is still
 * `refundedBefore`, so two staff settling at once, a late gateway answer or a refund reserved
 * meanwhile never count twice. False when the order moved meanwhile.
 */
export function writeStaffRefundSettlement(
  orderNumber: string,
  stepId: string,
  settlement: {
    from: CardGatewayStep['state'];
    state: 'approved' | 'refused';
    refundedBefore: number;
    refundedAfter: number;
    settled: NonNullable<CardGatewayStep['settled']>;
  },
  event: PaymentEvent | null,
): Promise<boolean> {
  const sets = [
    'card_payment.steps.#step.#state = :state',
    'card_payment.steps.#step.settled = :settled',
    'card_payment.refunded = :after',
    'updated_at = :now',
  ];
  const values: Record<string, unknown> = {
    ':state': settlement.state,
    ':settled': settlement.settled,
    ':after': settlement.refundedAfter,
    ':before': settlement.refundedBefore,
    ':from': settlement.from,
    ':now': settlement.settled.at,
  };
  if (event) {
    sets.push('payment_status = :refunded', 'payment_events = list_append(payment_events, :events)');
    values[':refunded'] = 'refunded';
    values[':events'] = [event];
  }
  return conditionally(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(orderNumber),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'card_payment.steps.#step.#state = :from AND card_payment.refunded = :before',
      ExpressionAttributeNames: { '#step': stepId, '#state': 'state' },
      ExpressionAttributeValues: values,
    }),
  );
}
