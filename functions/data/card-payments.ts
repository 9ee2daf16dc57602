/**
 * Card payment attempts on the order item, each change one conditional update: an attempt is recorded
 * (under its TransactionIdentifier) before the gateway is called; completing it is claimed once, so a
 * `Response` posted twice or two completions at once ask the gateway once; the outcome is written in
 * one update that marks the order paid only while it still awaits payment, so two approved attempts
 * of one order (two tabs) can never both count.
 *
 * Each attempt also has a small marker item in one partition from when it is recorded until its
 * outcome is final, so the reconciler finds the open ones by the attempt, whenever it started (a
 * business order's attempt can start days after placing, at its approval; a shopper may pay again
 * later), without reading every order. The order item stays the truth: a marker whose attempt is
 * settled is only deleted.
 *
 * The SpiToken the gateway hands out is kept on its own item (not on the order, which shoppers read),
 * naming the order and the attempt it belongs to: the MerchantResponseUrl route finds the attempt by
 * it and by nothing else.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Order } from '../core/orders/order.js';
import type { PaymentEvent } from '../core/orders/payment.js';
import type { CardGatewayStep, CardPaymentRecord } from '../core/payments/card-payment.js';
import type { CardAttempt, CardAttemptState } from '../core/payments/card-attempts.js';
import { documentClient, getTableName, putItemsInBatches, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';
import { updateOrderInQueue, type OrderUpdate } from './staff-queue.js';
import { TTL_ATTRIBUTE } from './table-design.js';

/** A token's item outlives the token (5 minutes) by a day, for the reconciler and for support. */
const TOKEN_ITEM_TTL_SECONDS = 86_400;

/**
 * One conditional update of the order item; false when the condition failed. With `apply` (what the
 * update does, on the order in memory), a write that can put the order into the staff queue or take
 * it out keeps the queue's attributes in step in the same write (data/staff-queue.ts).
 */
async function updateOrderIf(
  orderNumber: string,
  update: OrderUpdate,
  apply?: (order: Order) => Order,
): Promise<boolean> {
  if (apply) return updateOrderInQueue(orderNumber, update, apply);
  const remove = update.remove?.length ? ` REMOVE ${update.remove.join(', ')}` : '';
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.order(orderNumber),
        UpdateExpression: `SET ${update.set.join(', ')}${remove}`,
        ConditionExpression: update.condition,
        ExpressionAttributeNames: update.names,
        ExpressionAttributeValues: update.values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The order with attempt `id` in `state`. */
function withAttemptState(order: Order, id: string, state: CardAttemptState): Order {
  const attempt = order.card_attempts?.[id];
  if (!attempt) return order;
  return { ...order, card_attempts: { ...order.card_attempts, [id]: { ...attempt, state } } };
}

/** The order with step `id` of its card payment changed by `step`. */
function withStep(order: Order, id: string, step: Partial<CardGatewayStep>): Order {
  const payment = order.card_payment;
  if (!payment) return order;
  const steps = { ...payment.steps, [id]: { ...payment.steps[id], ...step } as CardGatewayStep };
  return { ...order, card_payment: { ...payment, steps } };
}

/**
 * A partition of small marker items, one per open thing of an order (an attempt, a gateway step), that
 * the reconciler lists in one query; the thing's own id is the sort key's part after the order number.
 */
interface OrderMarker {
  order_number: string;
  id: string;
  at: string;
}

const orderMarkerKey = (pk: string, orderNumber: string, id: string) => ({ pk, sk: `${orderNumber}#${id}` });

async function listOrderMarkers(pk: string): Promise<OrderMarker[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  return items.map((item) => {
    const orderNumber = String(item.order_number);
    return {
      order_number: orderNumber,
      id: String(item.sk).slice(orderNumber.length + 1),
      at: String(item.at),
    };
  });
}

/** Puts a marker living `ttlSeconds` from `at`; `fields` name the id as the thing's own items do. */
async function putOrderMarker(
  pk: string,
  marker: OrderMarker & { entity: string; ttlSeconds: number; fields: Record<string, string> },
): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...orderMarkerKey(pk, marker.order_number, marker.id),
        entity: marker.entity,
        order_number: marker.order_number,
        ...marker.fields,
        at: marker.at,
        [TTL_ATTRIBUTE]: Math.floor(Date.parse(marker.at) / 1000) + marker.ttlSeconds,
      },
    }),
  );
}

