/**
 * Product images in the images bucket: presigned POSTs for uploads (the browser sends the file
 * straight to `tmp/`), the move of an upload under `products/` once a saved product names it (after
 * its first bytes proved it an image), and the removal of images no product shows any more.
 */
import {
  IMAGE_SIGNATURE_BYTES,
  detectImageType,
  findDroppedImages,
  findPendingUploads,
  toImageKey,
  toProductImageKey,
  toPublicImageUrl,
} from '../core/admin/image-upload.js';
import { adminMessages } from '../core/admin/admin-messages.js';
import { RuleViolation } from '../core/rule-violation.js';
import { ENV, requireEnv } from '../shared/env.js';
import { logger } from '../shared/powertools.js';
import { createUploadPost, getS3, type UploadPolicy } from './s3-client.js';

/** Long caching: every upload gets a new random key, so an image never changes under its URL. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A POST policy for one upload into the images bucket (see `createUploadPost`), cached for good. */
export async function createImageUploadPost(
  policy: UploadPolicy,
): Promise<{ url: string; fields: Record<string, string> }> {
  return createUploadPost(requireEnv(ENV.imagesBucket), policy, { 'Cache-Control': IMAGE_CACHE_CONTROL });
}

async function readFirstBytes(key: string): Promise<Uint8Array | undefined> {
  const { sdk, client } = await getS3();
  try {
    const object = await client.send(
      new sdk.GetObjectCommand({
        Bucket: requireEnv(ENV.imagesBucket),
        Key: key,
        Range: `bytes=0-${IMAGE_SIGNATURE_BYTES - 1}`,
      }),
    );
    return await object.Body!.transformToByteArray();
  } catch (error) {
    if (error instanceof sdk.NoSuchKey || (error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/**
 * The product's image URLs with every pending upload (`/images/tmp/...`) copied under `products/`,
 * typed by what its first bytes show. Refuses (400 naming `images`) a file that is not a JPEG, PNG,
 * WebP, AVIF or GIF, whatever type it was uploaded as, and an upload that is gone. The uploads
 * themselves stay until `removeImages` (after the product is saved) or the bucket's expiry.
 */
export async function keepUploadedImages(
  urls: readonly string[],
): Promise<{ urls: string[]; uploads: string[] }> {
  const base = requireEnv(ENV.imagesBaseUrl);
  const uploads = findPendingUploads(base, urls);
  if (uploads.length === 0) return { urls: [...urls], uploads };
  const moved = new Map<string, string>();
  await Promise.all(
    uploads.map(async (uploadKey) => {
      const bytes = await readFirstBytes(uploadKey);
      if (!bytes) throw new RuleViolation('invalid', adminMessages.uploadMissing);
      const type = detectImageType(bytes);
      if (!type) throw new RuleViolation('invalid', adminMessages.uploadNotAnImage);
      const key = toProductImageKey(uploadKey, type);
      const bucket = requireEnv(ENV.imagesBucket);
      const { sdk, client } = await getS3();
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket: bucket,
          Key: key,
          CopySource: `${bucket}/${uploadKey}`,
          MetadataDirective: 'REPLACE',
          ContentType: type,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
      moved.set(uploadKey, toPublicImageUrl(base, key));
    }),
  );
  return { urls: urls.map((url) => moved.get(toImageKey(base, url) ?? '') ?? url), uploads };
}

/**
 * After a product was saved or deleted: deletes its saved images that `after` no longer names and the
 * uploads already copied under `products/`. The product's write stands whatever happens here: an
 * object left behind is only storage (and `tmp/` expires anyway), so a failure is logged, not thrown.
 */
export async function removeUnusedImages(
  before: readonly string[],
  after: readonly string[],
  movedUploads: readonly string[] = [],
): Promise<void> {
  const keys = [...findDroppedImages(requireEnv(ENV.imagesBaseUrl), before, after), ...movedUploads];
  if (keys.length === 0) return;
  try {
    const { sdk, client } = await getS3();
    for (let start = 0; start < keys.length; start += 1000) {
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: requireEnv(ENV.imagesBucket),
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  } catch (error) {
    logger.warn('Could not remove unused images', { keys, error: error as Error });
  }
}
