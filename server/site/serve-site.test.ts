import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '../../shared/paths';
import { createFakeSiteApp, homeHtml } from '../test/fake-build';

let ctx: ReturnType<typeof createFakeSiteApp>;
beforeAll(() => {
  ctx = createFakeSiteApp();
});
afterAll(() => ctx.cleanup());

describe('serving the prerendered site', () => {
  it('answers a page with its precompressed body when the browser takes brotli', async () => {
    const res = await request(ctx.app).get('/').set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe(homeHtml); // decompressed by the client
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(homeHtml).length);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers the plain body, a query string ignored, when no encoding is accepted', async () => {
    const res = await request(ctx.app).get('/contact?utm_source=mail').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toContain('<title>Contact</title>');
  });

  it('gives hashed assets a year of immutable caching', async () => {
    const res = await request(ctx.app).get('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers 304 to a matching If-None-Match and the headers alone to HEAD', async () => {
    const first = await request(ctx.app).get('/contact');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await request(ctx.app).get('/contact').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await request(ctx.app).head('/contact');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.text ?? '').toBe('');
  });

  it('redirects the spec link aliases and trailing slashes permanently, keeping the query', async () => {
    const [from, to] = Object.entries(redirects)[0]!;
    const alias = await request(ctx.app).get(`${from}?a=1`);
    expect(alias.status).toBe(301);
    expect(alias.headers.location).toBe(`${to}?a=1`);
    const slash = await request(ctx.app).get('/contact/');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/contact');
  });

  it('answers unknown paths, /index.html and /404.html with the 404 page', async () => {
    for (const path of ['/no-such-page', '/index.html', '/404.html']) {
      const res = await request(ctx.app).get(path).set('Accept-Encoding', 'identity');
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<title>Not found</title>');
      // A 404 is never answered 304, whatever the browser holds.
      const again = await request(ctx.app)
        .get(path)
        .set('If-None-Match', res.headers.etag ?? '"x"');
      expect(again.status, path).toBe(404);
    }
  });

  it('leaves other methods to the API and the 404 handler', async () => {
    expect((await request(ctx.app).post('/contact')).status).toBe(404);
  });
});
