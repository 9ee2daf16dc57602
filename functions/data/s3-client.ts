/**
 * The S3 SDK and its client, imported at the first call rather than at init (`loadOnce`): the
 * functions that touch a bucket do so on some requests only (a product whose images changed, an order
 * with a document, an image not copied before), and loading the client and its commands costs a cold
 * start tens of milliseconds. Path-style addressing where the stage asks for it (the local S3).
 */
import { ENV, optionalEnv } from '../shared/env.js';
import { loadOnce } from '../shared/load-once.js';
import { traceAwsClient } from '../shared/powertools.js';

export const getS3 = loadOnce(async () => {
  const sdk = await import('@aws-sdk/client-s3');
  return {
    sdk,
    client: traceAwsClient(
      new sdk.S3Client({ forcePathStyle: optionalEnv(ENV.s3ForcePathStyle) === 'true' }),
    ),
  };
});

/** What a presigned POST policy allows: exactly one key and content type, at most `maxBytes`. */
export interface UploadPolicy {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}

/**
 * A POST policy for exactly one key, one content type and at most `maxBytes` into `bucket`; S3 refuses
 * any other upload with it, and it expires after `expiresSeconds`. `fields` are set on the object.
 */
export async function createUploadPost(
  bucket: string,
  policy: UploadPolicy,
  fields: Record<string, string> = {},
): Promise<{ url: string; fields: Record<string, string> }> {
  const [{ client }, { createPresignedPost }] = await Promise.all([
    getS3(),
    import('@aws-sdk/s3-presigned-post'),
  ]);
  return createPresignedPost(client, {
    Bucket: bucket,
    Key: policy.key,
    Conditions: [
      ['content-length-range', 1, policy.maxBytes],
      ['eq', '$Content-Type', policy.contentType],
    ],
    Fields: { 'Content-Type': policy.contentType, ...fields },
    Expires: policy.expiresSeconds,
  });
}
