import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { serverErrorMessage, siteErrorHandler } from './http-errors';

const validLead = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '203-555-0147',
  zip: '06880',
  rooms: ['Pantry'],
  message: 'Pantry shelves, please.',
};

/** Nothing a client sees may point at the code, the file system or the SQL behind the answer. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\n\s+at /);
  expect(text).not.toContain(process.cwd());
  expect(text).not.toMatch(/sqlite|no such table|SELECT|INSERT|node_modules|\.ts\b/i);
}

let ctx: ReturnType<typeof createTestApp> | undefined;
afterEach(() => ctx?.cleanup());

describe('error responses', () => {
  it('a database failure on a write answers a generic 500 and logs the real error', async () => {
    const logged: unknown[] = [];
    ctx = createTestApp({ logError: (err) => logged.push(err) });
    ctx.db.$client.exec('DROP TABLE mail_outbox; DROP TABLE contact_submissions');
    const res = await request(ctx.app).post('/api/contact').send(validLead);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: serverErrorMessage });
    expectNoInternals(res.text);
    expect(String(logged[0])).toMatch(/contact_submissions/);
  });

  it('a database failure on a read answers a generic 500', async () => {
    ctx = createTestApp();
    ctx.db.$client.exec('DROP TABLE testimonials');
    const res = await request(ctx.app).get('/api/testimonials');
    expect(res.status).toBe(500);
    expectNoInternals(res.text);
  });

  it('parser errors say what is wrong without echoing internals', async () => {
    ctx = createTestApp();
    const res = await request(ctx.app).post('/api/contact').type('json').send('{"name": nope}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'The request body is not valid JSON' });
    expectNoInternals(res.text);
  });

  it('outside the API, a thrown error becomes a plain 500 page without a stack trace', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error(`failed at ${process.cwd()}/server/secret.ts`);
    });
    app.use(siteErrorHandler(() => {}));
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expectNoInternals(res.text);
  });

  it('a malformed percent-encoding in a path is a client error, never a 500', async () => {
    ctx = createTestApp();
    for (const path of ['/%E0%A4%A', '/api/%E0%A4%A', '/api/testimonials/%E0%A4%A']) {
      const res = await request(ctx.app).get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    // The query parser keeps undecodable text as it is.
    expect((await request(ctx.app).get('/api/testimonials?q=%E0%A4%A')).status).toBe(200);
  });
});
