import { galleryPath } from '../../../../../shared/api-paths';
import { galleryPhotoPath } from '../../../../../shared/staff-api-paths';
import type { AdminGalleryResponse } from '../../../../../shared/gallery';
import { apiRequest, getJson } from '../../../lib/api-request';

export const galleryKey = [galleryPath] as const;

/** GET /api/gallery as staff read it: every photo, published or not, with its processing state. */
export const galleryQuery = { queryKey: galleryKey, queryFn: () => getJson<AdminGalleryResponse>(galleryPath) };

/** PATCH /api/gallery/{id}: alt text, room, town, published. */
export const patchPhoto = (id: number, body: object) => apiRequest('PATCH', galleryPhotoPath(id), body);

/** DELETE /api/gallery/{id}: the photo and every file of it. */
export const deletePhoto = (id: number) => apiRequest('DELETE', galleryPhotoPath(id));
