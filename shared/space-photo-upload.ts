// zod/mini: the booking page checks a photo with this before sending it (see contact-schema.ts).
import * as z from 'zod/mini';
import { filePart } from './api/lean-schemas';
import { maxSpacePhotoNote, spacePhotoMessages } from './booking';
import { maxInputPixels, maxUploadBytes } from './gallery';

/**
 * POST /api/bookings/:token/photos, multipart: one photo of the space and an optional note. The
 * upload step (server/booking/space-photo-upload.ts) reads the body itself and refuses with the same
 * sentences; the booking page checks a photo with this before a long upload the server would refuse.
 */
export const spacePhotoUploadSchema = /* @__PURE__ */ (() =>
  z.object({
    photo: filePart(
      `A JPEG, PNG, WebP or GIF photo of at most ${maxUploadBytes / 1024 / 1024} MB and ${maxInputPixels / 1_000_000} megapixels`,
    ).check(
      z.refine((file) => file instanceof Blob && file.size > 0, { error: spacePhotoMessages.missing, abort: true }),
      z.refine((file) => file.size <= maxUploadBytes, { error: spacePhotoMessages['too-large'] }),
    ),
    note: z.optional(z.string().check(z.maxLength(maxSpacePhotoNote, { error: spacePhotoMessages.note }))),
  }))();
export type SpacePhotoUpload = z.output<typeof spacePhotoUploadSchema>;
export type SpacePhotoUploadInput = z.input<typeof spacePhotoUploadSchema>;
