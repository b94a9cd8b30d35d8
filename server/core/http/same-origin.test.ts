import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { crossOriginMessage } from './same-origin';

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

/**
 * The CSRF check as a truth table, through the real app: Sec-Fetch-Site decides when the browser
 * sends it; otherwise Origin must name the request's own host; a request with neither is not from
 * a browser page and passes; safe methods always pass.
 */
const table: Array<
  [method: 'GET' | 'POST', secFetchSite: string | undefined, origin: string | undefined, allowed: boolean]
> = [
  ['POST', 'same-origin', undefined, true],
  ['POST', 'none', undefined, true],
  ['POST', 'same-site', undefined, false],
  ['POST', 'cross-site', undefined, false],
  ['POST', 'same-origin', 'https://evil.example', true],
  ['POST', 'cross-site', `https://${host}`, false],
  ['POST', undefined, undefined, true],
  ['POST', undefined, `https://${host}`, true],
  ['POST', undefined, `http://${host}`, true],
  ['POST', undefined, 'https://evil.example', false],
  ['POST', undefined, `https://${host}:8443`, false],
  ['POST', undefined, `https://${host}.evil.example`, false],
  ['POST', undefined, 'null', false],
  ['POST', undefined, 'not a url', false],
  ['GET', 'cross-site', 'https://evil.example', true],
];

describe('same-origin check', () => {
  it.each(table)('%s with Sec-Fetch-Site %s and Origin %s: allowed %s', async (method, site, origin, allowed) => {
    const req = method === 'GET' ? request(ctx.app).get('/api/testimonials') : request(ctx.app).post('/api/contact');
    req.set('Host', host);
    if (site !== undefined) req.set('Sec-Fetch-Site', site);
    if (origin !== undefined) req.set('Origin', origin);
    const res = method === 'GET' ? await req : await req.send(lead());
    if (allowed) {
      expect(res.status).toBe(200);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: crossOriginMessage });
    }
  });
});
