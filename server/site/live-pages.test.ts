import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LivePages } from './live-pages';
import { precompress } from './precompress';
import { signedInAgent, useTestPassword } from '../test/admin-agent';
import { createAppOnBuild, renderTemplate, stubSiteDataScript, writeBuild } from '../test/fake-build';

/**
 * A build with a stand-in server-render bundle: it prints the URL and the data it was given, which
 * is what the real bundle's pages do with photos and reviews, and answers that it showed all of them
 * (client/e2e/gallery.spec.ts runs the real one).
 */
function buildWithBundle() {
  // Built pages are bigger than precompress's 512-byte floor, so they have twins, as in a real build.
  const built = (title: string) => `<!doctype html><title>${title}</title><main>${'<p>Built.</p>'.repeat(60)}</main>`;
  const root = writeBuild('closets-live-', {
    'client/index.html': built('Home (built)'),
    'client/gallery/index.html': built('Gallery (built)'),
    'client/404.html': '<!doctype html><title>Not found</title>',
    'server/template.html': renderTemplate,
    'server/entry-server.js': `export async function render(url, data) {
       return { html: '<title>' + url + '</title><main>' + (data.reviews ?? []).map((r) => r.reviewText).join('|') +
         (data.photos ?? []).map((p) => p.alt).join('|') + '</main>'.repeat(200), data };
     }
     ${stubSiteDataScript}`,
  });
  precompress(path.join(root, 'client'));
  return root;
}

let root: string;
let ctx: ReturnType<typeof createAppOnBuild>;
let live: LivePages;
beforeEach(async () => {
  root = buildWithBundle();
  ctx = createAppOnBuild(root, { livePages: true });
  live = ctx.app.locals.livePages as LivePages;
  await live.idle();
});
afterEach(async () => {
  await live.idle();
  await ctx.cleanup();
});

describe('live pages', () => {
  it('re-renders the pages at start with the database data, embedded for hydration', async () => {
    const res = await request(ctx.app).get('/').set('Accept-Encoding', 'identity');
    expect(res.text).toContain('<title>/</title>');
    expect(res.text).toContain('<script type="application/json" id="site-data">{"reviews":[]}</script>');
    const gallery = await request(ctx.app).get('/gallery/pantry-storage').set('Accept-Encoding', 'identity');
    expect(gallery.text).toContain('<title>/gallery/pantry-storage</title>');
    expect(gallery.text).toContain('{"photos":[]}');
    // The old query URLs of the room filter moved to the rooms' own pages; an unknown room is the gallery.
    const old = await request(ctx.app).get('/gallery?room=pantry-storage');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/gallery/pantry-storage');
    const unknownRoom = await request(ctx.app).get('/gallery?room=attic').set('Accept-Encoding', 'identity');
    expect(unknownRoom.text).toContain('<title>/gallery</title>');
  });

  it('writes brotli and gzip twins and serves them as the build does; br;q=0 gets no brotli', async () => {
    const file = path.join(root, 'client', 'index.html');
    const plain = fs.readFileSync(file);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`))).toEqual(plain);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`))).toEqual(plain);
    const br = await request(ctx.app).get('/').set('Accept-Encoding', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const noBr = await request(ctx.app).get('/').set('Accept-Encoding', 'gzip, br;q=0');
    expect(noBr.headers['content-encoding']).toBe('gzip');
    expect(fs.readdirSync(path.join(root, 'client')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('approving a review puts its text into the server HTML of the home page', async () => {
    const text = 'They fit a pantry into a space we had written off.';
    ctx.db.$client
      .prepare(
        "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type) VALUES ('Ann B.', 'Milford', '5', ?, 'Pantry')",
      )
      .run(text);
    await useTestPassword(ctx.db);
    const staff = await signedInAgent(ctx.app);
    expect((await request(ctx.app).get('/').set('Accept-Encoding', 'identity')).text).not.toContain(text);
    expect((await staff.patch('/api/testimonials/1').send({ approved: 'true' })).status).toBe(200);
    await live.idle();
    const home = await request(ctx.app).get('/').set('Accept-Encoding', 'identity');
    expect(home.text).toContain(`<main>${text}`);
    const etagBefore = home.headers.etag;
    await staff.delete('/api/testimonials/1');
    await live.idle();
    const after = await request(ctx.app).get('/').set('Accept-Encoding', 'identity');
    expect(after.text).not.toContain(text);
    expect(after.headers.etag).not.toBe(etagBefore);
  });

  it('lists the photos of each page in sitemap.xml as image:image entries', async () => {
    const key = 'e'.repeat(32);
    ctx.db.$client
      .prepare(
        "INSERT INTO gallery_photos (file_key, original_name, status, published, alt, room, town, width, height) VALUES (?, 'p.jpg', 'ready', 1, 'A pantry with pull-out drawers', 'pantry-storage', 'New Haven', 3000, 4000)",
      )
      .run(key);
    live.changed('photos');
    await live.idle();
    const res = await request(ctx.app).get('/sitemap.xml').set('Accept-Encoding', 'identity');
    const image = `<image:image><image:loc>https://www.shorelineclosets.com/media/${key}/1600.jpg</image:loc></image:image>`;
    expect(res.text).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    for (const page of ['/gallery', '/pantry-storage', '/city/new-haven']) {
      expect(res.text).toContain(`<loc>https://www.shorelineclosets.com${page}</loc><lastmod>`);
      expect(res.text).toMatch(
        new RegExp(
          `<loc>https://www\\.shorelineclosets\\.com${page}</loc><lastmod>[^<]+</lastmod>${image.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</url>`,
        ),
      );
    }
    expect(res.text).toMatch(
      /<loc>https:\/\/www\.shorelineclosets\.com\/garage-cabinets<\/loc><lastmod>[^<]+<\/lastmod><\/url>/,
    );
    const gallery = await request(ctx.app).get('/gallery').set('Accept-Encoding', 'identity');
    expect(gallery.text).toContain('A pantry with pull-out drawers');
  });
});
