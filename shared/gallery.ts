import { z } from 'zod';
import { serviceAreaTowns } from './service-area-towns';
import { serviceLabel, serviceSlugs, services, type ServiceSlug } from './services';

/**
 * The gallery's contract: rooms, photo sizes, what the API answers and accepts. The schemas are
 * marked pure, so public pages that import the rest leave them (and zod) out of their bundle.
 */

/** The six services a photo can show, by the slug of the service page (also the ?room= filter). */
export const galleryRooms = services;

export type GalleryRoom = ServiceSlug;
export const galleryRoomSlugs = serviceSlugs;

export const roomLabel = serviceLabel;

export const galleryLimits = { altMin: 10, altMax: 250, caption: 140 } as const;

/** Widths of the served variants; a smaller photo is never enlarged, so its own width replaces larger ones. */
export const galleryVariantWidths = [480, 960, 1600] as const;
export const galleryFormats = ['avif', 'webp', 'jpg'] as const;

export function variantWidths(width: number): number[] {
  return [...new Set(galleryVariantWidths.map((w) => Math.min(w, width)))];
}

/** The JPEG a review or a link shows: the 960 px size, or the photo's own width when smaller. */
export function photoJpegUrl(photo: { src: string; width: number }): string {
  const widths = variantWidths(photo.width);
  return `${photo.src}/${widths.find((w) => w >= 960) ?? Math.max(...widths)}.jpg`;
}

/** A photo as the public GET returns it: published and ready only. */
export const galleryPhotoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int().positive(),
    alt: z.string(),
    room: z.enum(galleryRoomSlugs),
    town: z.string(),
    caption: z.string().nullable(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** `/media/<key>`: variants are `<src>/<width>.<avif|webp|jpg>`. */
    src: z.string(),
  }))();
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const galleryStatuses = ['processing', 'ready', 'failed'] as const;
export type GalleryStatus = (typeof galleryStatuses)[number];

/** What staff see: every photo, with its processing state and draft fields. */
export const adminGalleryPhotoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int().positive(),
    originalName: z.string(),
    status: z.enum(galleryStatuses),
    published: z.boolean(),
    alt: z.string().nullable(),
    room: z.enum(galleryRoomSlugs).nullable(),
    town: z.string().nullable(),
    caption: z.string().nullable(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    src: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }))();
export type AdminGalleryPhoto = z.infer<typeof adminGalleryPhotoSchema>;

/** GET /api/gallery as the public reads it, and as staff who manage the photos read it. */
export const galleryResponseSchema = /* @__PURE__ */ (() => z.object({ photos: z.array(galleryPhotoSchema) }))();
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;
export const adminGalleryResponseSchema = /* @__PURE__ */ (() =>
  z.object({ photos: z.array(adminGalleryPhotoSchema) }))();
export type AdminGalleryResponse = z.infer<typeof adminGalleryResponseSchema>;

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

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * PATCH /api/gallery/:id: fields saved as drafts (any may be cleared), `published` switches the
 * photo on or off, `move` changes its place in the order by one. Publishing is checked against the
 * saved fields by `publishProblem`.
 */
export const galleryPatchSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      alt: z.preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .min(galleryLimits.altMin, {
            error: `Alt text must be ${galleryLimits.altMin} to ${galleryLimits.altMax} characters`,
          })
          .max(galleryLimits.altMax, {
            error: `Alt text must be ${galleryLimits.altMin} to ${galleryLimits.altMax} characters`,
          })
          .nullable(),
      ),
      room: z.preprocess(blankToNull, z.enum(galleryRoomSlugs, { error: 'Choose one of the six rooms' }).nullable()),
      town: z.preprocess(
        blankToNull,
        z
          .string()
          .refine((t) => serviceAreaTowns.includes(t), { error: 'Choose a town of the service area' })
          .nullable(),
      ),
      caption: z.preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .max(galleryLimits.caption, { error: `Caption must be at most ${galleryLimits.caption} characters` })
          .nullable(),
      ),
      published: z.boolean({ error: 'published must be true or false' }),
      move: z.enum(['up', 'down'], { error: "move must be 'up' or 'down'" }),
    })
    .partial()
    .refine((b) => Object.keys(b).length > 0, { error: 'Send at least one field to change' }))();

export type GalleryPatch = z.infer<typeof galleryPatchSchema>;

export const galleryIdSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'Photo id must be a positive whole number' })
    .transform(Number))();

/** The path parameters of /api/gallery/:id. */
export const galleryParamsSchema = /* @__PURE__ */ (() => z.object({ id: galleryIdSchema }))();
