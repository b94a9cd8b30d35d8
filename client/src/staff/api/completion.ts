import * as z from 'zod/mini';
import { completionApi } from '../../../../shared/api/completion';
import { pathTo, type BodyOf } from '../../../../shared/api/route';
import { apiQuery, callApi } from '../../lib/call-api';

/** GET /api/contacts/:id/completion: a signed job's completion (the lead card's Completion panel). */
export const completionQuery = (leadId: number) => apiQuery(completionApi.read, { params: { id: leadId } });

const params = (leadId: number) => ({ params: { id: leadId } });

/** POST …/completion: the installation is complete. */
export const recordCompletion = (leadId: number) => callApi(completionApi.record, params(leadId));

/** POST …/completion/punch-list: what is not right, and the day it will be fixed by. */
export const addPunchItem = (leadId: number, body: BodyOf<typeof completionApi.addItem>) =>
  callApi(completionApi.addItem, { ...params(leadId), body });

/** POST …/completion/punch-list/:itemId/fixed */
export const fixPunchItem = (leadId: number, itemId: number) =>
  callApi(completionApi.fixItem, { params: { id: leadId, itemId } });

/** PUT …/completion/hold-back: the office's hold-back while the punch list is open. */
export const setHoldBack = (leadId: number, body: BodyOf<typeof completionApi.holdBack>) =>
  callApi(completionApi.holdBack, { ...params(leadId), body });

/** POST …/completion/photos/publish: a closed job's finished photos on the gallery. */
export const publishFinishedPhotos = (leadId: number) => callApi(completionApi.publishPhotos, params(leadId));

type UploadResult = { ok: true; photo: { id: number } } | { ok: false; error: string };

/**
 * POST …/completion/photos with XMLHttpRequest for its upload progress (as the gallery's upload);
 * the answer, parsed by the declaration, is the completion with the new photo last.
 */
export function uploadFinishedPhoto(
  leadId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(completionApi.addPhoto.method, pathTo(completionApi.addPhoto, { id: leadId }));
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const parsed = z.safeParse(completionApi.addPhoto.answer, xhr.response);
      const photo = parsed.success ? parsed.data.photos.at(-1) : undefined;
      if (xhr.status === completionApi.addPhoto.status && photo) return resolve({ ok: true, photo });
      const error = (xhr.response as { error?: unknown } | null)?.error;
      resolve({ ok: false, error: typeof error === 'string' ? error : `The upload failed (${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, error: 'The upload failed: check the connection and try again.' });
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}

/** POST …/completion/balance-payment: the balance the crew took on site (check or cash). */
export const recordCrewBalance = (leadId: number, body: BodyOf<typeof completionApi.recordBalance>) =>
  callApi(completionApi.recordBalance, { ...params(leadId), body });
