import { roomLabel } from '../../../../shared/gallery';
import { photosOfPage } from '../../../../shared/page-photos';
import { useNoteShown } from '../../lib/site-data';
import { useGalleryPhotos } from '../lib/use-gallery-photos';
import { Section } from '../sections/section';
import { PhotoPicture } from './photo-picture';

/** The published photos this page shows (up to three of its room or town), linking to the gallery; nothing while none. */
export function ProjectPhotos({
  title,
  path,
  galleryHref,
}: {
  title: string;
  /** The page's path: which photos it shows is photosOfPage's choice, the sitemap's too. */
  path: string;
  galleryHref: string;
}) {
  const photos = photosOfPage(path, useGalleryPhotos());
  useNoteShown()('photos', photos);
  if (photos.length === 0) return null;
  return (
    <Section aria-labelledby="project-photos-heading">
      <h2 id="project-photos-heading" className="mb-8 text-3xl">
        {title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <figure className="grid gap-2">
              <PhotoPicture
                photo={photo}
                sizes="(min-width: 1024px) 384px, (min-width: 640px) 33vw, 100vw"
                className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
              />
              <figcaption className="text-sm text-ink-soft">
                {photo.caption ?? roomLabel(photo.room)} · {photo.town}, CT
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a href={galleryHref} className="font-semibold text-harbor-700 underline">
          See more of our work
        </a>
      </p>
    </Section>
  );
}
