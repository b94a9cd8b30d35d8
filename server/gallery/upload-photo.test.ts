import fs from 'node:fs';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { galleryUploadMessages as messages, maxUploadBytes } from '../../shared/gallery';
import { crossOriginMessage } from '../core/http/same-origin';
import { createGalleryTestApp } from '../test/gallery-app';
import { heicBytes, hugePngHeader, smallPng, smallWebp, svgBytes } from '../test/test-images';
import { incomingDir } from './media-files';

let ctx: Awaited<ReturnType<typeof createGalleryTestApp>>;
beforeEach(async () => {
  ctx = await createGalleryTestApp();
});
afterEach(() => ctx.cleanup());

const rows = () => ctx.db.$client.prepare('SELECT count(*) AS n FROM gallery_photos').get() as { n: number };
const leftovers = () => (fs.existsSync(incomingDir(ctx.mediaDir)) ? fs.readdirSync(incomingDir(ctx.mediaDir)) : []);

describe('POST /api/gallery', () => {
  it('takes a PNG from staff with 202 at once, as processing under a name the server made', async () => {
    const res = await ctx.staff.post('/api/gallery').attach('photo', await smallPng(), '../../etc/passwd.png');
    expect(res.status).toBe(202);
    // The name is only shown to staff (busboy keeps its last segment); files get a random key.
    expect(res.body.photo).toMatchObject({ originalName: 'passwd.png', status: 'processing', published: false });
    expect(res.body.photo.src).toMatch(/^\/media\/[0-9a-f]{32}$/);
    expect(rows().n).toBe(1);
  });

  it('takes a WebP', async () => {
    const res = await ctx.staff.post('/api/gallery').attach('photo', await smallWebp(), 'x.webp');
    expect(res.status).toBe(202);
  });

  it('answers 401 when signed out', async () => {
    const res = await request(ctx.app)
      .post('/api/gallery')
      .attach('photo', await smallPng(), 'a.png');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Sign in to continue');
    expect(rows().n).toBe(0);
  });

  it('answers 403 to a cross-origin upload, even from staff', async () => {
    const res = await ctx.staff
      .post('/api/gallery')
      .set('Sec-Fetch-Site', 'cross-site')
      .attach('photo', await smallPng(), 'a.png');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(crossOriginMessage);
  });

  const upload = (file: Buffer, name: string | { filename: string; contentType: string }) =>
    ctx.staff.post('/api/gallery').attach('photo', file, name);
  /** Refused with `status` and `error`, and nothing of the file kept: no row, no file left behind. */
  const expectRefused = (res: { status: number; body: { error?: string } }, status: number, error: string) => {
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect(leftovers()).toEqual([]);
    expect(rows().n).toBe(0);
  };

  it('answers 413 over 25 MB and keeps nothing of it', async () => {
    const big = Buffer.alloc(maxUploadBytes + 1024, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    expectRefused(await upload(big, 'big.jpg'), 413, messages.tooLarge);
  });

  it('answers 415 with how to send a JPEG for a HEIC file, whatever its name and type say', async () => {
    expectRefused(
      await upload(heicBytes(), { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' }),
      415,
      'HEIC photos cannot be used. On an iPhone choose Settings > Camera > Formats > "Most Compatible", or share the photo as a JPEG, then upload it again.',
    );
  });

  it('answers 415 for an SVG sent as a JPEG', async () => {
    const res = await upload(svgBytes(), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expectRefused(res, 415, 'Send a JPEG, PNG or WebP photo.');
  });

  it('answers 400 for a small file that claims more than 50 megapixels', async () => {
    const res = await upload(hugePngHeader(10_000, 10_000), 'bomb.png');
    expectRefused(res, 400, 'The photo is larger than 50 megapixels. Send a smaller version.');
  });

  it('answers 400 for a file with a JPEG start that is not an image', async () => {
    const res = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100, 7)]), 'x.jpg');
    expectRefused(res, 400, 'The photo could not be read. Send a JPEG, PNG or WebP photo.');
  });

  it('answers 400 without a photo field, for a second file and for JSON', async () => {
    const noField = await ctx.staff.post('/api/gallery').attach('picture', await smallPng(), 'a.png');
    const two = await ctx.staff
      .post('/api/gallery')
      .attach('photo', await smallPng(), 'a.png')
      .attach('photo', await smallPng(), 'b.png');
    const json = await ctx.staff.post('/api/gallery').send({ photo: 'x' });
    for (const res of [noField, two, json]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Send one photo as the form field "photo".');
    }
    expect(rows().n).toBe(0);
  });

  it('answers 507 with a clear message when the disk is short of space', async () => {
    await ctx.cleanup();
    ctx = await createGalleryTestApp({ minFreeBytes: Number.MAX_SAFE_INTEGER });
    const res = await ctx.staff.post('/api/gallery').attach('photo', await smallPng(), 'a.png');
    expect(res.status).toBe(507);
    expect(res.body.error).toBe(
      'The server is short of disk space, so the photo was not saved. Free some space and try again.',
    );
    expect(rows().n).toBe(0);
  });

  it('still refuses multipart bodies on every other API route', async () => {
    const res = await ctx.staff.post('/api/contact').attach('photo', await smallPng(), 'a.png');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Send the request as application/json');
  });
});
