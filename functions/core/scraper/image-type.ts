/**
 * The type of an image from its first bytes, never from what the store's server says: a text file
 * served as `image/png` is no image. Raster types only; SVG can carry script and is not copied.
 */
import { IMPORTED_IMAGE_KEY_PREFIX } from '../admin/image-upload.js';

export interface ImageType {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return { contentType: 'image/avif', extension: 'avif' };
  return undefined;
}

/** Bucket key of a copied store image: one per source address, so a re-run finds it again. */
export function importedImageKey(sourceHash: string, type: ImageType): string {
  return `${IMPORTED_IMAGE_KEY_PREFIX}${sourceHash.slice(0, 40)}.${type.extension}`;
}
