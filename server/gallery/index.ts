export { galleryUpload, type GalleryOptions } from './gallery-options';
export { createPhoto, isPublishedPhotoUrl, listPublishedPhotos, updatePhotoFields } from './gallery-photos';
export { galleryRouter } from './gallery-router';
export { backupMedia, restoreMedia } from './media-backup';
export {
  fileKeyPattern,
  freeBytes,
  incomingDir,
  incomingFile,
  photoDir,
  privateMediaDir,
  removePhotoFiles,
} from './media-files';
export { createPhotoQueue, processWaitingPhotos, type PhotoQueue } from './photo-queue';
export { processPhoto, processUpright, type Pixels } from './process-photo';
export { serveMedia } from './serve-media';
export { oneGigabyte, receivePhoto, requireFreeDisk, uploadProblem, type UploadProblem } from './upload-photo';
export { galleryPhotos } from './schema';
