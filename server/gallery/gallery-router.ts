import { Router } from 'express';
import { records } from '../core/activity/activity-log';
import { publishProblem } from '../../shared/gallery';
import { galleryApi } from '../../shared/api/gallery';
import { staffCan } from '../core/auth/staff-guard';
import {
  deletePhotoRow,
  detachPhotoFromReviews,
  findPhoto,
  listAllPhotos,
  listPublishedPhotos,
  movePhoto,
  toAdminPhoto,
  updatePhotoFields,
} from './gallery-photos';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { apiMessages } from '../../shared/api-messages';
import { removePhotoFiles } from './media-files';

const stillProcessingMessage = 'The photo is still being processed. Publish it once it is ready.';
const processingFailedMessage = 'The photo could not be processed. Delete it and upload it again.';
export const jobPhotoMessage =
  "A job's finished photos are published from the job's Completion panel, once the homeowner agreed.";

/** GET (public: published photos; staff: every photo), PATCH and DELETE under /api/gallery. */
export function galleryRouter(
  db: Db,
  {
    mediaDir,
    onChange,
    onReviewsChange = () => {},
  }: { mediaDir: string; onChange: () => void; onReviewsChange?: () => void },
): Router {
  // A review keeps showing a photo only while it is published.
  const detach = (fileKey: string) => {
    if (detachPhotoFromReviews(db, fileKey) > 0) onReviewsChange();
  };
  const router = Router();

  serve(router, galleryApi.list, (req, res) => {
    res.vary('Cookie');
    if (staffCan(req, 'photos:manage')) {
      res.set('Cache-Control', 'no-store');
      return res.json({ photos: listAllPhotos(db) });
    }
    res.set('Cache-Control', 'no-cache');
    res.json({ photos: listPublishedPhotos(db) });
  });

  serve(router, galleryApi.patch, records(db, 'photo-changed', { type: 'photo' }), (_req, res, { params, body }) => {
    const photo = findPhoto(db, params.id);
    if (!photo) return sendError(res, 404, apiMessages.photoNotFound);
    const { move, ...fields } = body;
    const after = { ...photo, ...fields };
    if (after.published) {
      // The homeowner's consent is the job's to check (server/completion/publish-photos.ts).
      if (photo.origin === 'job' && !photo.published) return sendError(res, 409, jobPhotoMessage);
      if (photo.status === 'processing') return sendError(res, 409, stillProcessingMessage);
      if (photo.status === 'failed') return sendError(res, 409, processingFailedMessage);
      const problem = publishProblem(after);
      if (problem) {
        const field = !after.alt ? 'alt' : !after.room ? 'room' : 'town';
        return sendError(res, 400, problem, { [field]: [problem] });
      }
    }
    if (Object.keys(fields).length > 0) updatePhotoFields(db, photo.id, fields);
    if (move) movePhoto(db, photo.id, move);
    if (fields.published === false) detach(photo.fileKey);
    onChange();
    res.json({ photo: toAdminPhoto(findPhoto(db, photo.id)!) });
  });

  serve(router, galleryApi.remove, records(db, 'photo-deleted', { type: 'photo' }), (_req, res, { params }) => {
    const photo = deletePhotoRow(db, params.id);
    if (!photo) return sendError(res, 404, apiMessages.photoNotFound);
    removePhotoFiles(mediaDir, photo.fileKey);
    detach(photo.fileKey);
    onChange();
    res.json({ success: true });
  });

  return router;
}
