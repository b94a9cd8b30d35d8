import * as z from 'zod/mini';
import type { AnswerOf, JsonRoute } from '../../../../shared/api/route';

/** A photo uploaded (as its route answers it), or why not, in words to show. */
export type UploadResult<P> = { ok: true; photo: P } | { ok: false; error: string };

/**
 * POSTs a photo (the form field `photo`) to `path` of the declared route with XMLHttpRequest, the
 * one browser API that reports upload progress (fetch does not), so not through callApi; its answer
 * is parsed by the same declaration and `photoOf` picks the photo out of it. `onProgress` gets 0–1.
 */
export function sendPhoto<R extends JsonRoute, P>(
  declared: R,
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  photoOf: (answer: AnswerOf<R>) => P | undefined,
): Promise<UploadResult<P>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(declared.method, path);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const parsed = xhr.status === declared.status ? z.safeParse(declared.answer, xhr.response) : undefined;
      const photo = parsed?.success ? photoOf(parsed.data as AnswerOf<R>) : undefined;
      if (photo !== undefined) return resolve({ ok: true, photo });
      const error = (xhr.response as { error?: unknown } | null)?.error;
      resolve({ ok: false, error: typeof error === 'string' ? error : `The upload failed (${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, error: 'The upload failed: check the connection and try again.' });
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}
