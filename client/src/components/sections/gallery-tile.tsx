import type { GalleryTileContent } from '../../content/gallery';
import { GalleryArt } from './gallery-art';

/** One project of the gallery: its illustration, title, category and town. */
export function GalleryTile({ item }: { item: GalleryTileContent }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-white shadow-card">
      <GalleryArt art={item.art} finish={item.finish} label={item.alt} />
      <figcaption className="border-t border-line p-5">
        <p className="text-sm font-semibold uppercase tracking-wider text-brass-700">{item.category}</p>
        <h3 className="mt-1 text-lg leading-snug">{item.title}</h3>
        <p className="mt-1 text-sm text-ink-muted">{item.location}</p>
      </figcaption>
    </figure>
  );
}
