import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPhotoQueue, type PhotoQueue } from '../gallery';
import { signedInAgent, useTestPassword } from './admin-agent';
import { createTestApp } from './test-app';

/** The real app with its own MEDIA_DIR in a temp folder, the photo queue and a signed-in staff agent. */
export async function createGalleryTestApp({ minFreeBytes = 0, onChange = () => {} } = {}) {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-media-'));
  const holder: { queue?: PhotoQueue } = {};
  const ctx = createTestApp({
    seed: false,
    gallery: { mediaDir, onQueued: () => holder.queue?.kick(), onChange, minFreeBytes },
  });
  const queue = createPhotoQueue({ db: ctx.db, mediaDir });
  holder.queue = queue;
  await useTestPassword(ctx.db);
  const staff = await signedInAgent(ctx.app);
  return {
    ...ctx,
    mediaDir,
    queue,
    staff,
    async cleanup() {
      await queue.idle();
      await ctx.cleanup();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
