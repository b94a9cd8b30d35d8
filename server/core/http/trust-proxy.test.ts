import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { contactRateLimitMessage } from './rate-limit';
import { testAdminPassword, testOwnerEmail } from '../../test/admin-agent';
import { createTestApp } from '../../test/test-app';
import { appWithOwnerAccount } from '../../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
afterEach(() => ctx.cleanup());

const lead = (message: string) => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '203-555-0199',
  zip: '06880',
  rooms: ['Pantry'],
  message,
});

const fromIp = (ip: string, message: string) =>
  request(ctx.app).post('/api/contact').set('X-Forwarded-For', ip).send(lead(message));

/** TRUST_PROXY decides whether X-Forwarded-For, -Proto and -Host are believed. */
describe('TRUST_PROXY', () => {
  describe('off (the default): forwarded headers are ignored', () => {
    it('X-Forwarded-For does not give a visitor a fresh rate limit', async () => {
      ctx = createTestApp({ rateLimits: { contact: 1 } });
      expect((await fromIp('198.51.100.7', 'first')).status).toBe(200);
      const second = await fromIp('203.0.113.9', 'second');
      expect(second.status).toBe(429);
      expect(second.body).toEqual({ success: false, error: contactRateLimitMessage });
    });

    it('X-Forwarded-Proto does not turn on HTTPS-only headers or Secure cookies', async () => {
      ctx = await appWithOwnerAccount({ seed: true });
      const res = await request(ctx.app)
        .post('/api/admin/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: testOwnerEmail, password: testAdminPassword });
      expect(res.status).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
    });

    it('X-Forwarded-Host does not count as the site host for the same-origin check', async () => {
      ctx = createTestApp();
      const res = await request(ctx.app)
        .post('/api/contact')
        .set('Host', '127.0.0.1:3000')
        .set('X-Forwarded-Host', 'www.shorelineclosets.com')
        .set('Origin', 'https://www.shorelineclosets.com')
        .send(lead('via an untrusted proxy'));
      expect(res.status).toBe(403);
    });
  });

  describe('on (TRUST_PROXY=1): the proxy in front is believed', () => {
    it('each X-Forwarded-For visitor has their own limit', async () => {
      ctx = createTestApp({ trustProxy: 1, rateLimits: { contact: 1 } });
      expect((await fromIp('198.51.100.7', 'first visitor')).status).toBe(200);
      expect((await fromIp('203.0.113.9', 'second visitor')).status).toBe(200);
      expect((await fromIp('198.51.100.7', 'first visitor again')).status).toBe(429);
    });

    it('only the last hop counts: a client cannot prepend a fake address', async () => {
      ctx = createTestApp({ trustProxy: 1, rateLimits: { contact: 1 } });
      expect((await fromIp('10.9.9.9, 198.51.100.7', 'first')).status).toBe(200);
      expect((await fromIp('10.8.8.8, 198.51.100.7', 'spoofed')).status).toBe(429);
    });

    it('X-Forwarded-Proto https turns on HSTS, upgrade-insecure-requests and Secure cookies', async () => {
      ctx = await appWithOwnerAccount({ seed: true, trustProxy: 1 });
      const res = await request(ctx.app)
        .post('/api/admin/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: testOwnerEmail, password: testAdminPassword });
      expect(res.status).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    });

    it('X-Forwarded-Host is the host the same-origin check compares with', async () => {
      ctx = createTestApp({ trustProxy: 1 });
      const send = (origin: string, message: string) =>
        request(ctx.app)
          .post('/api/contact')
          .set('Host', '127.0.0.1:3000')
          .set('X-Forwarded-Host', 'www.shorelineclosets.com')
          .set('Origin', origin)
          .send(lead(message));
      expect((await send('https://www.shorelineclosets.com', 'through the proxy')).status).toBe(200);
      expect((await send('http://127.0.0.1:3000', 'the inner host')).status).toBe(403);
    });
  });
});
