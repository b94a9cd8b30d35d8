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
  async function work() {
    for (let photo = nextToProcess(db); photo; photo = nextToProcess(db)) {
      const input = incomingFile(mediaDir, photo.fileKey);
      try {
        const size = await processPhoto(input, photoDir(mediaDir, photo.fileKey));
        // Deleted while it was being processed: its new files go too.
        if (markProcessed(db, photo.id, { status: 'ready', ...size })) fs.rmSync(input, { force: true });
        else removePhotoFiles(mediaDir, photo.fileKey);
      } catch (err) {
        logError(err);
        markProcessed(db, photo.id, { status: 'failed' });
        removePhotoFiles(mediaDir, photo.fileKey);
      }
      onProcessed(photo.id);
    }
  }

  const job = serialJob(work, logError);
  return {
    kick() {
      void job.run();
    },
    idle: job.idle,
    backlog: () => countProcessing(db),
  };
}
