import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { crossOriginMessage, unnamedOriginMessage } from './same-origin';

let ctx: ReturnType<typeof createTestApp>;
beforeAll(() => {
  ctx = createTestApp({ rateLimits: { contact: 0 } });
});
afterAll(() => ctx.cleanup());

const host = 'www.shorelineclosets.com';
let n = 0;
const lead = () => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '203-555-0199',
  zip: '06880',
  rooms: ['Pantry'],
  message: `Request number ${(n += 1)}`,
});

type Outcome = 'allowed' | 'cross-origin' | 'unnamed';

/**
 * The CSRF check as a truth table, through the real app as any client reaches it (`rawApp`):
 * Sec-Fetch-Site decides when the browser sends it; otherwise Origin must name the request's own
 * host; a state-changing request with neither is refused too (every browser sends one); safe
 * methods always pass.
 */
const table: Array<[method: 'GET' | 'POST', secFetchSite: string | undefined, origin: string | undefined, Outcome]> = [
  ['POST', 'same-origin', undefined, 'allowed'],
  ['POST', 'none', undefined, 'allowed'],
  ['POST', 'same-site', undefined, 'cross-origin'],
  ['POST', 'cross-site', undefined, 'cross-origin'],
  ['POST', 'same-origin', 'https://evil.example', 'allowed'],
  ['POST', 'cross-site', `https://${host}`, 'cross-origin'],
  ['POST', undefined, undefined, 'unnamed'],
  ['POST', undefined, `https://${host}`, 'allowed'],
  ['POST', undefined, `http://${host}`, 'allowed'],
  ['POST', undefined, 'https://evil.example', 'cross-origin'],
  ['POST', undefined, `https://${host}:8443`, 'cross-origin'],
  ['POST', undefined, `https://${host}.evil.example`, 'cross-origin'],
  ['POST', undefined, 'null', 'cross-origin'],
  ['POST', undefined, 'not a url', 'cross-origin'],
  ['GET', undefined, undefined, 'allowed'],
  ['GET', 'cross-site', 'https://evil.example', 'allowed'],
];

const refusals = { 'cross-origin': crossOriginMessage, unnamed: unnamedOriginMessage };

describe('same-origin check', () => {
  it.each(table)('%s with Sec-Fetch-Site %s and Origin %s: %s', async (method, site, origin, outcome) => {
    const req =
      method === 'GET' ? request(ctx.rawApp).get('/api/testimonials') : request(ctx.rawApp).post('/api/contact');
    req.set('Host', host);
    if (site !== undefined) req.set('Sec-Fetch-Site', site);
    if (origin !== undefined) req.set('Origin', origin);
    const res = method === 'GET' ? await req : await req.send(lead());
    if (outcome === 'allowed') {
      expect(res.status).toBe(200);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: refusals[outcome] });
    }
  });

  it('refuses PUT, PATCH and DELETE naming no origin, before any guard or parser runs', async () => {
    for (const send of [
      request(ctx.rawApp).put('/api/team/settings').send({}),
      request(ctx.rawApp).patch('/api/testimonials/1').send({}),
      request(ctx.rawApp).delete('/api/testimonials/1'),
    ]) {
      const res = await send;
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: unnamedOriginMessage });
    }
  });

  it('refuses a plain form post naming no origin with the error page, and takes it from the page', async () => {
    const form = new URLSearchParams({ ...lead(), rooms: 'Pantry' }).toString();
    const bare = await request(ctx.rawApp).post('/api/contact').type('form').send(form);
    expect(bare.status).toBe(403);
    expect(bare.headers['content-type']).toMatch(/^text\/html/);
    expect(bare.text).toContain('no Origin or Sec-Fetch-Site header');
    const fromPage = await request(ctx.rawApp)
      .post('/api/contact')
      .set('Host', host)
      .set('Origin', `https://${host}`)
      .type('form')
      .send(new URLSearchParams({ ...lead(), rooms: 'Pantry' }).toString());
    expect(fromPage.status).toBe(303);
  });
});
