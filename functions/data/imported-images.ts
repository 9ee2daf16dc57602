/**
 * Store images copied into the shop's images bucket, so a product never points at a distributor's
 * host (mixed content, the CSP's img-src, images that vanish when the store changes). Each copy is
 * remembered by its source address in the table: a re-run, or the same image on another page, reuses
 * it without fetching again. Only real images within the size limit are copied (checked from bytes).
 */
import { createHash } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { toPublicImageUrl } from '../core/admin/image-upload.js';
import { importedImageKey, sniffImageType } from '../core/scraper/image-type.js';
import type { ScrapedProduct } from '../core/scraper/scraped-product.js';
import { SCRAPER_LIMITS } from '../core/scraper/scraper-limits.js';
import { ENV, optionalEnv, requireEnv } from '../shared/env.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { fetchBytes, type FetchOptions } from './store-fetcher.js';

const s3 = new S3Client({ forcePathStyle: optionalEnv(ENV.s3ForcePathStyle) === 'true' });

/** Copies never change under their key (one key per source address). */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function hashUrl(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

/** The shop's URL of a copied image, or `undefined` when it could not be copied (and why). */
async function copyImage(
  sourceUrl: string,
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<{ url?: string; problem?: string }> {
  const hash = hashUrl(sourceUrl);
  const known = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.importedImage(hash) }),
  );
  if (typeof known.Item?.public_url === 'string') return { url: known.Item.public_url };
  let body: Buffer;
  try {
    ({ body } = await fetchBytes(sourceUrl, {
      ...options,
      maxBytes: SCRAPER_LIMITS.maxImageBytes,
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
    }));
  } catch (error) {
    return { problem: `${sourceUrl}: ${(error as Error).message}` };
  }
  const type = sniffImageType(body);
  if (!type) return { problem: `${sourceUrl}: not an image` };
  const key = importedImageKey(hash, type);
  await s3.send(
    new PutObjectCommand({
      Bucket: requireEnv(ENV.imagesBucket),
      Key: key,
      Body: body,
      ContentType: type.contentType,
      CacheControl: IMAGE_CACHE_CONTROL,
    }),
  );
  const url = toPublicImageUrl(requireEnv(ENV.imagesBaseUrl), key);
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: { ...keys.importedImage(hash), entity: 'imported-image', source_url: sourceUrl, public_url: url },
    }),
  );
  return { url };
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Copies of some image addresses, in order; those that cannot be copied are left out. */
export async function copyImages(
  sources: readonly string[],
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<{ images: string[]; problems: string[] }> {
  const copies = await mapLimited(
    sources.slice(0, SCRAPER_LIMITS.maxImagesPerProduct),
    SCRAPER_LIMITS.imageCopyConcurrency,
    (url) => copyImage(url, options),
  );
  return {
    images: copies.flatMap((copy) => (copy.url ? [copy.url] : [])),
    problems: copies.flatMap((copy) => (copy.problem ? [copy.problem] : [])),
  };
}

/**
 * The products with their images replaced by copies in the images bucket (at most
 * `maxImagesPerProduct` each); an image that cannot be copied is left out and reported.
 */
export async function copyProductImages(
  products: readonly ScrapedProduct[],
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<{ products: ScrapedProduct[]; problems: string[] }> {
  const sources = [
    ...new Set(products.flatMap((product) => product.images.slice(0, SCRAPER_LIMITS.maxImagesPerProduct))),
  ];
  const copies = await mapLimited(sources, SCRAPER_LIMITS.imageCopyConcurrency, (url) =>
    copyImage(url, options),
  );
  const byUrl = new Map(sources.map((url, i) => [url, copies[i]!]));
  return {
    products: products.map((product) => ({
      ...product,
      images: product.images
        .slice(0, SCRAPER_LIMITS.maxImagesPerProduct)
        .map((url) => byUrl.get(url)?.url)
        .filter((url): url is string => url !== undefined),
    })),
    problems: copies.flatMap((copy) => (copy.problem ? [copy.problem] : [])),
  };
}
