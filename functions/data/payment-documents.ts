/**
 * The private bucket of proofs of payment and purchase order documents: presigned POSTs to upload,
 * a look at what arrived, and short-lived links for staff. Nothing here is ever public.
 */
import { PAYMENT } from '../core/orders/payment-limits.js';
import type { UploadedObject } from '../core/orders/payment-documents.js';
import { ENV, requireEnv } from '../shared/env.js';
import { createUploadPost, getS3 } from './s3-client.js';

const bucket = () => requireEnv(ENV.paymentProofsBucket);

/** Enough of the file to recognise PDF, JPEG and PNG by their signatures. */
const HEAD_BYTES = 16;

/**
 * A presigned POST for one private document (a proof of payment, a purchase order, a company's
 * registration document) at `key`, of `contentType`, within the shop's size and time limits, with the
 * limits the browser shows.
 */
export async function createDocumentUpload(key: string, contentType: string) {
  const post = await createUploadPost(bucket(), {
    key,
    contentType,
    maxBytes: PAYMENT.maxProofBytes,
    expiresSeconds: PAYMENT.proofUploadExpirySeconds,
  });
  return { ...post, key, max_bytes: PAYMENT.maxProofBytes, expires_in: PAYMENT.proofUploadExpirySeconds };
}

/** The uploaded object's size and first bytes, or `undefined` when nothing is there. */
export async function readUploadedObject(key: string): Promise<UploadedObject | undefined> {
  const { sdk, client } = await getS3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    const first = await client.send(
      new sdk.GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }),
    );
    const bytes = (await first.Body?.transformToByteArray()) ?? new Uint8Array();
    return { size: head.ContentLength ?? 0, head: bytes.slice(0, HEAD_BYTES) };
  } catch (error) {
    if (error instanceof sdk.NotFound || error instanceof sdk.NoSuchKey) return undefined;
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return undefined;
    throw error;
  }
}

/** Removes a refused upload so no unchecked file stays behind. */
export async function deleteUploadedObject(key: string): Promise<void> {
  const { sdk, client } = await getS3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** A short-lived link to read one document (staff's view of a proof). */
export async function createDocumentDownloadUrl(key: string, expiresSeconds: number): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
    getS3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: expiresSeconds,
  });
}
