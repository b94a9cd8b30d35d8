import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadsResponse, PersonalData } from '../../shared/admin-schema';
import { deadBookingLinkMessage, type SpacePhotoView } from '../../shared/booking';
import { addDays, dayOf } from '../../shared/business-time';
import { maxUploadBytes } from '../../shared/gallery';
import { privateMediaDir } from '../gallery';
import { recordLead, leadSpacePhotos, leads } from '../leads';
import { applyRetention } from '../retention';
import { addTestStaff, signedInAgent, useTestPassword } from '../test/admin-agent';
import { heicBytes, hasGpsIfd, hugePngHeader, sidewaysJpeg, smallPng, svgBytes } from '../test/test-images';
import { createTestApp } from '../test/test-app';
import { spacePhotoErrors, spacePhotoUpload } from './space-photo-upload';

/** The real app with its own MEDIA_DIR. */
async function createSpacePhotoTestApp() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closets-space-photos-'));
  const ctx = createTestApp({ seed: false, gallery: { mediaDir, minFreeBytes: 0 } });
  await useTestPassword(ctx.db);
  return {
    ...ctx,
    mediaDir,
    async cleanup() {
      await ctx.cleanup();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

let ctx: Awaited<ReturnType<typeof createSpacePhotoTestApp>>;
beforeEach(async () => {
  ctx = await createSpacePhotoTestApp();
});
afterEach(() => ctx.cleanup());

let leadCount = 0;
function newLead(receivedAt?: Date) {
  leadCount++;
  return recordLead(
    ctx.db,
    {
      name: `Dana Homeowner${leadCount}`,
      email: `dana${leadCount}@example.com`,
      phone: '(203) 555-0147',
      zip: '06880',
      rooms: ['Pantry'],
      message: `A pantry with pull-outs, request ${leadCount}.`,
      isSpam: false,
    },
    undefined,
    receivedAt,
  );
}

const upload = (token: string, file: Buffer, note?: string, name = 'IMG_0001.jpg', app = ctx.app) => {
  const req = request(app).post(`/api/bookings/${token}/photos`);
  if (note !== undefined) req.field('note', note);
  return req.attach('photo', file, name);
};

const root = () => privateMediaDir(ctx.mediaDir);
const keyOf = (id: number) =>
  ctx.db.select().from(leadSpacePhotos).where(eq(leadSpacePhotos.id, id)).get()?.fileKey ?? '';
const folderOf = (id: number) => path.join(root(), keyOf(id));
const leftovers = () => {
  const incoming = path.join(root(), '.incoming');
  return fs.existsSync(incoming) ? fs.readdirSync(incoming) : [];
};
const imageUrl = (leadId: number, photoId: number, size = 'full') =>
  `/api/contacts/${leadId}/space-photos/${photoId}/${size}.jpg`;

/** Two sideways phone photos with GPS, as a homeowner sends them. */
async function twoPhotos() {
  const { leadId, bookingToken } = newLead();
  const first = await upload(bookingToken, await sidewaysJpeg({ width: 800, height: 600 }), 'Left wall, 9 ft ceiling');
  const second = await upload(bookingToken, await sidewaysJpeg({ width: 640, height: 480 }));
  return { leadId, bookingToken, photos: [first.body.photo, second.body.photo] as SpacePhotoView[], first, second };
}

describe('POST /api/bookings/:token/photos', () => {
  it('processes photos with GPS: upright, no EXIF or GPS left, a thumbnail and a 1,600 px JPEG', async () => {
    const input = await sidewaysJpeg({ width: 800, height: 600 });
    expect(hasGpsIfd((await sharp(input).metadata()).exif)).toBe(true);
    const { first, second, photos, leadId } = await twoPhotos();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(photos[0]).toEqual({ id: photos[0]!.id, note: 'Left wall, 9 ft ceiling', status: 'ready' });
    expect(photos[1]).toEqual({ id: photos[1]!.id, note: null, status: 'ready' });

    for (const photo of photos) {
      expect(fs.readdirSync(folderOf(photo.id)).sort()).toEqual(['full.jpg', 'thumb.jpg']);
      for (const file of ['full.jpg', 'thumb.jpg']) {
        const meta = await sharp(path.join(folderOf(photo.id), file)).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(hasGpsIfd(meta.exif)).toBe(false);
        // Upright: the sideways landscape is now portrait.
        expect(meta.height!).toBeGreaterThan(meta.width!);
      }
    }
    const full = await sharp(path.join(folderOf(photos[0]!.id), 'full.jpg')).metadata();
    const thumb = await sharp(path.join(folderOf(photos[0]!.id), 'thumb.jpg')).metadata();
    expect([full.width, full.height]).toEqual([600, 800]);
    expect([thumb.width, thumb.height]).toEqual([300, 400]);
    // Upright, the red top half of the sideways photo is on the right.
    const { data, info } = await sharp(path.join(folderOf(photos[0]!.id), 'full.jpg'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(500, 400)[0]).toBeGreaterThan(180);
    expect(pixel(100, 400)[2]).toBeGreaterThan(180);

    const row = ctx.db.select().from(leadSpacePhotos).where(eq(leadSpacePhotos.id, photos[0]!.id)).get();
    expect(row).toMatchObject({ leadId, status: 'ready', width: 600, height: 800 });
    expect(leftovers()).toEqual([]);
  });

  it('serves the images to staff who may see the lead only, never cached', async () => {
    const { leadId, photos } = await twoPhotos();
    const other = newLead();
    const id = photos[0]!.id;

    const signedOut = await request(ctx.app).get(imageUrl(leadId, id));
    expect(signedOut.status).toBe(401);

    const designer = await addTestStaff(ctx.db, 'designer');
    const designerAgent = await signedInAgent(ctx.app, designer.email);
    const notTheirs = await designerAgent.get(imageUrl(leadId, id));
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error).toBe('Lead not found');
    // The owner books the visit for this designer, who then opens the photos from "My day".
    const owner = await signedInAgent(ctx.app);
    const visit = { date: addDays(dayOf(new Date()), 2), startTime: '10:00', address: '12 Harbor Rd, Westport, CT' };
    expect(
      (await owner.put(`/api/contacts/${leadId}/consultation`).send({ ...visit, designerId: designer.id })).status,
    ).toBe(200);
    expect((await designerAgent.get(imageUrl(leadId, id, 'thumb'))).status).toBe(200);

    const res = await owner.get(imageUrl(leadId, id)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(600);

    // Another lead's id, an unknown size or photo: nothing.
    for (const url of [
      imageUrl(other.leadId, id),
      imageUrl(leadId, id, 'master'),
      imageUrl(leadId, id, '..%2F..%2Fsite.db%00'),
      imageUrl(leadId, 999),
      `/api/contacts/${leadId}/space-photos/${id}/full.png`,
    ]) {
      expect((await owner.get(url)).status, url).toBe(404);
    }
  });

  it('keeps the files out of /media, however the path is written', async () => {
    const { photos } = await twoPhotos();
    const key = keyOf(photos[0]!.id);
    expect(fs.existsSync(path.join(ctx.mediaDir, '.private', key, 'full.jpg'))).toBe(true);
    for (const url of [
      `/media/.private/${key}/full.jpg`,
      `/media/%2eprivate/${key}/full.jpg`,
      `/media/%2Eprivate%2F${key}%2Ffull.jpg`,
      `/media/${key}/full.jpg`,
      `/media/${key}/thumb.jpg`,
      `/media/x/../.private/${key}/full.jpg`,
      `/media/${key}/../.private/${key}/full.jpg`,
      `/media/.private/${key}/../${key}/full.jpg`,
    ]) {
      const res = await request(ctx.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/image/);
    }
  });

  it('refuses what it cannot take, with a clear message, keeping nothing of it', async () => {
    const { bookingToken, leadId } = newLead();
    const big = Buffer.alloc(maxUploadBytes + 1024, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const cases: [Promise<request.Response>, number, string][] = [
      [upload(bookingToken, big), 413, 'Each photo must be 25 MB or smaller'],
      // A few hundred bytes whose header claims 8,000 × 6,251 pixels: refused before decoding.
      [
        upload(bookingToken, hugePngHeader(8000, 6251), undefined, 'a.png'),
        400,
        'Each photo must be 50 megapixels or smaller',
      ],
      [
        upload(bookingToken, svgBytes(), undefined, 'photo.jpg'),
        415,
        'Only photos can be added (JPEG, PNG, WebP or GIF)',
      ],
      [
        upload(bookingToken, Buffer.from('%PDF-1.7 not a photo')),
        415,
        'Only photos can be added (JPEG, PNG, WebP or GIF)',
      ],
      [
        upload(bookingToken, heicBytes(), undefined, 'IMG_0001.HEIC'),
        415,
        "HEIC photos can't be read yet: please choose 'Most compatible' in your camera settings or send a JPEG",
      ],
      [upload(bookingToken, await smallPng(), 'x'.repeat(201)), 400, 'The note can be at most 200 characters'],
      [
        request(ctx.app).post(`/api/bookings/${bookingToken}/photos`).field('note', 'no photo'),
        400,
        'Choose one photo to add',
      ],
    ];
    for (const [sent, status, error] of cases) {
      const res = await sent;
      expect(res.status, error).toBe(status);
      expect(res.body, error).toEqual({ success: false, error });
    }
    expect(leftovers()).toEqual([]);
    expect(ctx.db.select().from(leadSpacePhotos).where(eq(leadSpacePhotos.leadId, leadId)).all()).toEqual([]);
  });

  it('takes a GIF and a note of exactly 200 characters', async () => {
    const { bookingToken } = newLead();
    const gif = await sharp({ create: { width: 64, height: 48, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const res = await upload(bookingToken, gif, 'n'.repeat(200), 'a.gif');
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ status: 'ready', note: 'n'.repeat(200) });
  });

  it('takes ten photos at most; one that could not be processed frees its place', async () => {
    const { bookingToken, leadId } = newLead();
    for (let i = 0; i < 9; i++) {
      ctx.db
        .insert(leadSpacePhotos)
        .values({ leadId, fileKey: `${i}`.padStart(32, 'a'), status: 'ready' })
        .run();
    }
    // A JPEG whose header reads but whose data is cut off: taken, then marked failed.
    const cut = (await sidewaysJpeg({ width: 800, height: 600 })).subarray(0, 2000);
    const failed = await upload(bookingToken, cut);
    expect(failed.status).toBe(201);
    expect(failed.body.photo.status).toBe('failed');
    expect(fs.existsSync(folderOf(failed.body.photo.id))).toBe(false);
    expect(leftovers()).toEqual([]);

    expect((await upload(bookingToken, await smallPng(), undefined, 'a.png')).status).toBe(201);
    const eleventh = await upload(bookingToken, await smallPng(), undefined, 'a.png');
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toBe('You can add up to 10 photos');
    expect(leftovers()).toEqual([]);
  });

  it('answers 404 for a dead, malformed or expired link', async () => {
    const old = newLead(new Date(Date.now() - 90 * 24 * 60 * 60_000));
    for (const token of ['nope', 'x'.repeat(43), old.bookingToken]) {
      const res = await upload(token, await smallPng(), undefined, 'a.png');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(deadBookingLinkMessage);
    }
    expect(leftovers()).toEqual([]);
  });

  it('works as a plain form post: a 303 back to the booking page with a notice or an error code', async () => {
    const { bookingToken } = newLead();
    const page = (file: Buffer, name: string) =>
      request(ctx.app)
        .post(`/api/bookings/${bookingToken}/photos`)
        .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
        .field('note', 'Closet, back wall')
        .attach('photo', file, name);
    const added = await page(await smallPng(), 'a.png');
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(`/book/${bookingToken}?notice=photo`);
    const refused = await page(svgBytes(), 'a.svg');
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe(`/book/${bookingToken}?photoError=not-image`);
  });

  it('is limited per link and per IP address, with a readable 429', async () => {
    // The limits are the router's own, scaled down here.
    const rateLimits = { perLink: 2, perIp: 4 };
    const app = express().use(
      '/api',
      spacePhotoUpload(ctx.db, { mediaDir: ctx.mediaDir, minFreeBytes: 0, rateLimits }),
    );
    const a = newLead();
    const b = newLead();
    const png = await smallPng();
    const send = (token: string) => upload(token, png, undefined, 'a.png', app);
    expect((await send(a.bookingToken)).status).toBe(201);
    expect((await send(a.bookingToken)).status).toBe(201);
    const perLink = await send(a.bookingToken);
    expect(perLink.status).toBe(429);
    expect(perLink.body.error).toBe(spacePhotoErrors.busy[1]);
    expect((await send(b.bookingToken)).status).toBe(201);
    const perIp = await send(b.bookingToken);
    expect(perIp.status).toBe(429);
    expect(perIp.body.error).toBe('You have added many photos in a short time. Please wait an hour and try again.');
    expect(perIp.headers['retry-after']).toBeDefined();
    expect(leftovers()).toEqual([]);
  });
});

describe('the lead, its deletion and its export', () => {
  it('GET /api/contacts lists each lead with its photos of the space', async () => {
    const { leadId, photos } = await twoPhotos();
    const owner = await signedInAgent(ctx.app);
    const res = await owner.get('/api/contacts');
    expect(res.status).toBe(200);
    const lead = (res.body as LeadsResponse).submissions.find((l) => l.id === leadId);
    expect(lead?.spacePhotos).toEqual(photos);
  });

  it('deleting the lead removes its photos and their files', async () => {
    const { leadId, photos } = await twoPhotos();
    const folders = photos.map((p) => folderOf(p.id));
    const kept = await twoPhotos();
    expect(folders.every((f) => fs.existsSync(f))).toBe(true);
    const owner = await signedInAgent(ctx.app);
    expect((await owner.delete(`/api/contacts/${leadId}`)).status).toBe(200);
    expect(folders.some((f) => fs.existsSync(f))).toBe(false);
    expect(ctx.db.select().from(leadSpacePhotos).where(eq(leadSpacePhotos.leadId, leadId)).all()).toEqual([]);
    expect(fs.existsSync(folderOf(kept.photos[0]!.id))).toBe(true);
  });

  it('retention removes an expired lead with its photos and their files', async () => {
    const { leadId, photos } = await twoPhotos();
    const folders = photos.map((p) => folderOf(p.id));
    const inFiveYears = new Date(Date.now() + 5 * 366 * 24 * 60 * 60_000);
    expect(applyRetention(ctx.db, inFiveYears, { mediaDir: ctx.mediaDir }).leads).toBe(1);
    expect(ctx.db.select().from(leads).where(eq(leads.id, leadId)).get()).toBeUndefined();
    expect(folders.some((f) => fs.existsSync(f))).toBe(false);
    expect(fs.readdirSync(root()).filter((n) => !n.startsWith('.'))).toEqual([]);
  });

  it('the Find-by-e-mail export lists each photo with its note, time and staff address', async () => {
    const { leadId, photos } = await twoPhotos();
    const owner = await signedInAgent(ctx.app);
    const email = ctx.db.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId)).get()!.email;
    const res = await owner.post('/api/contacts/by-email').send({ email });
    expect(res.status).toBe(200);
    const lead = (res.body as PersonalData).leads[0]!;
    expect(lead.spacePhotos).toEqual(
      photos.map((p) => ({
        ...p,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        url: `/api/contacts/${leadId}/space-photos/${p.id}/full.jpg`,
      })),
    );
    expect((await owner.get(lead.spacePhotos[0]!.url!)).status).toBe(200);
  });

  it('removes files no photo owns when it starts', async () => {
    const { photos } = await twoPhotos();
    const stray = path.join(root(), 'f'.repeat(32));
    fs.mkdirSync(stray);
    fs.writeFileSync(path.join(root(), '.incoming', 'e'.repeat(32)), 'cut off');
    spacePhotoUpload(ctx.db, { mediaDir: ctx.mediaDir });
    expect(fs.existsSync(stray)).toBe(false);
    expect(leftovers()).toEqual([]);
    expect(fs.existsSync(folderOf(photos[0]!.id))).toBe(true);
  });
});
