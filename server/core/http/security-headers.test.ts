import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSiteApp } from '../../test/fake-build';
import { docSection } from '../../test/security-doc';

const formLead = new URLSearchParams({
  name: 'Dana',
  email: 'dana@example.com',
  phone: '203 555 0199',
  zip: '06880',
  rooms: 'Pantry',
  message: 'Shelves.',
}).toString();

const requiredDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
];

type Ctx = ReturnType<typeof createFakeSiteApp>;
let ctx: Ctx;
beforeAll(() => {
  ctx = createFakeSiteApp();
});
afterAll(() => ctx.cleanup());

const cases: Array<[string, (app: Ctx['app']) => request.Test, number]> = [
  ['a page', (app) => request(app).get('/'), 200],
  ['a hashed asset', (app) => request(app).get('/assets/index-abc123.js'), 200],
  ['the 404 page', (app) => request(app).get('/no-such-page'), 404],
  ['a POST outside the API', (app) => request(app).post('/'), 404],
  ['an API read', (app) => request(app).get('/api/testimonials'), 200],
  ['an unknown API path', (app) => request(app).get('/api/nope'), 404],
  ['an invalid lead', (app) => request(app).post('/api/contact').send({ name: 'x' }), 400],
  ['malformed JSON', (app) => request(app).post('/api/contact').type('json').send('{"name":'), 400],
  ['a non-JSON body', (app) => request(app).post('/api/contact').type('text').send('name=x'), 415],
  [
    'an invalid form post (the error page)',
    (app) => request(app).post('/api/contact').type('form').send('name=x'),
    400,
  ],
  ['an accepted form post (303)', (app) => request(app).post('/api/contact').type('form').send(formLead), 303],
  [
    'a body over 16 KB',
    (app) =>
      request(app)
        .post('/api/contact')
        .send({ message: 'x'.repeat(17_000) }),
    413,
  ],
  ['a malformed percent-encoding', (app) => request(app).get('/%E0%A4%A'), 404],
  ['a malformed id', (app) => request(app).delete('/api/testimonials/%E0%A4%A'), 400],
];

describe('security headers on every response', () => {
  for (const [label, send, status] of cases) {
    it(`${label} (${status})`, async () => {
      const res = await send(ctx.app);
      expect(res.status).toBe(status);
      const csp = res.headers['content-security-policy'] ?? '';
      for (const directive of requiredDirectives) expect(csp).toContain(directive);
      expect(csp).toContain("style-src 'self';");
      // Inline code is never allowed; inline style attributes are (Radix renders some).
      expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toMatch(/unsafe-(inline|eval)/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
        expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
      }
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  }
});

/** The one line of the `text` block under "Responses and headers". */
const quotedPolicy = () => /```text\n\s*(.+)\n\s*```/.exec(docSection('### Responses and headers'))?.[1];

describe('the policy SECURITY.md quotes', () => {
  const quoted = quotedPolicy();

  it('serves exactly the Content-Security-Policy that SECURITY.md quotes', async () => {
    expect(quoted).toBeDefined();
    for (const path of ['/', '/api/testimonials', '/no-such-page']) {
      expect((await request(ctx.app).get(path)).headers['content-security-policy']).toBe(quoted);
    }
    const proxied = createFakeSiteApp({ trustProxy: 1 });
    try {
      const https = await request(proxied.app).get('/').set('X-Forwarded-Proto', 'https');
      expect(https.headers['content-security-policy']).toBe(`${quoted};upgrade-insecure-requests`);
    } finally {
      await proxied.cleanup();
    }
  });
});

describe('with online payment on', () => {
  it('lets a form\'s redirect reach Stripe Checkout (the plain "Pay $X" form\'s 303), and nothing else more', async () => {
    const paying = createFakeSiteApp({ stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' } });
    try {
      const csp = (await request(paying.app).get('/')).headers['content-security-policy'];
      expect(csp).toBe(quotedPolicy()!.replace("form-action 'self'", "form-action 'self' https://checkout.stripe.com"));
    } finally {
      await paying.cleanup();
    }
  });
});

describe('HTTPS-only headers', () => {
  // Pages and assets from memory, the API and the 404 page: every kind of answer is checked.
  for (const path of ['/api/testimonials', '/', '/assets/index-abc123.js', '/no-such-page']) {
    it(`are sent when a trusted proxy says the request came over HTTPS (${path})`, async () => {
      const proxied = createFakeSiteApp({ trustProxy: 1 });
      try {
        const res = await request(proxied.app).get(path).set('X-Forwarded-Proto', 'https, http');
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
        const plain = await request(proxied.app).get(path).set('X-Forwarded-Proto', 'http');
        expect(plain.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.cleanup();
      }
    });

    it(`are not sent when X-Forwarded-Proto comes from an untrusted client (${path})`, async () => {
      const res = await request(ctx.app).get(path).set('X-Forwarded-Proto', 'https');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });
  }
});
