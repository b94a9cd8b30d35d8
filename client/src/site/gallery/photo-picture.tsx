import type { GalleryPhoto } from '../../../../shared/gallery-schema';
import { variantWidths } from '../../../../shared/gallery';
import { cn } from '../../lib/cn';

const srcSet = (photo: GalleryPhoto, ext: string) =>
  variantWidths(photo.width)
    .map((w) => `${photo.src}/${w}.${ext} ${w}w`)
    .join(', ');

/**
 * A published photo as AVIF, WebP or JPEG at the width the layout needs. width/height reserve its
 * box (no layout shift); `eager` for the first visible one, lazy for the rest.
 */
export function PhotoPicture({
  photo,
  sizes,
  eager = false,
  className,
}: {
  photo: GalleryPhoto;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const fallback = variantWidths(photo.width).find((w) => w >= 960) ?? photo.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={`${photo.src}/${fallback}.jpg`}
        srcSet={srcSet(photo, 'jpg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={cn('bg-line', className)}
      />
    </picture>
  );
}
