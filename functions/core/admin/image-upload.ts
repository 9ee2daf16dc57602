/**
 * Product image uploads: the browser asks for a presigned POST, then sends the file straight to the
 * images bucket. The request names the type and size; the policy repeats both limits so S3 refuses
 * anything else. Keys are `products/{random}.{ext}`; the product stores `/images/products/...`.
 */
import { z } from 'zod';
import { ADMIN } from '../constants.js';
import { adminMessages } from './admin-messages.js';

/** Extensions by image type; anything else `image/*` gets a neutral `img`. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

export const IMAGE_KEY_PREFIX = 'products/';
const MAX_MEGABYTES = ADMIN.maxImageBytes / 1024 / 1024;

export const imageUploadRequestSchema = z.object({
  content_type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^image\/[a-z0-9.+-]{1,60}$/, adminMessages.imageTypeOnly),
  size: z
    .number()
    .int()
    .min(1, 'must be at least 1 byte')
    .max(ADMIN.maxImageBytes, adminMessages.imageTooLarge(MAX_MEGABYTES)),
  file_name: z.string().max(300).optional(),
});
export type ImageUploadRequest = z.output<typeof imageUploadRequestSchema>;

/** The file extension of an upload: from its type, else from its name, else `img`. */
export function getImageExtension(contentType: string, fileName?: string): string {
  const known = EXTENSIONS[contentType];
  if (known) return known;
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '')?.[1];
  return fromName ? fromName.toLowerCase() : 'img';
}

/** `products/{random}.{ext}` from a random id (a UUID). */
export function buildImageKey(randomId: string, contentType: string, fileName?: string): string {
  return `${IMAGE_KEY_PREFIX}${randomId.toLowerCase()}.${getImageExtension(contentType, fileName)}`;
}

/** The public URL of an image key: `/images/products/...` (CloudFront, or the local adapter). */
export function toPublicImageUrl(imagesBaseUrl: string, key: string): string {
  return `${imagesBaseUrl.replace(/\/+$/, '')}/${key}`;
}

/** What the upload route returns: where to POST, the form fields, and the URL to store. */
export interface ImageUploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
  public_url: string;
  max_bytes: number;
}
