import { z } from 'zod';
import { galleryLimits, galleryRoomSlugs, type GalleryPhoto } from './gallery';
import { serviceAreaTowns } from './service-area-towns';

export * from './gallery';

/** A photo as the public GET returns it: published and ready only. */
export const galleryPhotoSchema: z.ZodType<GalleryPhoto> = z.object({
  id: z.number().int().positive(),
  alt: z.string(),
  room: z.enum(galleryRoomSlugs),
  town: z.string(),
  caption: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** `/media/<key>`: variants are `<src>/<width>.<avif|webp|jpg>`. */
  src: z.string(),
});

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * PATCH /api/gallery/:id: fields saved as drafts (any may be cleared), `published` switches the
 * photo on or off, `move` changes its place in the order by one. Publishing is checked against the
 * saved fields by `publishProblem`.
 */
export const galleryPatchSchema = z
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
  .refine((b) => Object.keys(b).length > 0, { error: 'Send at least one field to change' });

export type GalleryPatch = z.infer<typeof galleryPatchSchema>;

export const galleryIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, { error: 'Photo id must be a positive whole number' })
  .transform(Number);
