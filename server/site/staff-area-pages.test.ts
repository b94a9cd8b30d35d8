import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppOnBuild, fakeRenderBuild } from '../test/fake-build';
import { staffAreaPages } from './staff-area-pages';

const rendered: string[] = [];
const app = express();
app.use(
  staffAreaPages({
    render: (url) => {
      rendered.push(url);
      return Promise.resolve(`<!doctype html><title>${url}</title>`);
    },
  }),
);
// What the staff area leaves to the prerendered site.
app.use((_req, res) => res.status(299).send('passed on'));

describe('the staff area’s addresses that are not prerendered', () => {
  it('renders /admin/leads/<id>/proposal on request, kept out of search engines and caches', async () => {
    const res = await request(app).get('/admin/leads/7/proposal').expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<title>/admin/leads/7/proposal</title>');
  });

  it.each([
    '/admin/unknown',
    '/admin/leads/abc/proposal',
    '/admin/leads/0/proposal',
    '/admin/leads/-1/proposal',
    '/admin/leads/7/whatever',
    '/admin/my-day/extra',
  ])('renders %s, which is no staff page, at its address with status 404', async (address) => {
    rendered.length = 0;
    const res = await request(app).get(address).expect(404);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(rendered).toEqual([address]);
  });

  it('leaves the prerendered staff pages and trailing slashes to the prerendered site', async () => {
    rendered.length = 0;
    for (const address of ['/admin', '/admin/my-day', '/admin/team', '/admin/unknown/', '/admin/leads/7/proposal/'])
      await request(app).get(address).expect(299);
    expect(rendered).toEqual([]);
  });
});

describe('an address under /admin that is no staff page, on the real app', () => {
  let ctx: ReturnType<typeof createAppOnBuild>;
  beforeAll(() => {
    ctx = createAppOnBuild(fakeRenderBuild());
  });
  afterAll(() => ctx.cleanup());

  it('is rendered at its address (the staff area’s 404 page) with status 404', async () => {
    const res = await request(ctx.app).get('/admin/unknown').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<main data-url="/admin/unknown"></main>');
  });

  it('answers broken percent-encoding with the site’s 404 page', async () => {
    const res = await request(ctx.app).get('/admin/%E0%A4%A').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>Not found</title>');
  });

  it('redirects a trailing slash as everywhere else', async () => {
    const res = await request(ctx.app).get('/admin/unknown/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/admin/unknown');
  });
});
