import { z } from 'zod';
import { serviceAreaTowns } from './service-area-towns';
import { galleryLimits, galleryRoomSlugs, galleryStatuses } from './gallery';

/**
 * What /api/gallery answers and accepts. Apart from gallery.ts, which public pages import: the staff
 * pages parse the answers with these, so they stay in the staff pages' bundle.
 */

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
