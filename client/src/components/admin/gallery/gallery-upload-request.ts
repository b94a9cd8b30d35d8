import type { AdminGalleryPhoto } from '../../../../../shared/gallery';
import { galleryPath } from '../../../../../shared/api-paths';

type UploadResult = { ok: true; photo: AdminGalleryPhoto } | { ok: false; error: string };

/**
 * POST /api/gallery with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). `onProgress` gets 0–1.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', galleryPath);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { photo?: AdminGalleryPhoto; error?: string } | null;
      if (xhr.status === 202 && body?.photo) return resolve({ ok: true, photo: body.photo });
      resolve({ ok: false, error: body?.error ?? `The upload failed (${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, error: 'The upload failed: check the connection and try again.' });
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}
