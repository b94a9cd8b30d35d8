// zod/mini: the staff pages parse the API's answers with these. Classic zod there would also grow
// the public forms' bundle, which shares zod's core with them (vite.config.ts, `forms`).
import * as z from 'zod/mini';
import { idParams } from './id-schema';
import { serviceAreaTowns } from './service-area-towns';
import { galleryLimits, galleryRoomSlugs } from './gallery';

/**
 * What /api/gallery answers and accepts, apart from gallery.ts, which public pages import: the staff
 * pages keep these alive, and a module keeps all of its live code in whichever bundle loads it.
 */

const positiveInt = () => z.int().check(z.positive());

/** A photo as the public GET returns it: published and ready only. */
export const galleryPhotoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: positiveInt(),
    alt: z.string(),
    room: z.enum(galleryRoomSlugs),
    town: z.string(),
    caption: z.nullable(z.string()),
    width: positiveInt(),
    height: positiveInt(),
    /** `/media/<key>`: variants are `<src>/<width>.<avif|webp|jpg>`. */
    src: z.string(),
  }))();
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const galleryStatuses = ['processing', 'ready', 'failed'] as const;
export type GalleryStatus = (typeof galleryStatuses)[number];

/** What staff see: every photo, with its processing state and draft fields. */
export const adminGalleryPhotoSchema = /* @__PURE__ */ (() =>
  z.object({
    id: positiveInt(),
    originalName: z.string(),
    status: z.enum(galleryStatuses),
    published: z.boolean(),
    alt: z.nullable(z.string()),
    room: z.nullable(z.enum(galleryRoomSlugs)),
    town: z.nullable(z.string()),
    caption: z.nullable(z.string()),
    width: z.nullable(positiveInt()),
    height: z.nullable(positiveInt()),
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

/** A field left blank (a cleared input) is saved as no value. */
const blankOrNull = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)),
    z.nullable(schema),
  );

const altMessage = `Alt text must be ${galleryLimits.altMin} to ${galleryLimits.altMax} characters`;

/**
 * PATCH /api/gallery/:id: fields saved as drafts (any may be cleared), `published` switches the
 * photo on or off, `move` changes its place in the order by one. Publishing is checked against the
 * saved fields by `publishProblem`.
 */
export const galleryPatchSchema = /* @__PURE__ */ (() =>
  z
    .partial(
      z.strictObject({
        alt: blankOrNull(
          z
            .string()
            .check(
              z.trim(),
              z.minLength(galleryLimits.altMin, { error: altMessage }),
              z.maxLength(galleryLimits.altMax, { error: altMessage }),
            ),
        ),
        room: blankOrNull(z.enum(galleryRoomSlugs, { error: 'Choose one of the six rooms' })),
        town: blankOrNull(
          z
            .string()
            .check(z.refine((t) => serviceAreaTowns.includes(t), { error: 'Choose a town of the service area' })),
        ),
        caption: blankOrNull(
          z.string().check(
            z.trim(),
            z.maxLength(galleryLimits.caption, {
              error: `Caption must be at most ${galleryLimits.caption} characters`,
            }),
          ),
        ),
        published: z.boolean({ error: 'published must be true or false' }),
        move: z.enum(['up', 'down'], { error: "move must be 'up' or 'down'" }),
      }),
    )
    .check(z.refine((b) => Object.keys(b).length > 0, { error: 'Send at least one field to change' })))();

export type GalleryPatch = z.infer<typeof galleryPatchSchema>;

/** The path parameters of /api/gallery/:id. */
export const galleryParamsSchema = /* @__PURE__ */ (() => idParams('Photo'))();
