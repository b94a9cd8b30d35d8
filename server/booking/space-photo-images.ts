import { Router } from 'express';
import { spacePhotosApi } from '../../shared/api/space-photos';
import { apiMessages } from '../../shared/api-messages';
import { leadIdSchema } from '../../shared/admin-schema';
import { idSchema } from '../../shared/id-schema';
import { requireLeadInScope } from '../leads';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { privateMediaDir } from '../gallery';
import { isSpacePhotoSize, spacePhotoFileName } from './space-photo-queue';
import { readySpacePhotoOfLead } from './space-photo-store';

/**
 * GET /api/contacts/:id/space-photos/:photoId/<thumb|full>.jpg: a homeowner's photo of their space,
 * only to signed-in staff who may read that lead (401 signed out; a designer gets 404 for a lead
 * not theirs, as for one that does not exist). Never cached by the browser or a proxy.
 */
export function spacePhotoImages(db: Db, { mediaDir }: { mediaDir: string }): Router {
  const router = Router();
  serve(router, spacePhotosApi.image, requireLeadInScope(db), (_req, res, { params }) => {
    const leadId = leadIdSchema.safeParse(params.id);
    const photoId = idSchema('Photo').safeParse(params.photoId);
    const { size } = params;
    if (!leadId.success || !photoId.success || !isSpacePhotoSize(size)) {
      return sendError(res, 404, apiMessages.photoNotFound);
    }
    const photo = readySpacePhotoOfLead(db, leadId.data, photoId.data);
    if (!photo) return sendError(res, 404, apiMessages.photoNotFound);
    res.set('Cache-Control', 'private, no-store');
    // The name comes from the database (32 hex), never from the URL, and is read under the private folder.
    res.sendFile(
      spacePhotoFileName(photo.fileKey, size),
      { root: privateMediaDir(mediaDir), cacheControl: false, dotfiles: 'deny' },
      (err) => {
        if (err && !res.headersSent) sendError(res, 404, apiMessages.photoNotFound);
      },
    );
  });
  return router;
}
