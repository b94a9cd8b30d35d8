import { spacePhotoUrl } from '../../../../shared/api/space-photos';
import type { SpacePhotoView } from '../../../../shared/booking';
import { Heading } from '../parts/dashboard-section';

const statusText = { processing: 'Still being prepared', failed: 'Could not be read' } as const;

/**
 * The photos of the space a homeowner added on their booking page, for the designer to see before
 * the visit: each thumbnail opens the full photo, its note beneath. The images come from a staff-only
 * route (the session cookie goes with them) and load only when scrolled near.
 */
export function SpacePhotos({
  leadId,
  photos,
  idPrefix,
}: {
  leadId: number;
  photos: SpacePhotoView[];
  idPrefix: string;
}) {
  if (photos.length === 0) return null;
  const headingId = `${idPrefix}-${leadId}-space-photos`;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <Heading offset={2} id={headingId} className="text-sm font-semibold">
        Photos of the space ({photos.length})
      </Heading>
      <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3">
        {photos.map((photo, index) => {
          const alt = photo.note ?? `Photo of the space ${index + 1}`;
          return (
            <li key={photo.id}>
              <figure className="grid gap-1">
                {photo.status === 'ready' ? (
                  <a
                    href={spacePhotoUrl(leadId, photo.id, 'full')}
                    className="block rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
                  >
                    <img
                      src={spacePhotoUrl(leadId, photo.id, 'thumb')}
                      alt={alt}
                      width={96}
                      height={96}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full rounded-md border border-line bg-line object-cover"
                    />
                  </a>
                ) : (
                  <p className="grid aspect-square w-full place-items-center rounded-md border border-dashed border-ink-muted p-2 text-center text-xs text-ink-muted">
                    {statusText[photo.status]}
                  </p>
                )}
                {/* Hidden from screen readers: the image's alt already reads the note. */}
                {photo.note ? (
                  <figcaption aria-hidden="true" className="break-words text-xs text-ink-soft">
                    {photo.note}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
