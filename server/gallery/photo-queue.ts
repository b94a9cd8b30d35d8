import fs from 'node:fs';
import { countProcessing, markProcessed, nextToProcess } from './gallery-photos';
import type { Db } from '../core/db/types';
import { serialJob } from '../core/serial-job';
import { incomingFile, photoDir, removePhotoFiles } from './media-files';
import { processPhoto } from './process-photo';

export interface PhotoQueue {
  /** Starts working through the waiting photos unless already doing so. */
  kick(): void;
  /** Resolves once nothing is waiting (tests, shutdown). */
  idle(): Promise<void>;
  /** Photos uploaded and not yet processed (reported by /readyz). */
  backlog(): number;
}

/**
 * A photo queue's work: the waiting photos one at a time, oldest first, each processed from its
 * upload under `root` into its own folder there and marked ready (the upload then removed), or
 * marked failed (its files removed).
 */
export async function processWaitingPhotos({
  root,
  next,
  process,
  mark,
  logError,
  onProcessed,
}: {
  root: string;
  next: () => { id: number; fileKey: string } | undefined;
  process: (input: string, outDir: string) => Promise<{ width: number; height: number }>;
  /** False when the photo is gone (deleted while it was processed). */
  mark: (id: number, result: { status: 'ready'; width: number; height: number } | { status: 'failed' }) => boolean;
  logError: (err: unknown) => void;
  onProcessed: (id: number) => void;
}): Promise<void> {
  for (let photo = next(); photo; photo = next()) {
    const input = incomingFile(root, photo.fileKey);
    try {
      const size = await process(input, photoDir(root, photo.fileKey));
      // Deleted while it was being processed: its new files go too.
      if (mark(photo.id, { status: 'ready', ...size })) fs.rmSync(input, { force: true });
      else removePhotoFiles(root, photo.fileKey);
    } catch (err) {
      logError(err);
      mark(photo.id, { status: 'failed' });
      removePhotoFiles(root, photo.fileKey);
    }
    onProcessed(photo.id);
  }
}

/**
 * One photo at a time, oldest first, in the background: the site stays responsive on two cores.
 * The queue is the `processing` rows of the table, so a restart resumes where it stopped.
 */
export function createPhotoQueue({
  db,
  mediaDir,
  onProcessed = () => {},
  logError = () => {},
}: {
  db: Db;
  mediaDir: string;
  onProcessed?: (id: number) => void;
  logError?: (err: unknown) => void;
}): PhotoQueue {
  const work = () =>
    processWaitingPhotos({
      root: mediaDir,
      next: () => nextToProcess(db),
      process: processPhoto,
      mark: (id, result) => markProcessed(db, id, result),
      logError,
      onProcessed,
    });

  const job = serialJob(work, logError);
  return {
    kick() {
      void job.run();
    },
    idle: job.idle,
    backlog: () => countProcessing(db),
  };
}
