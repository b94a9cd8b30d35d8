import type { GalleryTileContent } from '../content/gallery';
import { cardVariants } from '../../ui/card';
import { Eyebrow } from '../../ui/eyebrow';
import { GalleryArt } from './gallery-art';

/** One project of the gallery: its illustration, title, category and town. */
export function GalleryTile({ item }: { item: GalleryTileContent }) {
  return (
    <figure className={cardVariants({ padding: 'none', className: 'overflow-hidden' })}>
      <GalleryArt art={item.art} finish={item.finish} label={item.alt} />
      <figcaption className="border-t border-line p-5">
        <Eyebrow>{item.category}</Eyebrow>
        <h3 className="mt-1 text-lg leading-snug">{item.title}</h3>
        <p className="mt-1 text-sm text-ink-muted">{item.location}</p>
      </figcaption>
    </figure>
  );
}
