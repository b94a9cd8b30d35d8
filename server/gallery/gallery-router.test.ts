import fs from 'node:fs';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { galleryPhotoSchema } from '../../shared/gallery-schema';
import { createGalleryTestApp } from '../test/gallery-app';
import { smallPng } from '../test/test-images';
import { createPhoto, markProcessed, updatePhotoFields } from './gallery-photos';
import { jobPhotoMessage } from './gallery-router';
import { photoDir } from './media-files';

let ctx: Awaited<ReturnType<typeof createGalleryTestApp>>;
let changes = 0;
beforeEach(async () => {
  changes = 0;
  ctx = await createGalleryTestApp({ onChange: () => changes++ });
});
afterEach(() => ctx.cleanup());

async function readyPhoto(name = 'a.png') {
  const res = await ctx.staff.post('/api/gallery').attach('photo', await smallPng(), name);
  await ctx.queue.idle();
  return res.body.photo as { id: number; src: string };
}

const complete = { alt: 'White melamine walk-in closet with drawers', room: 'custom-closets', town: 'Westport' };

describe('/api/gallery', () => {
  it('publishes a ready photo with alt, room and town; the public list then shows it', async () => {
    const photo = await readyPhoto();
    expect((await request(ctx.app).get('/api/gallery')).body).toEqual({ photos: [] });
    const res = await ctx.staff
      .patch(`/api/gallery/${photo.id}`)
      .send({ ...complete, caption: 'Westport walk-in', published: true });
    expect(res.status).toBe(200);
    expect(res.body.photo).toMatchObject({ ...complete, published: true, status: 'ready' });
    expect(changes).toBe(1);
    const list = await request(ctx.app).get('/api/gallery');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.body.photos).toEqual([
      { id: photo.id, ...complete, caption: 'Westport walk-in', width: 800, height: 600, src: photo.src },
    ]);
    expect(galleryPhotoSchema.parse(list.body.photos[0])).toEqual(list.body.photos[0]);
  });

  it('refuses to publish without a field, naming it', async () => {
    const photo = await readyPhoto();
    const noAlt = await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ room: 'pantry-storage', published: true });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body).toEqual({
      success: false,
      error: 'Add alt text before publishing',
      fieldErrors: { alt: ['Add alt text before publishing'] },
    });
    const noRoom = await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ alt: complete.alt, published: true });
    expect(noRoom.body.error).toBe('Choose a room before publishing');
    const noTown = await ctx.staff
      .patch(`/api/gallery/${photo.id}`)
      .send({ alt: complete.alt, room: 'home-office', published: true });
    expect(noTown.body.error).toBe('Choose a town before publishing');
    // Nothing of a refused publish is saved.
    const all = await ctx.staff.get('/api/gallery');
    expect(all.body.photos[0]).toMatchObject({ alt: null, room: null, published: false });
    expect(changes).toBe(0);
  });

  it('refuses clearing a field of a published photo', async () => {
    const photo = await readyPhoto();
    await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ ...complete, published: true });
    const res = await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ town: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Choose a town before publishing');
  });

  it('checks each field exactly', async () => {
    const photo = await readyPhoto();
    const cases: [Record<string, unknown>, string][] = [
      [{ alt: 'too short' }, 'Please check the form: Alt text must be 10 to 250 characters'],
      [{ alt: 'x'.repeat(251) }, 'Please check the form: Alt text must be 10 to 250 characters'],
      [{ room: 'attic' }, 'Please check the form: Choose one of the six rooms'],
      [{ town: 'Boston' }, 'Please check the form: Choose a town of the service area'],
      [{ caption: 'x'.repeat(141) }, 'Please check the form: Caption must be at most 140 characters'],
      [{ published: 'yes' }, 'Please check the form: published must be true or false'],
      [{ move: 'left' }, "Please check the form: move must be 'up' or 'down'"],
      [{}, 'Please check the form: Send at least one field to change'],
    ];
    for (const [body, error] of cases) {
      const res = await ctx.staff.patch(`/api/gallery/${photo.id}`).send(body);
      expect([res.status, res.body.error]).toEqual([400, error]);
    }
    const unknown = await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ fileKey: 'x' });
    expect(unknown.status).toBe(400);
    const badId = await ctx.staff.patch('/api/gallery/0').send({ published: false });
    expect(badId.body.error).toBe('Please check the form: Photo id must be a positive whole number');
    const missing = await ctx.staff.patch('/api/gallery/999').send({ published: false });
    expect([missing.status, missing.body.error]).toEqual([404, 'Photo not found']);
  });

  it("lists a job's photo for staff only once it is published, which the Gallery leaves to the job", async () => {
    const own = await readyPhoto();
    const job = createPhoto(ctx.db, { fileKey: 'job-photo-key', originalName: 'Finished space', origin: 'job' });
    markProcessed(ctx.db, job.id, { status: 'ready', width: 800, height: 600 });
    const staffIds = async () =>
      ((await ctx.staff.get('/api/gallery')).body.photos as { id: number }[]).map((p) => p.id);
    expect(await staffIds()).toEqual([own.id]);
    const refused = await ctx.staff.patch(`/api/gallery/${job.id}`).send({ ...complete, published: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(jobPhotoMessage);

    updatePhotoFields(ctx.db, job.id, { ...complete, room: 'custom-closets', published: true });
    expect(await staffIds()).toEqual([job.id, own.id]);
    const edited = await ctx.staff.patch(`/api/gallery/${job.id}`).send({ caption: 'Westport reach-in' });
    expect(edited.body.photo).toMatchObject({ caption: 'Westport reach-in', published: true });
  });

  it('refuses to publish a photo still processing', async () => {
    const res = await ctx.staff.post('/api/gallery').attach('photo', await smallPng(), 'a.png');
    const publish = await ctx.staff.patch(`/api/gallery/${res.body.photo.id}`).send({ ...complete, published: true });
    expect([publish.status, publish.body.error]).toEqual([
      409,
      'The photo is still being processed. Publish it once it is ready.',
    ]);
  });

  it('lists newest first for staff and moves a photo up and down', async () => {
    const a = await readyPhoto('a.png');
    const b = await readyPhoto('b.png');
    const c = await readyPhoto('c.png');
    const names = async () =>
      (await ctx.staff.get('/api/gallery')).body.photos.map((p: { originalName: string }) => p.originalName);
    expect(await names()).toEqual(['c.png', 'b.png', 'a.png']);
    await ctx.staff.patch(`/api/gallery/${a.id}`).send({ move: 'up' });
    expect(await names()).toEqual(['c.png', 'a.png', 'b.png']);
    await ctx.staff.patch(`/api/gallery/${c.id}`).send({ move: 'down' });
    expect(await names()).toEqual(['a.png', 'c.png', 'b.png']);
    await ctx.staff.patch(`/api/gallery/${a.id}`).send({ move: 'up' });
    expect(await names()).toEqual(['a.png', 'c.png', 'b.png']);
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('unpublishes, and staff-only changes answer 401 signed out', async () => {
    const photo = await readyPhoto();
    await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ ...complete, published: true });
    const anon = await request(ctx.app).patch(`/api/gallery/${photo.id}`).send({ published: false });
    expect([anon.status, anon.body.error]).toEqual([401, 'Sign in to continue']);
    const del = await request(ctx.app).delete(`/api/gallery/${photo.id}`);
    expect(del.status).toBe(401);
    await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ published: false });
    expect((await request(ctx.app).get('/api/gallery')).body.photos).toEqual([]);
  });

  it('delete removes the row and every file; the URLs then answer 404', async () => {
    const photo = await readyPhoto();
    const url = `${photo.src}/480.webp`;
    expect((await request(ctx.app).get(url)).status).toBe(200);
    const res = await ctx.staff.delete(`/api/gallery/${photo.id}`);
    expect(res.body).toEqual({ success: true });
    expect(changes).toBe(1);
    expect(fs.existsSync(photoDir(ctx.mediaDir, photo.src.slice(7)))).toBe(false);
    for (const file of ['480.webp', '480.avif', '480.jpg', 'master.jpg']) {
      expect((await request(ctx.app).get(`${photo.src}/${file}`)).status).toBe(404);
    }
    expect((await ctx.staff.delete(`/api/gallery/${photo.id}`)).body.error).toBe('Photo not found');
  });

  it('serves nothing but variants under /media', async () => {
    fs.mkdirSync(`${ctx.mediaDir}/.incoming`, { recursive: true });
    fs.writeFileSync(`${ctx.mediaDir}/.incoming/${'d'.repeat(32)}`, 'x');
    for (const url of [
      `/media/.incoming/${'d'.repeat(32)}`,
      '/media/',
      '/media/../site.db',
      `/media/${'d'.repeat(32)}/x.svg`,
    ]) {
      expect((await request(ctx.app).get(url)).status).toBe(404);
    }
  });

  it('staff attach a published photo to a review; unpublishing takes it off the review', async () => {
    const photo = await readyPhoto();
    const id = ctx.db.$client
      .prepare(
        "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type, approved) VALUES ('Ann B.', 'Milford', '5', 'Great pantry work from start to end.', 'Pantry', 'true')",
      )
      .run().lastInsertRowid;
    const photoUrl = `${photo.src}/800.jpg`;
    const early = await ctx.staff.patch(`/api/testimonials/${id}`).send({ photoUrl });
    expect([early.status, early.body.error]).toEqual([400, 'Choose a published photo from the gallery']);
    const odd = await ctx.staff.patch(`/api/testimonials/${id}`).send({ photoUrl: 'https://evil.example/x.jpg' });
    expect(odd.body.error).toBe('Please check the form: photoUrl must be the address of a gallery photo');
    await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ ...complete, published: true });
    expect((await ctx.staff.patch(`/api/testimonials/${id}`).send({ photoUrl })).status).toBe(200);
    const reviews = async () => (await request(ctx.app).get('/api/testimonials')).body.testimonials;
    expect((await reviews())[0].photoUrl).toBe(photoUrl);
    await ctx.staff.patch(`/api/gallery/${photo.id}`).send({ published: false });
    expect((await reviews())[0].photoUrl).toBeNull();
  });
});
