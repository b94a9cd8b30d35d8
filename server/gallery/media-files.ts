import fs from 'node:fs';
import path from 'node:path';

/**
 * The layout of MEDIA_DIR: uploads land in `.incoming/<key>` (a dot folder, never served) and,
 * once processed, a photo's files are `<key>/master.jpg` and `<key>/<width>.<avif|webp|jpg>`.
 * Keys are random hex made by multer, never the uploaded name.
 */
export const incomingDir = (mediaDir: string) => path.join(mediaDir, '.incoming');
export const incomingFile = (mediaDir: string, key: string) => path.join(incomingDir(mediaDir), key);
export const photoDir = (mediaDir: string, key: string) => path.join(mediaDir, key);

/**
 * Photos only staff may see (homeowners' photos of their space) keep the same layout under
 * `MEDIA_DIR/.private/`: /media never reaches it, as serveMedia serves only `/<key>/…` paths and
 * express.static refuses dot folders.
 */
export const privateMediaDir = (mediaDir: string) => path.join(mediaDir, '.private');

export const fileKeyPattern = /^[0-9a-f]{32}$/;

/** Removes every file of a photo: the upload, the master and the variants (and a half-written set). */
export function removePhotoFiles(mediaDir: string, key: string): void {
  if (!fileKeyPattern.test(key)) return;
  fs.rmSync(incomingFile(mediaDir, key), { force: true });
  fs.rmSync(photoDir(mediaDir, key), { recursive: true, force: true });
  fs.rmSync(`${photoDir(mediaDir, key)}.tmp`, { recursive: true, force: true });
}

/** Bytes free for this process on the disk that holds `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
}
