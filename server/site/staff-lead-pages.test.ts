import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { staffLeadPages } from './staff-lead-pages';

const rendered: string[] = [];
const app = express();
app.use(
  staffLeadPages({
    render: (url) => {
      rendered.push(url);
      return Promise.resolve(`<!doctype html><title>${url}</title>`);
    },
  }),
);

describe('staff pages with a lead in their address', () => {
  it('renders /admin/leads/<id>/proposal on request, kept out of search engines and caches', async () => {
    const res = await request(app).get('/admin/leads/7/proposal').expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<title>/admin/leads/7/proposal</title>');
  });

  it('leaves any other id to the 404 page', async () => {
    rendered.length = 0;
    for (const path of ['/admin/leads/abc/proposal', '/admin/leads/0/proposal', '/admin/leads/-1/proposal']) {
      await request(app).get(path).expect(404);
    }
    expect(rendered).toEqual([]);
  });
});
