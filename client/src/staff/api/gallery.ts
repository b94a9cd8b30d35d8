import * as z from 'zod/mini';
import { galleryApi } from '../../../../shared/api/gallery';
import { pathTo, type BodyOf } from '../../../../shared/api/route';
import type { AdminGalleryPhoto, AdminGalleryResponse } from '../../../../shared/gallery-schema';
import { apiQuery, callApi } from '../../lib/call-api';

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

type UploadResult = { ok: true; photo: AdminGalleryPhoto } | { ok: false; error: string };

/**
 * POST /api/gallery with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not), so not through callApi; its answer is parsed by the same declaration.
 * `onProgress` gets 0–1.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(galleryApi.upload.method, pathTo(galleryApi.upload));
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const accepted = xhr.status === galleryApi.upload.status && z.safeParse(galleryApi.upload.answer, xhr.response);
      if (accepted && accepted.success) return resolve({ ok: true, photo: accepted.data.photo });
      const error = (xhr.response as { error?: unknown } | null)?.error;
      resolve({ ok: false, error: typeof error === 'string' ? error : `The upload failed (${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, error: 'The upload failed: check the connection and try again.' });
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}
