/**
 * POST /api/admin/images { content_type, size, file_name }: a presigned POST for one product image,
 * limited to that image type (JPEG, PNG, WebP, AVIF or GIF) and at most the size limit, under a random
 * `tmp/` key; saving a product that names it moves it under `products/`.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN } from '../../core/admin/admin-limits.js';
import {
  buildUploadKey,
  imageUploadRequestSchema,
  toPublicImageUrl,
  type ImageUploadTicket,
} from '../../core/admin/image-upload.js';
import { createImageUploadPost } from '../../data/product-images.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', body: imageUploadRequestSchema },
  async ({ body }): Promise<ImageUploadTicket> => {
    const key = buildUploadKey(randomUUID(), body.content_type);
    const post = await createImageUploadPost({
      key,
      contentType: body.content_type,
      maxBytes: ADMIN.maxImageBytes,
      expiresSeconds: ADMIN.imageUploadExpirySeconds,
    });
    return {
      ...post,
      key,
      public_url: toPublicImageUrl(requireEnv(ENV.imagesBaseUrl), key),
      max_bytes: ADMIN.maxImageBytes,
    };
  },
);
