import fs from 'node:fs';
import request from 'supertest';
import { asBuffer } from '../test/as-buffer';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPhoto } from './gallery-photos';
import { createGalleryTestApp } from '../test/gallery-app';
import { hasGpsIfd, sidewaysJpeg, smallPng } from '../test/test-images';
import { incomingDir, incomingFile, photoDir } from './media-files';
import { createPhotoQueue } from './photo-queue';

let ctx: Awaited<ReturnType<typeof createGalleryTestApp>>;
beforeEach(async () => {
  ctx = await createGalleryTestApp();
});
afterEach(() => ctx.cleanup());

const status = (id: number) =>
  ctx.db.$client.prepare('SELECT status, width, height FROM gallery_photos WHERE id = ?').get(id);

async function served(url: string) {
  const res = await asBuffer(request(ctx.app).get(url));
  return { res, body: res.body as Buffer };
}

describe('photo processing', () => {
  // 3.5 MP, just above the largest width upright: the 12 MP photo is `npm run bench`'s.
  it('turns a sideways JPEG with GPS into upright variants without any metadata', async () => {
    const original = await sidewaysJpeg({ width: 2160, height: 1620 });
    const input = await sharp(original).metadata();
    expect([input.width, input.height, input.orientation, hasGpsIfd(input.exif)]).toEqual([2160, 1620, 6, true]);

    const upload = await ctx.staff.post('/api/gallery').attach('photo', original, 'IMG_1234.JPG');
    expect(upload.status).toBe(202);
    await ctx.queue.idle();
    const { id, src } = upload.body.photo;
    expect(status(id)).toEqual({ status: 'ready', width: 1620, height: 2160 });
    expect(fs.readdirSync(incomingDir(ctx.mediaDir))).toEqual([]);

    const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
    for (const width of [480, 960, 1600]) {
      for (const [ext, type] of Object.entries(types)) {
        const { res, body } = await served(`${src}/${width}.${ext}`);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(body).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 4) / 3));
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        if (ext === 'jpg') {
          // Upright: the original's top (red) is now the right half, its bottom (blue) the left.
          const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
          const pixel = (x: number) => [...data.subarray((info.width * 10 + x) * 3, (info.width * 10 + x) * 3 + 3)];
          const [lr, , lb] = pixel(5);
          const [rr, , rb] = pixel(info.width - 5);
          expect(lb! > 150 && lr! < 100).toBe(true);
          expect(rr! > 150 && rb! < 100).toBe(true);
        }
      }
    }
    const master = await sharp(fs.readFileSync(`${photoDir(ctx.mediaDir, src.slice(7))}/master.jpg`)).metadata();
    expect([master.width, master.height, master.exif, master.orientation]).toEqual([1620, 2160, undefined, undefined]);
  }, 120_000);

  it('does not enlarge a small photo: its own width replaces the larger variants', async () => {
    const upload = await ctx.staff.post('/api/gallery').attach('photo', await smallPng(), 'small.png');
    await ctx.queue.idle();
    const files = fs.readdirSync(photoDir(ctx.mediaDir, upload.body.photo.src.slice(7))).sort();
    expect(files).toEqual(['480.avif', '480.jpg', '480.webp', '800.avif', '800.jpg', '800.webp', 'master.jpg']);
  });

  it('resumes photos left processing by a restart', async () => {
    fs.mkdirSync(incomingDir(ctx.mediaDir), { recursive: true });
    const key = 'a'.repeat(32);
    fs.writeFileSync(incomingFile(ctx.mediaDir, key), await smallPng());
    const row = createPhoto(ctx.db, { fileKey: key, originalName: 'left.png' });
    const restarted = createPhotoQueue({ db: ctx.db, mediaDir: ctx.mediaDir });
    expect(restarted.backlog()).toBe(1);
    restarted.kick();
    await restarted.idle();
    expect(status(row.id)).toEqual({ status: 'ready', width: 800, height: 600 });
    expect(restarted.backlog()).toBe(0);
  });

  it('marks a photo failed when its upload cannot be processed, and keeps no files', async () => {
    const key = 'b'.repeat(32);
    const row = createPhoto(ctx.db, { fileKey: key, originalName: 'lost.jpg' });
    const errors: unknown[] = [];
    const queue = createPhotoQueue({ db: ctx.db, mediaDir: ctx.mediaDir, logError: (e) => errors.push(e) });
    queue.kick();
    await queue.idle();
    expect(status(row.id)).toEqual({ status: 'failed', width: null, height: null });
    expect(errors).toHaveLength(1);
    expect(fs.existsSync(photoDir(ctx.mediaDir, key))).toBe(false);
  });

  it('/readyz reports the processing backlog', async () => {
    const { createTestApp } = await import('../test/test-app');
    createPhoto(ctx.db, { fileKey: 'c'.repeat(32), originalName: 'x.jpg' });
    const withHealth = createTestApp({ seed: false, health: { photoBacklog: ctx.queue.backlog } });
    const res = await request(withHealth.app).get('/readyz');
    expect(res.body.photos).toEqual({ processing: 1 });
    await withHealth.cleanup();
  });
});
