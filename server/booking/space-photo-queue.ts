import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../core/db/types';
import { serialJob } from '../core/serial-job';
import {
  fileKeyPattern,
  incomingDir,
  privateMediaDir,
  processUpright,
  processWaitingPhotos,
  removePhotoFiles,
  type Pixels,
} from '../gallery';
import { markSpacePhoto, nextSpacePhotoToProcess, spacePhotoKeys } from './space-photo-store';

/** What staff open: a thumbnail for the lead card and the photo itself, each fitted inside a square of this many px. */
const spacePhotoSizes = { thumb: 400, full: 1600 } as const;
type SpacePhotoSize = keyof typeof spacePhotoSizes;
export const isSpacePhotoSize = (size: string): size is SpacePhotoSize => Object.hasOwn(spacePhotoSizes, size);

/** `MEDIA_DIR/.private/<key>/<thumb|full>.jpg` */
export const spacePhotoFileName = (key: string, size: SpacePhotoSize) => `${key}/${size}.jpg`;

/** Two JPEGs from the upright pixels, never enlarged; raw pixels carry no EXIF, GPS or other metadata. */
async function writeSpacePhoto({ data, raw }: Pixels, dir: string): Promise<void> {
  for (const [size, box] of Object.entries(spacePhotoSizes)) {
    await sharp(data, { raw })
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(path.join(dir, `${size}.jpg`));
  }
}

const entries = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/**
 * Removes the private files no stored photo owns: left by a crash between a lead's deletion and
 * its files' removal, by a restored older database, or by an upload cut off before it was saved.
 * Run once at start, before any upload is taken.
 */
function removeOrphanedSpacePhotos(db: Db, mediaDir: string): number {
  const root = privateMediaDir(mediaDir);
  const owned = spacePhotoKeys(db);
  const orphans = new Set(
    [...entries(root), ...entries(incomingDir(root))]
      .map((name) => name.replace(/\.tmp$/, ''))
      .filter((key) => fileKeyPattern.test(key) && !owned.has(key)),
  );
  for (const key of orphans) removePhotoFiles(root, key);
  return orphans.size;
}

interface SpacePhotoQueue {
  /** Starts on the waiting photos and resolves once photo `id` is done, or after `waitMs`. */
  processed(id: number, waitMs: number): Promise<void>;
  /** Resolves once nothing is waiting (tests). */
  idle(): Promise<void>;
}

/**
 * Homeowners' photos of their space, processed one at a time with the gallery's processing:
 * upright, every metadata block dropped, two JPEG sizes in MEDIA_DIR's private folder. The queue is
 * the `processing` rows, so a restart resumes where it stopped; a photo that cannot be processed is
 * marked failed and its files removed.
 */
export function createSpacePhotoQueue({
  db,
  mediaDir,
  logError = () => {},
}: {
  db: Db;
  mediaDir: string;
  logError?: (err: unknown) => void;
}): SpacePhotoQueue {
  const root = privateMediaDir(mediaDir);
  const waiting = new Map<number, () => void>();

  // A photo deleted with its lead while it was processed has its new files removed too.
  const work = () =>
    processWaitingPhotos({
      root,
      next: () => nextSpacePhotoToProcess(db),
      process: (input, outDir) => processUpright(input, outDir, writeSpacePhoto),
      mark: (id, result) => markSpacePhoto(db, id, result),
      logError,
      onProcessed: (id) => waiting.get(id)?.(),
    });

  const job = serialJob(work, logError);
  removeOrphanedSpacePhotos(db, mediaDir);
  // Photos received before a restart and not yet processed.
  void job.run();

  return {
    processed(id, waitMs) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(done, waitMs);
        waiting.set(id, done);
        void job.run();
      });
    },
    idle: job.idle,
  };
}
