import type { MyDayPhoto } from '../../../../shared/my-day';
import { Heading } from '../parts/dashboard-section';

/** The homeowner's photos of the space: thumbnails that open the full image, each with its note. */
export function VisitPhotos({ photos, describedBy }: { photos: MyDayPhoto[]; describedBy: string }) {
  return (
    <div className="mt-4">
      <Heading offset={2} className="text-base font-semibold">
        Photos of the space
      </Heading>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={photo.fullUrl}
              target="_blank"
              rel="noopener"
              aria-describedby={describedBy}
              className="block rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
            >
              <img
                src={photo.thumbUrl}
                alt={`Photo ${i + 1}, full size`}
                loading="lazy"
                width={320}
                height={320}
                className="aspect-square w-full rounded-md border border-line bg-linen-dark object-cover"
              />
            </a>
            {photo.note ? <p className="mt-1 break-words text-sm text-ink-soft">{photo.note}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
