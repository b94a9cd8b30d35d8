import * as z from 'zod/mini';
import { spacePhotoViewSchema } from '../booking';
import { spacePhotoUploadSchema } from '../space-photo-upload';
import { spacePhotoUploadPath } from './booking-paths';
import { pathTo, route } from './route';

const spacePhotoImagePath = '/api/contacts/:id/space-photos/:photoId/:size.jpg';

/** The staff address of a homeowner's photo of their space (signed-in staff who may see the lead only). */
export const spacePhotoUrl = (leadId: number, photoId: number, size: 'thumb' | 'full') =>
  pathTo({ path: spacePhotoImagePath }, { id: leadId, photoId, size });

/** A homeowner's photos of their space: added from the booking page, opened by staff. */
export const spacePhotosApi = /* @__PURE__ */ (() => ({
  add: route({
    method: 'POST',
    path: spacePhotoUploadPath,
    summary:
      'Add a photo of the space from the booking page (at most ten): processed before the answer; a plain form post gets a 303 back to the page',
    access: 'secret-link',
    params: z.object({ token: z.string().check(z.describe('The booking link’s secret token')) }),
    multipart: true,
    body: spacePhotoUploadSchema,
    status: 201,
    answer: z.object({ photo: spacePhotoViewSchema }),
  }),
  image: route({
    method: 'GET',
    path: spacePhotoImagePath,
    summary: 'A homeowner’s photo of their space, its thumbnail or full size (404 for a lead out of reach)',
    access: { permission: 'leads:read' },
    // Read as sent: any path that names no ready photo of the lead is a 404, never a 400.
    params: z.object({
      id: z.string().check(z.describe('The lead’s id')),
      photoId: z.string().check(z.describe('The photo’s id')),
      size: z.string().check(z.describe('`thumb` or `full`')),
    }),
    contentType: 'image/jpeg',
  }),
}))();
