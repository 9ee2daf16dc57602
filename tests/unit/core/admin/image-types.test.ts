import { describe, expect, it } from 'vitest';
import {
  detectImageType,
  findDroppedImages,
  findPendingUploads,
  imageUploadRequestSchema,
  toProductImageKey,
} from '../../../../functions/core/admin/image-upload.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('image upload types', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'IMAGE/PNG'])(
    'takes %s',
    (type) => {
      expect(imageUploadRequestSchema.safeParse({ content_type: type, size: 10 }).success).toBe(true);
    },
  );

  it.each(['image/svg+xml', 'image/x-icon', 'image/bmp', 'text/html', 'application/xml'])(
    'refuses %s',
    (type) => {
      const result = imageUploadRequestSchema.safeParse({ content_type: type, size: 10 });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['content_type']);
    },
  );

  it('recognises each allowed type from its first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(detectImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image/avif');
  });

  it('recognises no image in an SVG, HTML or a truncated file, whatever it claims', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>'))).toBeUndefined();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg'))).toBeUndefined();
    expect(detectImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });

  it('names the saved key after the detected type', () => {
    expect(toProductImageKey('tmp/abc.png', 'image/jpeg')).toBe('products/abc.jpg');
  });

  it('finds pending uploads and the saved images a product no longer shows', () => {
    const urls = [
      '/images/tmp/a.png',
      '/images/products/b.jpg',
      'https://example.com/c.jpg',
      '/images/tmp/../x',
    ];
    expect(findPendingUploads('/images', urls)).toEqual(['tmp/a.png']);
    expect(
      findDroppedImages(
        '/images',
        ['/images/products/b.jpg', '/images/products/d.jpg', 'https://x/y.png'],
        ['/images/products/b.jpg'],
      ),
    ).toEqual(['products/d.jpg']);
  });
});
