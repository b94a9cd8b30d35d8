import { completionApi } from '../../../../shared/api/completion';
import { pathTo, type BodyOf } from '../../../../shared/api/route';
import { apiQuery, callApi } from '../../lib/call-api';
import { sendPhoto } from './send-photo';

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

/**
 * POST …/completion/photos with its upload progress (as the gallery's upload); the answer is the
 * completion with the new photo last.
 */
export const uploadFinishedPhoto = (leadId: number, file: File, onProgress: (fraction: number) => void) =>
  sendPhoto(completionApi.addPhoto, pathTo(completionApi.addPhoto, { id: leadId }), file, onProgress, (answer) =>
    answer.photos.at(-1),
  );

/** POST …/completion/balance-payment: the balance the crew took on site (check or cash). */
export const recordCrewBalance = (leadId: number, body: BodyOf<typeof completionApi.recordBalance>) =>
  callApi(completionApi.recordBalance, { ...params(leadId), body });
