import { lazy, Suspense, useRef, useState } from 'react';
import type { GalleryPhoto } from '../../../../shared/gallery-schema';
import { roomLabel } from '../../../../shared/gallery';
import { PhotoPicture } from './photo-picture';

const PhotoDialog = lazy(() => import('./photo-dialog'));

/**
 * The published photos as a grid of links to the large JPEG (what a reader without JavaScript
 * gets); with JavaScript a link opens the photo in a dialog instead.
 */
export function PhotoGrid({ photos }: { photos: GalleryPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <figure className="grid gap-2">
              <a
                href={`${photo.src}/1600.jpg`}
                onClick={(e) => {
                  e.preventDefault();
                  opener.current = e.currentTarget;
                  setOpen(i);
                }}
                className="block overflow-hidden rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
              >
                <PhotoPicture
                  photo={photo}
                  sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
                  eager={i === 0}
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </a>
              <figcaption className="text-sm text-ink-soft">
                {photo.caption ? <span className="block font-semibold text-ink">{photo.caption}</span> : null}
                {roomLabel(photo.room)} · {photo.town}, CT
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoDialog
            photos={photos}
            index={open}
            onIndex={setOpen}
            onClose={() => {
              setOpen(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
