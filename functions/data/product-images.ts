/** Presigned POSTs for product images: the browser uploads straight to the images bucket. */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { ENV, optionalEnv, requireEnv } from '../shared/env.js';

const s3 = new S3Client({ forcePathStyle: optionalEnv(ENV.s3ForcePathStyle) === 'true' });

/** Long caching: every upload gets a new random key, so an image never changes under its URL. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A POST policy for exactly one key, one content type and at most `maxBytes`; S3 refuses any other
 * upload with it, and it expires after `expiresSeconds`.
 */
export async function createImageUploadPost(input: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3, {
    Bucket: requireEnv(ENV.imagesBucket),
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType, 'Cache-Control': IMAGE_CACHE_CONTROL },
    Expires: input.expiresSeconds,
  });
}