async function deleteOrderMarker(pk: string, orderNumber: string, id: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: getTableName(), Key: orderMarkerKey(pk, orderNumber, id) }),
  );
}

const OPEN_ATTEMPTS_PK = 'card-attempt#open';
/** A marker outlives any attempt the reconciler could still settle. */
const OPEN_ATTEMPT_TTL_SECONDS = 7 * 86_400;

export interface OpenCardAttempt {
  order_number: string;
  transaction_identifier: string;
  /** When the attempt started. */
  at: string;
}

/** Every attempt marked open: those of the last few minutes and those left for the reconciler. */
export async function listOpenCardAttempts(): Promise<OpenCardAttempt[]> {
  return (await listOrderMarkers(OPEN_ATTEMPTS_PK)).map(({ order_number, id, at }) => ({
    order_number,
    transaction_identifier: id,
    at,
  }));
}

export async function deleteOpenCardAttempt(
  orderNumber: string,
  transactionIdentifier: string,
): Promise<void> {
  await deleteOrderMarker(OPEN_ATTEMPTS_PK, orderNumber, transactionIdentifier);
}

/**
 * Records a new attempt on a card order that still awaits payment, and its open marker, side by side
 * (one round trip, before the gateway is called); false when the order is not one (paid meanwhile,
 * lapsed, cancelled, another method), and the marker is taken away again. Should the marker's write
 * fail, the attempt stays on the order `started` and the gateway is never asked: nothing to reconcile.
 */
export async function recordCardAttempt(orderNumber: string, attempt: CardAttempt): Promise<boolean> {
  const [marker, order] = await Promise.allSettled([
    putOrderMarker(OPEN_ATTEMPTS_PK, {
      order_number: orderNumber,
      id: attempt.transaction_identifier,
      at: attempt.started_at,
      entity: 'card-attempt-open',
      ttlSeconds: OPEN_ATTEMPT_TTL_SECONDS,
      fields: { transaction_identifier: attempt.transaction_identifier },
    }),
    updateOrderIf(orderNumber, {
      set: ['card_attempts.#id = :attempt', 'updated_at = :now'],
      condition:
        'attribute_exists(pk) AND payment_method = :card AND payment_status = :awaiting AND #status <> :cancelled AND attribute_type(card_attempts, :map) AND attribute_not_exists(card_attempts.#id)',
      names: { '#id': attempt.transaction_identifier, '#status': 'status' },
      values: {
        ':attempt': attempt,
        ':now': attempt.started_at,
        ':card': 'card',
        ':awaiting': 'awaiting_payment',
        ':cancelled': 'cancelled',
        ':map': 'M',
      },
    }),
  ]);
  const written = order.status === 'fulfilled' && order.value;
  if (!written && marker.status === 'fulfilled')
    await deleteOpenCardAttempt(orderNumber, attempt.transaction_identifier);
  if (order.status === 'rejected') throw order.reason;
  if (marker.status === 'rejected') throw marker.reason;
  return written;
}

export interface SpiTokenRecord {
  order_number: string;
  transaction_identifier: string;
  expires_at: string;
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

export interface CardFrameRecord {
  order_number: string;
  /** The gateway's HTML that opens its hosted page (and runs 3-D Secure's scripts). */
  redirect_data: string;
  /** The frame is served only until then: the SpiToken inside it is no good after. */
  expires_at: string;
}

/**
 * Keeps which order and attempt the gateway's SpiToken belongs to, and the attempt's RedirectData for
 * its payment frame, in one BatchWriteItem; both items expire a day after the token.
 */
export async function recordSpiTokenAndFrame(
  spiToken: string,
  token: SpiTokenRecord,
  frame: CardFrameRecord,
): Promise<void> {
  const ttl = (record: { expires_at: string }) =>
    Math.floor(Date.parse(record.expires_at) / 1000) + TOKEN_ITEM_TTL_SECONDS;
  await putItemsInBatches([
    { ...keys.spiToken(spiToken), entity: 'spi-token', ...token, [TTL_ATTRIBUTE]: ttl(token) },
    {
      ...keys.cardFrame(token.transaction_identifier),
      entity: 'card-frame',
      ...frame,
      [TTL_ATTRIBUTE]: ttl(frame),
    },
  ]);
}

/**
 * The attempt's RedirectData, handed out once (one conditional update marks it served) and only
 * before it expires; undefined for an unknown attempt, a frame served before, or one too old.
 */
export async function takeCardFrame(attemptId: string, now: string): Promise<string | undefined> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.cardFrame(attemptId),
        UpdateExpression: 'SET served_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(served_at) AND expires_at > :now',
        ExpressionAttributeValues: { ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return String(result.Attributes!.redirect_data);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
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
  return updateOrderIf(orderNumber, {
    set: ['card_attempts.#id.#state = :completing', 'updated_at = :now'],
    condition: `card_attempts.#id.#state IN (${from.map((_, index) => `:from${index}`).join(', ')})`,
    names: { '#id': transactionIdentifier, '#state': 'state' },
    values,
  });
}

/** An attempt's outcome (`:state`, `:code`, `:now`) on the attempt `#id`. */
const ATTEMPT_OUTCOME = [
  'card_attempts.#id.#state = :state',
  'card_attempts.#id.iso_response_code = :code',
  'card_attempts.#id.completed_at = :now',
  'updated_at = :now',
];

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
  return writeApproved(orderNumber, payment, event, {
    code: isoResponseCode,
    attemptCondition: 'card_attempts.#id.#state = :completing',
    values: { ':completing': 'completing' },
  });
}

