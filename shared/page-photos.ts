import type { GalleryPhoto } from './gallery-schema';
import { serviceSlugs } from './services';

/** How many photos a service or city page shows. */
const pagePhotoLimit = 3;

/** "New Haven" from "new-haven": the town a city page's photos were taken in. */
export const cityTown = (citySlug: string) =>
  citySlug.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());

/**
 * The published photos a page shows, in the gallery's order: all of them on /gallery, all of one room on /gallery/{room}, up to three of
 * the room on a service page (/pantry-storage), up to three taken in the town on a city page
 * (/city/new-haven); none elsewhere. The pages and the sitemap's image entries both ask here.
 */
export function photosOfPage<P extends Pick<GalleryPhoto, 'room' | 'town'>>(path: string, photos: readonly P[]): P[] {
  if (path === '/gallery') return [...photos];
  const galleryRoom = serviceSlugs.find((slug) => path === `/gallery/${slug}`);
  if (galleryRoom) return photos.filter((p) => p.room === galleryRoom);
  const room = serviceSlugs.find((slug) => path === `/${slug}`);
  if (room) return photos.filter((p) => p.room === room).slice(0, pagePhotoLimit);
  if (path.startsWith('/city/')) {
    const town = cityTown(path.slice('/city/'.length));
    return photos.filter((p) => p.town === town).slice(0, pagePhotoLimit);
  }
  return [];
}
