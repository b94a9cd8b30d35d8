import fs from 'node:fs';
import { Router, type RequestHandler } from 'express';
import { completionApi } from '../../shared/api/completion';
import { galleryUploadMessages as messages } from '../../shared/gallery';
import { type ActivityExtras, recordsOnLead } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve, type RouteHandler } from '../core/http/serve';
import {
  createPhoto,
  oneGigabyte,
  receivePhoto,
  requireFreeDisk,
  uploadProblem,
  type GalleryOptions,
  type UploadProblem,
} from '../gallery';
import { completionOf } from './completion-view';
import { requireJobWork } from './job-guards';
import { openCompletion } from './job-state';
import { completionPhotos } from './schema';

const problemAnswers: Record<UploadProblem, [number, string]> = {
  heic: [415, messages.heic],
  notImage: [415, messages.notImage],
  tooManyPixels: [400, messages.tooManyPixels],
  unreadable: [400, messages.unreadable],
};

/** The gallery's own upload settings: the photos are gallery drafts, processed by the gallery's queue. */
export type CompletionPhotoOptions = Pick<GalleryOptions, 'mediaDir' | 'onQueued' | 'minFreeBytes'>;

/**
 * POST /api/contacts/:id/completion/photos, multipart (routed ahead of the JSON body policy in
 * server/app.ts): a photo of the finished space from a phone or a computer. Whoever may work the job,
 * on a job whose completion is recorded and not closed; then the gallery's own steps: free disk, the
 * file (25 MB), its bytes (JPEG, PNG or WebP; HEIC named apart), saved as a gallery draft that the
 * gallery's queue makes upright, strips of EXIF and GPS and sizes in the background (202).
 */
export function completionPhotoUpload(
  db: Db,
  { mediaDir, onQueued = () => {}, minFreeBytes = oneGigabyte }: CompletionPhotoOptions,
): Router {
  const router = Router();
  const jobOpen: RequestHandler = (req, res, next) => {
    const state = openCompletion(db, Number(req.params.id), new Date());
    if (!state.ok) return sendError(res, state.status, state.message);
    next();
  };
  const accept: RouteHandler<typeof completionApi.addPhoto> = async (req, res, { params }, next) => {
    const file = req.file;
    if (!file) return sendError(res, 400, messages.missing);
    try {
      const problem = await uploadProblem(file.path, ['jpeg', 'png', 'webp']);
      if (problem) {
        fs.rmSync(file.path, { force: true });
        return sendError(res, ...problemAnswers[problem]);
      }
      const photo = createPhoto(db, { fileKey: file.filename, originalName: 'Finished space', origin: 'job' });
      db.insert(completionPhotos).values({ leadId: params.id, photoId: photo.id, addedBy: req.staff!.id }).run();
      res.locals.activity = { detail: `Photo ${photo.id}` } satisfies ActivityExtras;
      res.once('finish', onQueued);
      res.status(202).json(completionOf(db, params.id));
    } catch (err) {
      fs.rmSync(file.path, { force: true });
      next(err);
    }
  };
  serve(
    router,
    completionApi.addPhoto,
    requireJobWork(db),
    jobOpen,
    recordsOnLead(db, 'completion-photo-added'),
    requireFreeDisk(mediaDir, minFreeBytes),
    receivePhoto(mediaDir),
    accept,
  );
  return router;
}