/**
 * The one update that marks an order paid by an approved attempt (the gateway's answer or staff's
 * reading of the portal): order paid, card payment and `paid` event, attempt approved, only while
 * `attemptCondition` holds and the order still awaits payment and is not cancelled, so it counts once.
 */
async function writeApproved(
  orderNumber: string,
  payment: CardPaymentRecord,
  event: PaymentEvent,
  how: { code: string; attemptCondition: string; values: Record<string, unknown>; set?: string[] },
): Promise<boolean> {
  const written = await updateOrderIf(
    orderNumber,
    {
      set: [
        'payment_status = :paid',
        'card_payment = :payment',
        'payment_events = list_append(payment_events, :events)',
        ...(how.set ?? []),
        ...ATTEMPT_OUTCOME,
      ],
      condition: `${how.attemptCondition} AND payment_status = :awaiting AND #status <> :cancelled`,
      names: { '#id': payment.transaction_identifier, '#state': 'state', '#status': 'status' },
      values: {
        ':paid': 'paid',
        ':payment': payment,
        ':events': [event],
        ':state': 'approved',
        ':code': how.code,
        ':now': event.at,
        ':awaiting': 'awaiting_payment',
        ':cancelled': 'cancelled',
        ...how.values,
      },
    },
    (order) => ({
      ...withAttemptState(order, payment.transaction_identifier, 'approved'),
      payment_status: 'paid',
      card_payment: payment,
      payment_events: [...order.payment_events, event],
    }),
  );
  if (written) await deleteOpenCardAttempt(orderNumber, payment.transaction_identifier);
  return written;
}

/** Any other outcome of an attempt being completed: declined, voided, unknown, needs review. */
export async function writeCardAttemptOutcome(
  orderNumber: string,
  transactionIdentifier: string,
  outcome: { state: Exclude<CardAttemptState, 'approved'>; isoResponseCode: string | null; at: string },
): Promise<boolean> {
  const written = await updateOrderIf(
    orderNumber,
    {
      set: ATTEMPT_OUTCOME,
      condition: 'card_attempts.#id.#state = :completing',
      names: { '#id': transactionIdentifier, '#state': 'state' },
      values: {
        ':state': outcome.state,
        ':code': outcome.isoResponseCode,
        ':now': outcome.at,
        ':completing': 'completing',
      },
    },
    (order) => withAttemptState(order, transactionIdentifier, outcome.state),
  );
  // An unknown answer stays open for the reconciler.
  if (written && outcome.state !== 'unknown') await deleteOpenCardAttempt(orderNumber, transactionIdentifier);
  return written;
}

/** The condition of staff's settlement: the attempt is still waiting for review. */
const ATTEMPT_TO_SETTLE = 'card_attempts.#id.#state IN (:unknown, :review)';

/**
 * Staff found the attempt approved in the PowerTranz portal: the order paid with its authorisation
 * and a `paid` event, in the one update an approved answer makes (`writeCardApproval`), only while the
 * attempt still waits for review and the order still awaits payment and is not cancelled, so two
 * staff settling at once count it once. False otherwise.
 */
