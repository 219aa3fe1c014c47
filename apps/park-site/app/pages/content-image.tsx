import { Image } from '@chakra-ui/react';
import type { ContentImage as ContentImageData } from '@parks/contracts';

export interface ContentImageProps {
  image: ContentImageData;
  /** The hero (LCP) image loads eagerly with high priority; every other image lazily. @default false */
  priority?: boolean;
  /** The `sizes` attribute for the responsive raster variants. */
  sizes: string;
}

/** Widths the build rasterises every SVG to (tools/images). */
export const RASTER_WIDTHS = [480, 800, 1200] as const;

/** The `srcset` of an illustration's WebP variants (none wider than its original); '' when it has none. */
export function rasterSrcSet(image: Pick<ContentImageData, 'src' | 'width'>): string {
  const base = image.src.replace(/\.svg$/, '');
  return RASTER_WIDTHS.filter((width) => width <= image.width)
    .map((width) => `/content-images/${base}-${width}.webp ${width}w`)
    .join(', ');
}

/**
 * An illustration of the content: the responsive WebP variants built from its SVG original,
 * with its width and height set so the layout never shifts while it loads.
 */
export function ContentImage({ image, priority = false, sizes }: ContentImageProps) {
  const srcSet = rasterSrcSet(image);
  return (
    <Image
      src={`/content-images/${image.src}`}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      // The HTML attributes (not Chakra's width/height style props) plus an aspect ratio reserve the
      // image's box before it loads, so nothing moves when it arrives.
      htmlWidth={image.width}
      htmlHeight={image.height}
      aspectRatio={`${image.width} / ${image.height}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      w="full"
      h="auto"
      rounded={priority ? 'l3' : undefined}
    />
  );
}
