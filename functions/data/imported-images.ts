/**
 * Store images copied into the shop's images bucket, so a product never points at a distributor's
 * host (mixed content, the CSP's img-src, images that vanish when the store changes). Each copy is
 * remembered by its source address in the table: a re-run, or the same image on another page, reuses
 * it without fetching again. Only real images within the size limit are copied (checked from bytes).
 */
import { createHash } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { toPublicImageUrl } from '../core/admin/image-upload.js';
import { importedImageKey, sniffImageType } from '../core/scraper/image-type.js';
import type { ScrapedProduct } from '../core/scraper/scraped-product.js';
import { SCRAPER_LIMITS } from '../core/scraper/scraper-limits.js';
import { ENV, requireEnv } from '../shared/env.js';
import { mapLimited } from '../shared/map-limited.js';
import { getS3 } from './s3-client.js';
import { documentClient, getItemsByKeys, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { fetchBytes, type FetchOptions } from './store-fetcher.js';

/** Copies never change under their key (one key per source address). */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function hashUrl(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

interface Copy {
  url?: string;
  problem?: string;
  /** Set when this call made the copy: its record is still to be written. */
  fresh?: { sourceUrl: string; hash: string };
}

/** Fetches one image, checks it is one, and puts it in the bucket. */
async function copyImage(
  sourceUrl: string,
  hash: string,
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<Copy> {
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
  const { sdk, client } = await getS3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: requireEnv(ENV.imagesBucket),
      Key: key,
      Body: body,
      ContentType: type.contentType,
      CacheControl: IMAGE_CACHE_CONTROL,
    }),
  );
  return { url: toPublicImageUrl(requireEnv(ENV.imagesBaseUrl), key), fresh: { sourceUrl, hash } };
}

/**
 * Copies of the given image addresses, in order: known copies from one batch read, the others
 * fetched (a few at a time) and then recorded in one batch write.
 */
async function copyAll(
  sources: readonly string[],
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<Copy[]> {
  if (sources.length === 0) return [];
  const hashes = sources.map(hashUrl);
  const known = new Map(
    (await getItemsByKeys(hashes.map((hash) => keys.importedImage(hash)))).map((item) => [
      String(item.pk),
      String(item.public_url),
    ]),
  );
  const copies = await mapLimited(
    sources,
    SCRAPER_LIMITS.imageCopyConcurrency,
    async (url, index): Promise<Copy> => {
      const hash = hashes[index]!;
      const stored = known.get(keys.importedImage(hash).pk);
      return stored ? { url: stored } : copyImage(url, hash, options);
    },
  );
  const records = copies.flatMap((copy) =>
    copy.fresh && copy.url
      ? [
          {
            PutRequest: {
              Item: {
                ...keys.importedImage(copy.fresh.hash),
                entity: 'imported-image',
                source_url: copy.fresh.sourceUrl,
                public_url: copy.url,
              },
            },
          },
        ]
      : [],
  );
  for (let start = 0; start < records.length; start += 25) {
    let requests = records.slice(start, start + 25);
    while (requests.length > 0) {
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [getTableName()]: requests } }),
      );
      requests = (result.UnprocessedItems?.[getTableName()] ?? []) as typeof requests;
    }
  }
  return copies;
}

/** Copies of some image addresses, in order; those that cannot be copied are left out. */
export async function copyImages(
  sources: readonly string[],
  options: Pick<FetchOptions, 'allowPrivateTargets'>,
): Promise<{ images: string[]; problems: string[] }> {
  const copies = await copyAll([...new Set(sources.slice(0, SCRAPER_LIMITS.maxImagesPerProduct))], options);
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
  const copies = await copyAll(sources, options);
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
