/** The shopper's proof-of-payment step through the API: ask for an upload ticket, upload, confirm. */
import { expect } from 'vitest';
import type { OrderView } from '../../functions/core/orders/order.js';
import type { ErrorBody, ShopClient } from './cart-api.js';

export const samplePdf = Buffer.from('%PDF-1.4\n% proof of payment\n');

/** What the upload route answers: the presigned form and the key it writes to. */
export type UploadTicket = { url: string; fields: Record<string, string>; key: string; max_bytes: number };

/** Posts the bytes to the bucket with an upload ticket's presigned form, as the browser does. */
export async function uploadToTicket(
  ticket: { url: string; fields: Record<string, string> },
  bytes: Buffer,
  type: string,
  fileName = 'proof',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return fetch(ticket.url, { method: 'POST', body: form });
}

export async function uploadProof(
  client: ShopClient,
  orderNumber: string,
  bytes = samplePdf,
  type = 'application/pdf',
  /** What proves access beside the client's identity: `{ token }` of a mailed link, `{ email }`. */
  proof: Record<string, string> = {},
) {
  const ticket = await client.call<UploadTicket>(
    'POST',
    `${client.base}/orders/${orderNumber}/documents/uploads`,
    {
      kind: 'payment_proof',
      content_type: type,
      file_name: 'transfer.pdf',
      size: bytes.length,
      ...proof,
    },
  );
  expect(ticket.status).toBe(200);
  expect((await uploadToTicket(ticket.body, bytes, type)).status).toBeLessThan(300);
  return client.call<{ order: OrderView } & ErrorBody>(
    'POST',
    `${client.base}/orders/${orderNumber}/documents`,
    {
      kind: 'payment_proof',
      key: ticket.body.key,
      file_name: 'transfer.pdf',
      ...proof,
    },
  );
}
