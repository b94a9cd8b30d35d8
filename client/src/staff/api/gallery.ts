import { galleryApi } from '../../../../shared/api/gallery';
import { pathTo, type BodyOf } from '../../../../shared/api/route';
import type { AdminGalleryPhoto, AdminGalleryResponse } from '../../../../shared/gallery-schema';
import { apiQuery, callApi } from '../../lib/call-api';
import { sendPhoto } from './send-photo';

const list = apiQuery(galleryApi.list);

export const galleryKey = list.queryKey;

/**
 * GET /api/gallery as staff read it: every photo, published or not, with its processing state. An
 * answer without the staff's fields (someone who may not manage photos) is an error, never a list
 * shown as if it were every photo.
 */
export const galleryQuery = {
  queryKey: galleryKey,
  queryFn: async (): Promise<AdminGalleryResponse> => {
    const answer = await list.queryFn();
    const photos = answer.photos.filter((p): p is AdminGalleryPhoto => 'status' in p);
    if (photos.length < answer.photos.length) throw new Error('The gallery came without its staff fields');
    return { photos };
  },
};

/** PATCH /api/gallery/{id}: alt text, room, town, caption, published, or a move. */
export const patchPhoto = (id: number, body: BodyOf<typeof galleryApi.patch>) =>
  callApi(galleryApi.patch, { params: { id }, body });

/** DELETE /api/gallery/{id}: the photo and every file of it. */
export const deletePhoto = (id: number) => callApi(galleryApi.remove, { params: { id } });

/** POST /api/gallery with its upload progress: the photo, saved as processing. */
export const uploadPhoto = (file: File, onProgress: (fraction: number) => void) =>
  sendPhoto(galleryApi.upload, pathTo(galleryApi.upload), file, onProgress, (answer) => answer.photo);
