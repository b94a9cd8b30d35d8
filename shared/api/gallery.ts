import * as z from 'zod/mini';
import { galleryPath } from './public-paths';
import { maxInputPixels, maxUploadBytes } from '../gallery';
import {
  adminGalleryPhotoSchema,
  adminGalleryResponseSchema,
  galleryParamsSchema,
  galleryPatchSchema,
  galleryResponseSchema,
} from '../gallery-schema';
import { filePart, oneOf } from './lean-schemas';
import { route } from './route';
import { okAnswer } from './ok-answer';

const photoPath = '/api/gallery/:id';

/** Project photos: the site shows the published ones; staff upload, describe, publish, order and delete them. */
/** A photo as staff see it, after an upload or a change. */
const photoAnswer = /* @__PURE__ */ (() => z.object({ photo: adminGalleryPhotoSchema }))();

export const galleryApi = /* @__PURE__ */ (() => ({
  list: route({
    method: 'GET',
    path: galleryPath,
    summary: 'The published photos; for staff who manage photos, every photo with its processing state',
    access: 'public',
    answer: oneOf([adminGalleryResponseSchema, galleryResponseSchema]),
  }),
  upload: route({
    method: 'POST',
    path: galleryPath,
    summary: 'Upload a photo: saved as processing and answered at once (202), then processed in the background',
    access: { permission: 'photos:manage' },
    multipart: true,
    body: z.object({
      photo: filePart(
        `A JPEG, PNG or WebP photo of at most ${maxUploadBytes / 1024 / 1024} MB and ${maxInputPixels / 1_000_000} megapixels`,
      ),
    }),
    status: 202,
    answer: photoAnswer,
  }),
  patch: route({
    method: 'PATCH',
    path: photoPath,
    summary: 'Change a photo’s alt text, room, town or caption, publish or unpublish it, or move it by one',
    access: { permission: 'photos:manage' },
    params: galleryParamsSchema,
    body: galleryPatchSchema,
    answer: photoAnswer,
  }),
  remove: route({
    method: 'DELETE',
    path: photoPath,
    summary: 'Delete a photo and every file of it',
    access: { permission: 'photos:manage' },
    params: galleryParamsSchema,
    answer: okAnswer,
  }),
}))();
