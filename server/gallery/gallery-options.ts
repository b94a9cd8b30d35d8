import { Router } from 'express';
import { galleryApi } from '../../shared/api/gallery';
import { records } from '../core/activity/activity-log';
import type { Db } from '../core/db/types';
import { serve } from '../core/http/serve';
import { acceptPhoto, oneGigabyte, receivePhoto, requireFreeDisk } from './upload-photo';

export interface GalleryOptions {
  /** MEDIA_DIR: uploads, masters and variants. */
  mediaDir: string;
  /** Wakes the background processor after an upload was answered. */
  onQueued?: () => void;
  /** Called after staff changed a photo (publish, edit, order, delete): pages are re-rendered. */
  onChange?: () => void;
  /** Uploads are refused below this much free disk; 1 GB unless a test says otherwise. */
  minFreeBytes?: number;
}

/**
 * POST /api/gallery, multipart, so it is routed ahead of the API's JSON body policy (server/app.ts):
 * staff only, then disk space, size, bytes.
 */
export function galleryUpload(
  db: Db,
  { mediaDir, onQueued = () => {}, minFreeBytes = oneGigabyte }: GalleryOptions,
): Router {
  const router = Router();
  serve(
    router,
    galleryApi.upload,
    records(db, 'photo-uploaded', { type: 'photo' }),
    requireFreeDisk(mediaDir, minFreeBytes),
    receivePhoto(mediaDir),
    acceptPhoto(db, onQueued),
  );
  return router;
}
