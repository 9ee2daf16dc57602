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
