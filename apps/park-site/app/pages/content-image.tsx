import type { ContentImage as ContentImageData } from '@parks/contracts';
import { cx } from '@parks/site';
import { contentPageStyles } from './content-page.styles';

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
  const c = contentPageStyles.classes;
  return (
    <img
      src={`/content-images/${image.src}`}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      // The HTML width and height plus an aspect ratio reserve the image's box before it loads, so
      // nothing moves when it arrives (the ratio is the image's own: an inline style, not a class).
      width={image.width}
      height={image.height}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cx(c.image, priority && c.heroImage)}
    />
  );
}
