/**
 * The private bucket of proofs of payment and purchase order documents: presigned POSTs to upload,
 * a look at what arrived, and short-lived links for staff. Nothing here is ever public.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadedObject } from '../core/orders/payment-documents.js';
import { ENV, optionalEnv, requireEnv } from '../shared/env.js';

const s3 = new S3Client({ forcePathStyle: optionalEnv(ENV.s3ForcePathStyle) === 'true' });
const bucket = () => requireEnv(ENV.paymentProofsBucket);

/** Enough of the file to recognise PDF, JPEG and PNG by their signatures. */
const HEAD_BYTES = 16;

/** A POST policy for exactly one key, one content type and at most `maxBytes`, expiring soon. */
export async function createDocumentUploadPost(input: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3, {
    Bucket: bucket(),
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresSeconds,
  });
}

/** The uploaded object's size and first bytes, or `undefined` when nothing is there. */
export async function readUploadedObject(key: string): Promise<UploadedObject | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    const first = await s3.send(
      new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }),
    );
    const bytes = (await first.Body?.transformToByteArray()) ?? new Uint8Array();
    return { size: head.ContentLength ?? 0, head: bytes.slice(0, HEAD_BYTES) };
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return undefined;
    throw error;
  }
}

/** Removes a refused upload so no unchecked file stays behind. */
export async function deleteUploadedObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** A short-lived link to read one document (staff's view of a proof). */
export async function createDocumentDownloadUrl(key: string, expiresSeconds: number): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: expiresSeconds,
  });
}
