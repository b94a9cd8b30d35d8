import type { RequestHandler } from 'express';
import { records } from '../core/activity/activity-log';
import { requirePermission } from '../core/auth/staff-guard';
import type { Db } from '../core/db/types';
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

/** POST /api/gallery, the API's one multipart route: staff only, then disk space, size, bytes. */
export function galleryUpload(
  db: Db,
  { mediaDir, onQueued = () => {}, minFreeBytes = oneGigabyte }: GalleryOptions,
): RequestHandler[] {
  return [
    requirePermission('photos:manage'),
    records(db, 'photo-uploaded', { type: 'photo' }),
    requireFreeDisk(mediaDir, minFreeBytes),
    receivePhoto(mediaDir),
    acceptPhoto(db, onQueued),
  ];
}
