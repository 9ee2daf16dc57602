/**
 * Product image uploads: the browser asks for a presigned POST, then sends the file straight to the
 * images bucket. Only raster image types are taken (JPEG, PNG, WebP, AVIF, GIF; never SVG, which can
 * hold scripts); the request names the type and size and the policy repeats both limits so S3
 * refuses anything else. An upload lands under `tmp/`; saving a product that names it checks the
 * file's first bytes and moves it under `products/`. What is never saved expires with `tmp/`.
 */
import * as z from 'zod';
import { ADMIN } from './admin-limits.js';
import { adminMessages } from './admin-messages.js';

/** The image types an upload may have, with the extension of each. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
const IMAGE_TYPE_NAMES = Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]];

/** Where saved product images live. */
export const IMAGE_KEY_PREFIX = 'products/';
/**
 * Where the importer keeps its copies of store images (one per source address, shared by every
 * product and run that meets the same image), inside `products/`.
 */
export const IMPORTED_IMAGE_KEY_PREFIX = `${IMAGE_KEY_PREFIX}imported/`;
/** Where uploads wait until a product saves them; the bucket expires what stays here a day. */
export const UPLOAD_KEY_PREFIX = 'tmp/';
/** The public path the images bucket is served under (CloudFront in AWS, the adapter locally). */
export const IMAGES_BASE_PATH = '/images';

/**
 * The one rule for the bucket key of a product image: an upload waiting under `tmp/`, a saved upload
 * under `products/`, or an importer's copy under `products/imported/`; one file name of letters,
 * digits, `_`, `-` and `.`, never `..`.
 */
function isImageKey(key: string): boolean {
  return /^(tmp\/|products\/(imported\/)?)[\w.-]+$/.test(key) && !key.includes('..');
}

/**
 * The one rule for what image address a product may store, shared by the importer, the admin form
 * and the API: one of ours (`/images/` and an image key) or an absolute http(s) URL.
 */
export function isProductImageAddress(url: string, imagesBaseUrl: string = IMAGES_BASE_PATH): boolean {
  return toImageKey(imagesBaseUrl, url) !== undefined || /^https?:\/\/\S+$/.test(url);
}
/** How many leading bytes `detectImageType` needs. */
export const IMAGE_SIGNATURE_BYTES = 32;
const MAX_MEGABYTES = ADMIN.maxImageBytes / 1024 / 1024;

export const imageUploadRequestSchema = z.object({
  content_type: z.string().trim().toLowerCase().pipe(z.enum(IMAGE_TYPE_NAMES, adminMessages.imageTypeOnly)),
  size: z
    .number()
    .int()
    .min(1, 'must be at least 1 byte')
    .max(ADMIN.maxImageBytes, adminMessages.imageTooLarge(MAX_MEGABYTES)),
  file_name: z.string().max(300).optional(),
});
export type ImageUploadRequest = z.output<typeof imageUploadRequestSchema>;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type a file's first bytes show (its magic number), whatever type it claims; `undefined`
 * for anything else (an SVG, HTML, a script, a truncated file).
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // ISO base media: a box size, then `ftyp` and a brand naming AVIF.
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  ) {
    return 'image/avif';
  }
  return undefined;
}

/** `tmp/{random}.{ext}` for a new upload, from a random id (a UUID). */
export function buildUploadKey(randomId: string, contentType: ImageType): string {
  return `${UPLOAD_KEY_PREFIX}${randomId.toLowerCase()}.${IMAGE_TYPES[contentType]}`;
}

/** The saved key of an upload: `products/{same random}.{ext of the detected type}`. */
export function toProductImageKey(uploadKey: string, detected: ImageType): string {
  const name = uploadKey.slice(UPLOAD_KEY_PREFIX.length).replace(/\.[^.]*$/, '');
  return `${IMAGE_KEY_PREFIX}${name}.${IMAGE_TYPES[detected]}`;
}

/** The public URL of an image key: `/images/products/...` (CloudFront, or the local adapter). */
export function toPublicImageUrl(imagesBaseUrl: string, key: string): string {
  return `${imagesBaseUrl.replace(/\/+$/, '')}/${key}`;
}

/** The bucket key behind a product's image URL, when it is one of ours (`undefined` for http URLs). */
export function toImageKey(imagesBaseUrl: string, url: string): string | undefined {
  const base = `${imagesBaseUrl.replace(/\/+$/, '')}/`;
  if (!url.startsWith(base)) return undefined;
  const key = url.slice(base.length);
  return isImageKey(key) ? key : undefined;
}

/** Keys of a product's images that are uploads still waiting under `tmp/`. */
export function findPendingUploads(imagesBaseUrl: string, urls: readonly string[]): string[] {
  return urls
    .map((url) => toImageKey(imagesBaseUrl, url))
    .filter((key): key is string => key?.startsWith(UPLOAD_KEY_PREFIX) ?? false);
}

/**
 * Saved image keys of `before` that `after` no longer names: nobody shows them any more. The
 * importer's copies are left alone: other products (and the importer's next run) share them.
 */
export function findDroppedImages(
  imagesBaseUrl: string,
  before: readonly string[],
  after: readonly string[],
): string[] {
  const kept = new Set(after);
  return before
    .filter((url) => !kept.has(url))
    .map((url) => toImageKey(imagesBaseUrl, url))
    .filter(
      (key): key is string =>
        key !== undefined && key.startsWith(IMAGE_KEY_PREFIX) && !key.startsWith(IMPORTED_IMAGE_KEY_PREFIX),
    );
}

/** What the upload route returns: where to POST, the form fields, and the URL to store. */
export interface ImageUploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
  public_url: string;
  max_bytes: number;
}
