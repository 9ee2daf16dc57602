import { useState } from 'react';

/** Shown when a product has no image or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** Product images are 800 x 600; the width and height reserve the space before they load (no layout shift). */
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** The first images of a page load at once; the rest wait until they are near the screen. */
  eager?: boolean;
  sizes?: string;
}

/** A product picture with its space reserved and the placeholder as fallback. */
export function ProductImage({ src, alt, className, eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (src && shown === src) setFailedSrc(src);
      }}
      className={className}
    />
  );
}