export function writeStaffCardApproval(
  orderNumber: string,
  payment: CardPaymentRecord,
  event: PaymentEvent,
  settled: NonNullable<CardAttempt['settled']>,
): Promise<boolean> {
  return writeApproved(orderNumber, payment, event, {
    code: '00',
    attemptCondition: ATTEMPT_TO_SETTLE,
    values: { ':settled': settled, ':unknown': 'unknown', ':review': 'needs_review' },
    set: ['card_attempts.#id.settled = :settled'],
  });
}

/**
 * Staff found the attempt not paid in the portal: it is closed as declined (no code), so the order
 * stays unpaid and may be paid again; only while it still waits for review. False otherwise.
 */
export async function writeStaffCardAttemptNotPaid(
  orderNumber: string,
  transactionIdentifier: string,
  settled: NonNullable<CardAttempt['settled']>,
): Promise<boolean> {
  const written = await updateOrderIf(
    orderNumber,
    {
      set: [...ATTEMPT_OUTCOME, 'card_attempts.#id.settled = :settled'],
      condition: ATTEMPT_TO_SETTLE,
      names: { '#id': transactionIdentifier, '#state': 'state' },
      values: {
        ':state': 'declined',
        ':code': null,
        ':now': settled.at,
        ':settled': settled,
        ':unknown': 'unknown',
        ':review': 'needs_review',
      },
    },
    (order) => withAttemptState(order, transactionIdentifier, 'declined'),
  );
  if (written) await deleteOpenCardAttempt(orderNumber, transactionIdentifier);
  return written;
}

/**
 * Capture, void and refund steps are each written `pending` under their own id (the gateway's
 * `ExternalIdentifier`) BEFORE the gateway is asked, then settled with its answer in one conditional
 * write. A step that never gets an answer (the function timed out or crashed between the call and
 * the write, or the gateway's answer was lost) is left pending: each pending step also has a small
 * marker item in one partition, so the reconciler finds them without reading every order (the
 * order item stays the truth; a marker whose step is settled is only deleted).
 */
const PENDING_STEPS_PK = 'card-step#pending';
/** A marker outlives any step the reconciler could still settle. */
const PENDING_STEP_TTL_SECONDS = 30 * 86_400;

export interface PendingCardStep {
  order_number: string;
  step_id: string;
  at: string;
}

