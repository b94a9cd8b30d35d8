import { serviceLabel, serviceSlugs, services, type ServiceSlug } from './services';

/**
 * The gallery's rooms, photo sizes and upload limits. The API's schemas are in gallery-schema.ts:
 * the staff pages parse answers with them, and the public pages that import this file stay without.
 */

/** The six services a photo can show, by the slug of the service page (also the ?room= filter). */
export const galleryRooms = services;

export type GalleryRoom = ServiceSlug;
export const galleryRoomSlugs = serviceSlugs;

export const roomLabel = serviceLabel;

export const galleryLimits = { altMin: 10, altMax: 250, caption: 140 } as const;

/** Widths of the served variants; a smaller photo is never enlarged, so its own width replaces larger ones. */
const galleryVariantWidths = [480, 960, 1600] as const;

export function variantWidths(width: number): number[] {
  return [...new Set(galleryVariantWidths.map((w) => Math.min(w, width)))];
}

/** The JPEG a review or a link shows: the 960 px size, or the photo's own width when smaller. */
export function photoJpegUrl(photo: { src: string; width: number }): string {
  const widths = variantWidths(photo.width);
  return `${photo.src}/${widths.find((w) => w >= 960) ?? Math.max(...widths)}.jpg`;
}

/** Why a photo with these fields cannot be published, naming the first missing field; null when it can. */
export function publishProblem(photo: { alt: string | null; room: string | null; town: string | null }): string | null {
  if (!photo.alt) return 'Add alt text before publishing';
  if (!photo.room) return 'Choose a room before publishing';
  if (!photo.town) return 'Choose a town before publishing';
  return null;
}

/** Upload answers (asserted exactly in tests and shown on the Gallery page). */
export const galleryUploadMessages = {
  tooLarge: 'The photo is larger than 25 MB. Send a smaller file.',
  notImage: 'Send a JPEG, PNG or WebP photo.',
  heic: 'HEIC photos cannot be used. On an iPhone choose Settings > Camera > Formats > "Most Compatible", or share the photo as a JPEG, then upload it again.',
  tooManyPixels: 'The photo is larger than 50 megapixels. Send a smaller version.',
  unreadable: 'The photo could not be read. Send a JPEG, PNG or WebP photo.',
  missing: 'Send one photo as the form field "photo".',
  lowDisk: 'The server is short of disk space, so the photo was not saved. Free some space and try again.',
} as const;

export const maxUploadBytes = 25 * 1024 * 1024;
export const maxInputPixels = 50_000_000;
