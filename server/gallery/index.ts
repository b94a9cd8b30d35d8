export { galleryUpload, type GalleryOptions } from './gallery-options';
export { isPublishedPhotoUrl, listPublishedPhotos } from './gallery-photos';
export { galleryRouter } from './gallery-router';
export { backupMedia, restoreMedia } from './media-backup';
export { createPhotoQueue, type PhotoQueue } from './photo-queue';
export { processPhoto } from './process-photo';
export { serveMedia } from './serve-media';
