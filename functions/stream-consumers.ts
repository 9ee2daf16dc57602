/**
 * The consumers of the table's stream: one source for the CDK (an event source mapping with this
 * filter per entry) and the local stream poller (which applies the same filter and invokes the same
 * handler with the same DynamoDBStreamEvent). `handler` names the module under `functions/handlers/`
 * exporting `handler`, as in the route table. A new consumer is one more entry.
 *
 * `filter` is a Lambda event filter pattern matched against each stream record as Lambda sees it
 * (`eventName`, `dynamodb.NewImage` in DynamoDB JSON, ...). The local poller understands exact
 * values, `prefix`, `exists` and `anything-but`.
 */
import type { EntityName } from './data/keys.js';

/** A consumer's timeout when its entry gives none. */
export const DEFAULT_CONSUMER_TIMEOUT_SECONDS = 30;

export interface StreamConsumer {
  /** Short name: the function's construct id in AWS and the label of local log lines. */
  name: string;
  handler: string;
  filter: Record<string, unknown>;
  /** Records per invocation. */
  batchSize: number;
  /** A failed batch is retried this many times, then goes to the dead-letter queue. */
  retryAttempts: number;
  /**
   * The function's timeout (`DEFAULT_CONSUMER_TIMEOUT_SECONDS` unless given): a consumer doing a
   * job's whole work needs longer.
   */
  timeoutSeconds?: number;
  /** The function's memory (512 MB unless given). */
  memoryMb?: number;
}

/**
 * The new image's `entity` is one of these: the names declared beside the key builders
 * (`EntityName` in functions/data/keys.ts), so a misspelt entity fails the type check.
 */
const entityIs = (...entities: [EntityName, ...EntityName[]]) => ({ entity: { S: entities } });

/** Changes to order items (placed, status or payment moved); a deleted order sends nothing. */
const orderChanges = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: entityIs('order') },
};

/** Changes to orders, and entries of company ledgers (the reports take the payments received on account). */
const orderAndLedgerChanges = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { entity: { S: ['order', 'company-ledger'] } } },
};

/**
 * Orders that lapse unpaid (bank transfer, card), neither awaiting approval nor cancelled: the
 * handler starts the lapse when one is placed or leaves `awaiting_approval` (approved), and ignores
 * their other changes (a filter cannot compare the old image with the new one).
 */
const lapsingOrderChanges = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: {
    NewImage: {
      ...entityIs('order'),
      payment_method: { S: ['bank_transfer', 'card'] },
      status: { S: [{ 'anything-but': ['awaiting_approval', 'cancelled'] }] },
    },
  },
};

/** Enquiries as they arrive (contact, support and quote requests). */
const newInboxMessages = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: entityIs('inbox-message') },
};

/** Draft orders staff sent to the customer (the consumer mails when `sent_at` moved). */
const sentDraftOrders = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { ...entityIs('draft-order'), status: { S: ['sent'] } } },
};

/**
 * Enquiries with a staff reply waiting for its mail: the message item carries `reply_mail` only
 * then (functions/data/staff-inbox.ts), since a filter cannot look into the thread's list.
 */
const inboxRepliesToSend = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { ...entityIs('inbox-message'), reply_mail: { S: ['sending'] } } },
};

/** Newsletter subscriptions waiting for their confirmation (new or signed up again). */
const pendingSubscriptions = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { ...entityIs('newsletter-subscription'), status: { S: ['pending'] } } },
};

/** Product writes: created or changed (stock, price, anything else); a deleted product has no history. */
const productWrites = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: entityIs('product') },
};

/** Business accounts decided by staff, and buyers' invitations as they are written. */
const businessAccountChanges = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: entityIs('company', 'company-invite', 'company-reminder') },
};

/** Accounting exports as staff ask for them (a new job, queued). */
const newOrderExports = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { ...entityIs('report-export'), state: { S: ['queued'] } } },
};

export const streamConsumers: readonly StreamConsumer[] = [
  {
    name: 'order-mail',
    handler: 'events/send-order-mail',
    filter: orderChanges,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'payment-lapse',
    handler: 'events/start-payment-lapse',
    filter: lapsingOrderChanges,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'enquiry-mail',
    handler: 'events/send-enquiry-mails',
    filter: newInboxMessages,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'quote-mail',
    handler: 'events/send-draft-order-mail',
    filter: sentDraftOrders,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'reply-mail',
    handler: 'events/send-inbox-replies',
    filter: inboxRepliesToSend,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'newsletter-mail',
    handler: 'events/send-newsletter-confirmation',
    filter: pendingSubscriptions,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'product-history',
    handler: 'events/record-product-history',
    filter: productWrites,
    batchSize: 25,
    retryAttempts: 5,
  },
  {
    name: 'report-rollups',
    handler: 'events/update-report-rollups',
    filter: orderAndLedgerChanges,
    // A batch's orders add to the same cells (the day's totals, categories, brands, products) once:
    // the more a batch holds, the fewer items an order writes (a third fewer at 500 than at 100;
    // docs/benchmarks.md). The stream sends what is waiting, so batches are this large only when the
    // consumer is behind.
    batchSize: 500,
    retryAttempts: 5,
    timeoutSeconds: 60,
  },
  {
    name: 'back-in-stock',
    handler: 'events/send-back-in-stock',
    filter: productWrites,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'company-mail',
    handler: 'events/send-company-mail',
    filter: businessAccountChanges,
    batchSize: 10,
    retryAttempts: 5,
  },
  {
    name: 'report-exports',
    handler: 'events/run-order-exports',
    filter: newOrderExports,
    batchSize: 1,
    retryAttempts: 2,
    timeoutSeconds: 300,
    memoryMb: 1024,
  },
];