/** Every step marked pending (a handful at most), oldest first. */
export async function listPendingCardSteps(): Promise<PendingCardStep[]> {
  return (await listOrderMarkers(PENDING_STEPS_PK))
    .map(({ order_number, id, at }) => ({ order_number, step_id: id, at }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

export async function deletePendingCardStep(orderNumber: string, stepId: string): Promise<void> {
  await deleteOrderMarker(PENDING_STEPS_PK, orderNumber, stepId);
}

/** Writes the marker, then the step in `update`; the marker goes again when the write is refused. */
async function reserveStep(
  orderNumber: string,
  stepId: string,
  step: CardGatewayStep,
  update: OrderUpdate,
): Promise<boolean> {
  await putOrderMarker(PENDING_STEPS_PK, {
    order_number: orderNumber,
    id: stepId,
    at: step.at,
    entity: 'card-step-pending',
    ttlSeconds: PENDING_STEP_TTL_SECONDS,
    fields: { step_id: stepId },
  });
  const written = await updateOrderIf(
    orderNumber,
    {
      ...update,
      names: { ...update.names, '#step': stepId },
      values: { ...update.values, ':step': step, ':now': step.at },
    },
    (order) => withStep(order, stepId, step),
  );
  if (!written) await deletePendingCardStep(orderNumber, stepId);
  return written;
}

/**
 * Reserves a capture or a void BEFORE the gateway is asked: the pending step, and the order's one
 * `pending_step` (no second capture or void starts while one is unsettled), only while the order is
 * paid, nothing is captured and no other capture or void is pending. False otherwise.
 */
export function reserveCardStep(
  orderNumber: string,
  stepId: string,
  step: CardGatewayStep,
): Promise<boolean> {
  return reserveStep(orderNumber, stepId, step, {
    set: ['card_payment.steps.#step = :step', 'card_payment.pending_step = :id', 'updated_at = :now'],
    condition:
      'payment_status = :paid AND card_payment.captured = :zero AND card_payment.voided_at = :null AND attribute_not_exists(card_payment.pending_step)',
    values: { ':id': stepId, ':paid': 'paid', ':zero': 0, ':null': null },
  });
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
  return reserveStep(orderNumber, stepId, step, {
    set: ['card_payment.refunded = :after', 'card_payment.steps.#step = :step', 'updated_at = :now'],
    condition:
      'payment_status = :paid AND card_payment.refunded = :before AND attribute_not_exists(card_payment.steps.#step)',
    values: {
      ':after': Math.round((before + step.amount) * 100) / 100,
      ':before': before,
      ':paid': 'paid',
    },
  });
}

/** The gateway's answer to a step, or `unknown` (refunds only: kept counted until it is known). */
export interface CardStepAnswer {
  kind: CardGatewayStep['kind'];
  state: 'approved' | 'refused' | 'unknown';
  amount: number;
  iso_response_code: string | null;
  response_message: string | null;
  at: string;
  /** Staff who settled it by hand from the PowerTranz portal (no answer came from the gateway). */
  settled?: NonNullable<CardGatewayStep['settled']>;
}

/**
 * Settles a pending (or unknown) step with the gateway's answer, once: an approved capture records
 * the captured amount, an approved void releases the authorisation, a refused refund gives its
 * amount back to the refundable total; a capture or void settled either way frees the order's
 * `pending_step`. `event` (a void, or a refund that completes the refunds) marks the payment
 * refunded. False when the step was settled already (by the reconciler, staff or this same answer).
 */
export async function writeCardStepAnswer(
  orderNumber: string,
  stepId: string,
  answer: CardStepAnswer,
  event: PaymentEvent | null,
): Promise<boolean> {
  const set = [
    'card_payment.steps.#step.#state = :state',
    'card_payment.steps.#step.iso_response_code = :code',
    'card_payment.steps.#step.response_message = :message',
    'updated_at = :now',
  ];
  const remove: string[] = [];
  const values: Record<string, unknown> = {
    ':state': answer.state,
    ':code': answer.iso_response_code,
    ':message': answer.response_message,
    ':now': answer.at,
    ':pending': 'pending',
    ':unknown': 'unknown',
  };
  if (answer.settled) {
    set.push('card_payment.steps.#step.settled = :settled');
    values[':settled'] = answer.settled;
  }
  const approved = answer.state === 'approved';
  if (answer.kind !== 'refund' && answer.state !== 'unknown') remove.push('card_payment.pending_step');
  if (answer.kind === 'capture' && approved) set.push('card_payment.captured = :amount');
  if (answer.kind === 'void' && approved) set.push('card_payment.voided_at = :now');
  if (answer.kind === 'refund' && answer.state === 'refused') {
    set.push('card_payment.refunded = card_payment.refunded - :amount');
  }
  if (set.some((part) => part.includes(':amount'))) values[':amount'] = answer.amount;
  if (event && approved) {
    set.push('payment_status = :refunded', 'payment_events = list_append(payment_events, :events)');
    values[':refunded'] = 'refunded';
    values[':events'] = [event];
  }
  const written = await updateOrderIf(
    orderNumber,
    {
      set,
      remove,
      condition: 'card_payment.steps.#step.#state IN (:pending, :unknown)',
      names: { '#step': stepId, '#state': 'state' },
      values,
    },
    (order) => ({
      ...withStep(order, stepId, { state: answer.state }),
      ...(event && approved ? { payment_status: 'refunded' as const } : {}),
    }),
  );
  if (written && answer.state !== 'unknown') await deletePendingCardStep(orderNumber, stepId);
  return written;
}

/**
 * Staff settle a refund the gateway did not answer, after checking the PowerTranz portal: it went
 * through (`approved`; `event` when it completes the refunds, marking the payment refunded) or it did
 * not (`refused`, its amount given back to the refundable total). Written with who and when, only
 * while the step is still in the state staff read (`from`) and the refunded total is still
 * `refundedBefore`, so two staff settling at once, a late gateway answer or a refund reserved
 * meanwhile never count twice. False when the order moved meanwhile.
 */
export async function writeStaffRefundSettlement(
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
  const written = await updateOrderIf(
    orderNumber,
    {
      set: sets,
      condition: 'card_payment.steps.#step.#state = :from AND card_payment.refunded = :before',
      names: { '#step': stepId, '#state': 'state' },
      values,
    },
    (order) => ({
      ...withStep(order, stepId, { state: settlement.state }),
      ...(event ? { payment_status: 'refunded' as const } : {}),
    }),
  );
  if (written) await deletePendingCardStep(orderNumber, stepId);
  return written;
}
