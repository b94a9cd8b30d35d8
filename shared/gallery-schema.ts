// zod/mini, its numbers and blank fields written with z.custom: the staff pages keep these alive
// through the API contract, and every zod type they use lands in the zod chunk the public forms load
// (shared/api/lean-schemas.ts).
import * as z from 'zod/mini';
import { numberValue } from './api/lean-schemas';
import { idParams } from './id-schema';
import { serviceAreaTowns } from './service-area-towns';
import { galleryLimits, galleryRoomSlugs, type GalleryRoom } from './gallery';

/**
 * What /api/gallery answers and accepts, apart from gallery.ts, which public pages import: the staff
 * pages keep these alive, and a module keeps all of its live code in whichever bundle loads it.
 */

/** A photo as the public GET returns it: published and ready only. */
export const galleryPhotoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    alt: z.string(),
    room: z.enum(galleryRoomSlugs),
    town: z.string(),
    caption: z.nullable(z.string()),
    width: numberValue(),
    height: numberValue(),
    /** `/media/<key>`: variants are `<src>/<width>.<avif|webp|jpg>`. */
    src: z.string(),
  }))();
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

const galleryStatuses = ['processing', 'ready', 'failed'] as const;

/** What staff see: every photo, with its processing state and draft fields. */
export const adminGalleryPhotoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: numberValue(),
    originalName: z.string(),
    status: z.enum(galleryStatuses),
    published: z.boolean(),
    alt: z.nullable(z.string()),
    room: z.nullable(z.enum(galleryRoomSlugs)),
    town: z.nullable(z.string()),
    caption: z.nullable(z.string()),
    width: z.nullable(numberValue()),
    height: z.nullable(numberValue()),
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

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * A field that may be cleared: blank (a cleared input) or null is saved as no value; any other
 * value must pass `valid`, whose sentence `error` gives.
 */
const clearable = <T extends string>(valid: (value: unknown) => value is T, error: string) =>
  z
    .custom<T | null, unknown>((value) => value === null || isBlank(value) || valid(value), { error })
    .check(z.overwrite((value) => (isBlank(value) ? null : value)));

/** Text that may be cleared: zod's own answer when it is not text, then `valid` on the text. */
const clearableText = (valid: (text: string) => boolean, error: string, trim: boolean) =>
  z.pipe(
    z.nullable(z.string()),
    z
      .custom<string | null, string | null>(
        (value) => value === null || isBlank(value) || valid(trim ? value.trim() : value),
        {
          error,
        },
      )
      .check(z.overwrite((value) => (value === null || isBlank(value) ? null : trim ? value.trim() : value))),
  );

/** Text of `min` to `max` characters once trimmed, stored trimmed. */
const trimmedText = (min: number, max: number, error: string) =>
  clearableText((text) => text.length >= min && text.length <= max, error, true);

const altMessage = `Alt text must be ${galleryLimits.altMin} to ${galleryLimits.altMax} characters`;

/**
 * PATCH /api/gallery/:id: fields saved as drafts (any may be cleared), `published` switches the
 * photo on or off, `move` changes its place in the order by one. Publishing is checked against the
 * saved fields by `publishProblem`.
 */
export const galleryPatchSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      alt: z.optional(trimmedText(galleryLimits.altMin, galleryLimits.altMax, altMessage)),
      room: z.optional(
        clearable(
          (value): value is GalleryRoom => (galleryRoomSlugs as readonly unknown[]).includes(value),
          'Choose one of the six rooms',
        ),
      ),
      town: z.optional(
        clearableText((town) => serviceAreaTowns.includes(town), 'Choose a town of the service area', false),
      ),
      caption: z.optional(
        trimmedText(0, galleryLimits.caption, `Caption must be at most ${galleryLimits.caption} characters`),
      ),
      published: z.optional(z.boolean({ error: 'published must be true or false' })),
      move: z.optional(z.enum(['up', 'down'], { error: "move must be 'up' or 'down'" })),
    })
    .check(z.refine((b) => Object.keys(b).length > 0, { error: 'Send at least one field to change' })))();

export type GalleryPatch = z.infer<typeof galleryPatchSchema>;

/** The path parameters of /api/gallery/:id. */
export const galleryParamsSchema = /* @__PURE__ */ (() => idParams('Photo'))();
