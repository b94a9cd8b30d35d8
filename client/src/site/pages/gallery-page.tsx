import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageHeader } from '../page-parts/page-header';
import { CtaSection } from '../sections/cta-section';
import { GalleryTile } from '../sections/gallery-tile';
import { Section } from '../sections/section';
import { artRoom, galleryItems } from '../content/gallery';
import { roomLabel, type GalleryRoom } from '../../../../shared/gallery';
import { PhotoGrid } from '../gallery/photo-grid';
import { RoomFilter } from '../gallery/room-filter';
import { useNoteShown } from '../../lib/site-data';
import { useGalleryPhotos } from '../lib/use-gallery-photos';

/** Our Work: every published photo, or on /gallery/{room} those of one room. */
export default function GalleryPage({ room }: { room?: GalleryRoom }) {
  const photos = useGalleryPhotos();
  // Every photo: the intro and the room filter depend on all of them.
  useNoteShown()('photos', photos);
  const shown = room ? photos.filter((p) => p.room === room) : photos;
  const drawings = room ? galleryItems.filter((item) => artRoom[item.art] === room) : galleryItems;
  const trail = [{ name: 'Gallery', url: '/gallery' }];
  return (
    <>
      <Breadcrumbs items={room ? [...trail, { name: roomLabel(room), url: `/gallery/${room}` }] : trail} />
      <PageHeader
        title={room ? `Our Work: ${roomLabel(room)}` : 'Our Work'}
        intro={
          photos.length > 0
            ? 'Closets, pantries, garages, mudrooms and home offices we designed and installed across Fairfield and New Haven County. Your designer brings finish samples to the consultation.'
            : 'Closets, pantries, garages, mudrooms and home offices from across Fairfield and New Haven County. Each drawing shows the layout and finish of a project type we design and install; your designer brings finish samples to the consultation.'
        }
      />
      <Section aria-labelledby="projects-heading" className="pt-2 sm:pt-4">
        <h2 id="projects-heading" className="sr-only">
          Projects
        </h2>
        {photos.length === 0 ? (
          // Until staff publish photos, the drawings of each project type stay.
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {drawings.map((item) => (
              <li key={item.title}>
                <GalleryTile item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <RoomFilter room={room} />
            {shown.length === 0 ? <p className="text-ink-soft">No photos of this room yet.</p> : null}
            <PhotoGrid key={room ?? 'all'} photos={shown} />
          </>
        )}
      </Section>
      <CtaSection
        title="Picture This in Your Home"
        text="Tell us about the space and we will design it in 3D for free, with a written quote within 3–5 business days."
        primary={{ label: 'Start Your Free Design', href: '/contact' }}
      />
    </>
  );
}
