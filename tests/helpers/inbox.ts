/**
 * Enquiries for the staff inbox tests, stored as the public forms store them (the model's own
 * builder and keys), and a staff client of the admin inbox routes.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildInboxMessage, type Enquiry, type InboxMessage } from '../../functions/core/inbox/message.js';
import { keys } from '../../functions/data/keys.js';
import { createDocumentClient, makeEmail } from './accounts.js';
import type { ProvidedShop } from './integration-setup.js';

export function contactEnquiry(subject: string, email = makeEmail('shopper')): Enquiry {
  return {
    kind: 'contact',
    form: {
      first_name: 'Shanice',
      last_name: 'Campbell',
      email,
      phone: null,
      subject,
      message: 'Do you deliver laptops to Montego Bay?',
    },
  };
}

/** A bulk-order quote request for these lines (SKU and quantity). */
export function quoteEnquiry(
  lines: { sku: string; quantity: number }[],
  email = makeEmail('buyer'),
): Enquiry {
  return {
    kind: 'quote',
    form: {
      name: 'Andre Williams',
      email,
      phone: null,
      company: 'Kingston Office Supplies Ltd',
      trn: '123456789',
      lines,
      notes: 'We would pay $1 each for these.',
    },
  };
}

/** Stores an enquiry as a received form would, `createdAt` apart so the list order is known. */
export async function storeEnquiry(
  shop: ProvidedShop,
  enquiry: Enquiry,
  createdAt = new Date().toISOString(),
): Promise<InboxMessage> {
  const message = buildInboxMessage(enquiry, {
    id: randomUUID(),
    threadEntryId: randomUUID(),
    now: createdAt,
    userId: null,
  });
  const documents = createDocumentClient(shop);
  try {
    await documents.send(
      new PutCommand({
        TableName: shop.functionEnv.TABLE_NAME,
        Item: {
          ...keys.inboxMessage(message.id),
          ...keys.inboxList(message.created_at, message.id),
          entity: 'inbox-message',
          ...message,
        },
      }),
    );
  } finally {
    documents.destroy();
  }
  return message;
}

/** Calls an admin inbox route with a token; answers the status and the parsed body. */
export async function callInbox<T = Record<string, unknown>>(
  shop: ProvidedShop,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${shop.url}/api/admin/inbox${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Reads the message until the reply's mail left `sending` (the reply-mail stream consumer settled
 * it), and returns the message as it then is; fails if it never does.
 */
export async function waitForReplySettled(
  shop: ProvidedShop,
  token: string,
  messageId: string,
  replyId: string,
  timeoutMs = 20_000,
): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await callInbox<{ message: InboxMessage }>(shop, token, 'GET', `/${messageId}`);
    const reply = body.message.thread.find((entry) => entry.id === replyId);
    if (reply && reply.mail_status !== 'sending') return body.message;
    if (Date.now() > deadline)
      throw new Error(`Reply ${replyId} was still ${reply?.mail_status ?? 'missing'}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
