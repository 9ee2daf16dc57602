/**
 * Helpers of the enquiry and newsletter tests: a form posted from a chosen loopback address (the
 * shop counts requests per network address, so each test sends from its own), and the stored items.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InboxMessage } from '../../functions/core/inbox/message.js';
import type { NewsletterSubscription } from '../../functions/core/inbox/newsletter.js';
import { keys } from '../../functions/data/keys.js';
import { createDocumentClient } from './accounts.js';
import type { ProvidedShop } from './integration-setup.js';

export interface FormAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A fresh address of 127.0.0.0/8 (any of them reaches the shop on loopback). */
export function newLoopbackAddress(): string {
  const bytes = randomUUID().replace(/-/g, '').slice(0, 6);
  const part = (index: number) => (parseInt(bytes.slice(index * 2, index * 2 + 2), 16) % 250) + 2;
  return `127.${part(0)}.${part(1)}.${part(2)}`;
}

/**
 * A shopper's message through the Contact page's form, sent from a fresh loopback address (so the
 * per-network limit of other tests' forms does not count against it).
 */
export function sendContactMessage(
  shopUrl: string,
  message: { email: string; subject: string; text: string },
): Promise<FormAnswer> {
  return sendFrom(shopUrl, newLoopbackAddress(), 'POST', '/api/messages/contact', {
    first_name: 'Shanice',
    last_name: 'Campbell',
    email: message.email,
    phone: '',
    subject: message.subject,
    message: message.text,
  });
}

/** Sends a request to the shop from `from` (a loopback address); the body as JSON or as it is. */
export function sendFrom(
  shopUrl: string,
  from: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<FormAnswer> {
  const url = new URL(path, shopUrl);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress: from,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export function createEnquiryStore(shop: Pick<ProvidedShop, 'functionEnv'>) {
  const client = createDocumentClient(shop);
  const tableName = shop.functionEnv.TABLE_NAME!;
  return {
    /** The inbox messages a sender's address sent, oldest first. */
    messagesOf: async (email: string): Promise<InboxMessage[]> => {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          FilterExpression: 'sender.email = :email',
          ExpressionAttributeValues: { ':pk': keys.allInboxMessages().gsi1pk, ':email': email.toLowerCase() },
        }),
      );
      return (page.Items ?? []) as InboxMessage[];
    },
    subscriptionOf: async (email: string): Promise<NewsletterSubscription | undefined> => {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.newsletterSubscription(email),
          ConsistentRead: true,
        }),
      );
      return result.Item as NewsletterSubscription | undefined;
    },
    close: () => client.destroy(),
  };
}
