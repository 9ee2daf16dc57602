/**
 * The product page lists of big listings: a JSON array of addresses in the images bucket, under
 * `PRODUCT_LIST_PREFIX`, which the import machine's Distributed Map reads (ItemReader, S3 JSON).
 * AWS only: the local interpreter has no Distributed Map, and local stores stay under its threshold.
 */
import { randomUUID } from 'node:crypto';
import { PRODUCT_LIST_PREFIX } from '../core/scraper/scraper-limits.js';
import { ENV, requireEnv } from '../shared/env.js';
import { getS3 } from './s3-client.js';

/** Writes the run's product pages as one list; returns where the Map finds it. */
export async function writeProductList(
  runId: string,
  urls: readonly string[],
): Promise<{ bucket: string; key: string }> {
  const bucket = requireEnv(ENV.imagesBucket);
  // A fresh name per list: a run may list several big sitemaps.
  const key = `${PRODUCT_LIST_PREFIX}${runId}/${randomUUID()}.json`;
  const { sdk, client } = await getS3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: JSON.stringify(urls),
      ContentType: 'application/json',
    }),
  );
  return { bucket, key };
}
