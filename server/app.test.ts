import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSuccessMessage } from '../shared/contact-schema';
import { stripeWebhookPath } from '../shared/api/payment-paths';
import { paymentMessages } from '../shared/payments/payment-messages';
import { crossOriginMessage, unnamedOriginMessage } from './core/http/same-origin';
import { notJsonMessage } from './core/http/json-body';
import { contactRateLimitMessage, reviewRateLimitMessage } from './core/http/rate-limit';
import { signedInAgent, testAdminPassword, testOwnerEmail, useTestPassword } from './test/admin-agent';
import { listRoutes } from './test/list-routes';
import { createTestApp } from './test/test-app';

/** With the photo routes mounted, so they are listed and guarded like the rest. */
const gallery = () => ({ mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'closets-media-')) });

/**
 * Every state-changing API route sits behind the same guards: the same malformed request gets
 * the same status, body and headers from each. A route that grew its own way in would fail here.
 */

const lead = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '203-555-0199',
  zip: '06880',
  rooms: ['Pantry'],
  message: 'Pantry shelves, please.',
};

const review = {
  customerName: 'Dana W.',
  location: 'Westport',
  projectType: 'Pantry Storage',
  rating: '5',
  reviewText: 'Pantry shelves that finally fit everything we own.',
  email: 'dana@example.com',
  consent: true,
};

type Ctx = ReturnType<typeof createTestApp>;
let ctx: Ctx;
let admin: TestAgent;
const approvedCount = () =>
  (ctx.db.$client.prepare("SELECT count(*) AS n FROM testimonials WHERE approved = 'true'").get() as { n: number }).n;
let approvedBefore = 0;
beforeAll(async () => {
  ctx = createTestApp({ seed: true, gallery: gallery(), rateLimits: { contact: 0, login: 0, events: 0, review: 0 } });
  approvedBefore = approvedCount();
  await useTestPassword(ctx.db);
  admin = await signedInAgent(ctx.app);
});
afterAll(() => ctx.cleanup());

const routes: Array<{
  name: string;
  method: 'post' | 'patch' | 'put';
  path: string;
  body: object;
  signedIn: boolean;
  /** The two public forms also take a browser's own form post. */
  acceptsForm?: boolean;
}> = [
  { name: 'POST /api/contact', method: 'post', path: '/api/contact', body: lead, signedIn: false, acceptsForm: true },
  {
    name: 'POST /api/admin/login',
    method: 'post',
    path: '/api/admin/login',
    body: { email: testOwnerEmail, password: testAdminPassword },
    signedIn: false,
  },
  {
    name: 'POST /api/testimonials',
    method: 'post',
    path: '/api/testimonials',
    body: review,
    signedIn: false,
    acceptsForm: true,
  },
  { name: 'POST /api/events', method: 'post', path: '/api/events', body: { type: 'view', path: '/' }, signedIn: false },
  { name: 'PATCH /api/testimonials/:id', method: 'patch', path: '/api/testimonials/1', body: {}, signedIn: true },
  {
    name: 'POST /api/testimonials/bulk',
    method: 'post',
    path: '/api/testimonials/bulk',
    body: { action: 'approve', ids: [1] },
    signedIn: true,
  },
  {
    name: 'POST /api/contacts/:id/review-request',
    method: 'post',
    path: '/api/contacts/1/review-request',
    body: { town: 'Westport' },
    signedIn: true,
  },
  { name: 'PATCH /api/contacts/:id', method: 'patch', path: '/api/contacts/1', body: {}, signedIn: true },
  { name: 'POST /api/contacts/:id/stage', method: 'post', path: '/api/contacts/1/stage', body: {}, signedIn: true },
  {
    name: 'PUT /api/contacts/:id/consultation',
    method: 'put',
    path: '/api/contacts/1/consultation',
    body: {},
    signedIn: true,
  },
  { name: 'POST /api/calendar-feed', method: 'post', path: '/api/calendar-feed', body: {}, signedIn: true },
];

const malformed: Array<{ name: string; status: number; error: string; send: (t: request.Test) => request.Test }> = [
  {
    name: 'a form-encoded body',
    status: 415,
    error: notJsonMessage,
    send: (t) => t.type('form').send('name=Dana'),
  },
  {
    name: 'a text/plain body',
    status: 415,
    error: notJsonMessage,
    send: (t) => t.set('Content-Type', 'text/plain').send('{"name":"Dana"}'),
  },
  {
    name: 'malformed JSON',
    status: 400,
    error: 'The request body is not valid JSON',
    send: (t) => t.set('Content-Type', 'application/json').send('{"name":'),
  },
  {
    name: 'a JSON string at the top level',
    status: 400,
    error: 'The request body is not valid JSON',
    send: (t) => t.set('Content-Type', 'application/json').send('"Dana"'),
  },
  {
    name: 'a body over 16 KB',
    status: 413,
    error: 'The request is too large',
    send: (t) => t.send({ message: 'x'.repeat(17 * 1024) }),
  },
  {
    name: 'a gzip-compressed body',
    status: 415,
    error: 'Unsupported request encoding',
    send: (t) => t.set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{}'),
  },
  {
    name: 'a latin1 body',
    status: 415,
    error: 'Unsupported request encoding',
    send: (t) => t.set('Content-Type', 'application/json; charset=latin1').send('{}'),
  },
  {
    name: 'a cross-origin request',
    status: 403,
    error: crossOriginMessage,
    send: (t) => t.set('Origin', 'https://evil.example').send({}),
  },
  {
    name: 'a cross-site fetch',
    status: 403,
    error: crossOriginMessage,
    send: (t) => t.set('Sec-Fetch-Site', 'cross-site').send({}),
  },
];

function expectApiError(res: request.Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, error });
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['retry-after']).toBeUndefined();
}

describe('the same malformed request gets the same answer from every API route', () => {
  for (const route of routes) {
    for (const bad of malformed) {
      if (route.acceptsForm && bad.name === 'a form-encoded body') {
        it(`${route.name}: an incomplete form post → 400 and the form's error page`, async () => {
          const res = await bad.send(request(ctx.app).post(route.path));
          expect(res.status).toBe(400);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.text).toContain('<h1>Please check the form</h1>');
          expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        });
        continue;
      }
      it(`${route.name}: ${bad.name} → ${bad.status}`, async () => {
        const client = route.signedIn ? admin : request(ctx.app);
        const res = await bad.send(client[route.method](route.path));
        expectApiError(res, bad.status, bad.error);
      });
    }
  }

  it('nothing was stored or changed by any refused request', () => {
    expect(ctx.db.$client.prepare('SELECT count(*) AS n FROM contact_submissions').get()).toEqual({ n: 0 });
    expect(ctx.db.$client.prepare('SELECT count(*) AS n FROM testimonials WHERE email IS NOT NULL').get()).toEqual({
      n: 0,
    });
    expect(ctx.db.$client.prepare('SELECT count(*) AS n FROM mail_outbox').get()).toEqual({ n: 0 });
    expect(ctx.db.$client.prepare('SELECT count(*) AS n FROM site_event_counts').get()).toEqual({ n: 0 });
    expect(approvedCount()).toBe(approvedBefore);
  });
});

describe('over the limit: one 429 shape for the contact form and reviews (sign-in: sign-in-limits.test.ts)', () => {
  let limited: Ctx;
  beforeAll(async () => {
    limited = createTestApp({ rateLimits: { contact: 1, login: 1, events: 1, review: 1 } });
    await useTestPassword(limited.db);
  });
  afterAll(() => limited.cleanup());

  const cases = [
    {
      name: 'POST /api/contact',
      path: '/api/contact',
      first: { ...lead },
      second: { ...lead, message: 'A second, different request.' },
      firstStatus: 200,
      error: contactRateLimitMessage,
    },
    {
      name: 'POST /api/testimonials',
      path: '/api/testimonials',
      first: { ...review },
      second: { ...review, reviewText: 'A second, different review of the same pantry.' },
      firstStatus: 200,
      error: reviewRateLimitMessage,
    },
  ];

  for (const c of cases) {
    it(`${c.name}: 429 with the API body, Retry-After and RateLimit headers`, async () => {
      const first = await request(limited.app).post(c.path).send(c.first);
      expect(first.status).toBe(c.firstStatus);
      expect(first.headers['ratelimit-policy']).toMatch(/^"1-in-15min"; q=1; w=900; pk=:[\w+/=]+:$/);
      expect(first.headers.ratelimit).toMatch(/^"1-in-15min"; r=0; t=(89\d|900)$/);
      const res = await request(limited.app).post(c.path).send(c.second);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ success: false, error: c.error });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(res.headers.ratelimit).toMatch(/^"1-in-15min"; r=0; t=(89\d|900)$/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    });
  }

  it('POST /api/events over its limit is dropped quietly: 204, nothing counted', async () => {
    expect((await request(limited.app).post('/api/events').send({ type: 'landing', path: '/' })).status).toBe(204);
    const res = await request(limited.app).post('/api/events').send({ type: 'view', path: '/' });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(limited.db.$client.prepare('SELECT type FROM site_event_counts').all()).toEqual([{ type: 'landing' }]);
  });

  it("the contact form success answer keeps the spec's fields, beside the booking page's link", async () => {
    const fresh = createTestApp({ rateLimits: { contact: 1 } });
    const res = await request(fresh.app).post('/api/contact').send(lead);
    expect(res.body).toEqual({
      success: true,
      message: contactSuccessMessage,
      bookingUrl: expect.stringMatching(/^\/book\/[\w-]{43}$/),
    });
    await fresh.cleanup();
  });
});

describe('each route-specific 4xx, with its exact text', () => {
  const signInFirst = 'Sign in to continue';
  const cases: Array<[label: string, make: () => request.Test, status: number, error: string]> = [
    ['unknown API path', () => request(ctx.app).get('/api/nope'), 404, 'Not found'],
    ['unknown API method', () => request(ctx.app).put('/api/contact').send({}), 404, 'Not found'],
    [
      'contact without a name',
      () =>
        request(ctx.app)
          .post('/api/contact')
          .send({ ...lead, name: '' }),
      400,
      'Please check the form: Name is required',
    ],
    [
      'sign-in without a password',
      () => request(ctx.app).post('/api/admin/login').send({ email: testOwnerEmail }),
      400,
      'Please check the form: Password is required',
    ],
    [
      'sign-in with a wrong password',
      () => request(ctx.app).post('/api/admin/login').send({ email: testOwnerEmail, password: 'not the password' }),
      401,
      'Incorrect e-mail or password',
    ],
    ['leads signed out', () => request(ctx.app).get('/api/contacts'), 401, signInFirst],
    ['CSV export signed out', () => request(ctx.app).get('/api/contacts.csv'), 401, signInFirst],
    [
      'lead status signed out',
      () => request(ctx.app).patch('/api/contacts/1').send({ status: 'contacted' }),
      401,
      signInFirst,
    ],
    [
      'approval signed out',
      () => request(ctx.app).patch('/api/testimonials/1').send({ approved: 'true' }),
      401,
      signInFirst,
    ],
    ['deletion signed out', () => request(ctx.app).delete('/api/testimonials/1'), 401, signInFirst],
    [
      'a leads page past the limit',
      () => admin.get('/api/contacts?pageSize=500'),
      400,
      'Please check the form: pageSize must be at most 200',
    ],
    [
      'a malformed lead id',
      () => admin.patch('/api/contacts/abc').send({ status: 'new' }),
      400,
      'Please check the form: Lead id must be a positive whole number',
    ],
    [
      'an unknown lead status',
      () => admin.patch('/api/contacts/1').send({ status: 'done' }),
      400,
      "Please check the form: status must be 'new' or 'contacted'",
    ],
    ['an unknown lead', () => admin.patch('/api/contacts/999999').send({ status: 'new' }), 404, 'Lead not found'],
    [
      'a malformed testimonial id',
      () => admin.patch('/api/testimonials/abc').send({ approved: 'true' }),
      400,
      'Please check the form: Testimonial id must be a positive whole number',
    ],
    [
      'approved sent as a boolean',
      () => admin.patch('/api/testimonials/1').send({ approved: true }),
      400,
      "Please check the form: approved must be 'true' or 'false'",
    ],
    [
      'bulk moderation signed out',
      () => request(ctx.app).post('/api/testimonials/bulk').send({ action: 'delete', allPendingMatching: {} }),
      401,
      signInFirst,
    ],
    [
      'approving an unknown testimonial',
      () => admin.patch('/api/testimonials/999999').send({ approved: 'true' }),
      404,
      'Testimonial not found',
    ],
    ['deleting an unknown testimonial', () => admin.delete('/api/testimonials/999999'), 404, 'Testimonial not found'],
  ];

  it.each(cases)('%s → %d', async (_label, make, status, error) => {
    const res = await make();
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBe(error);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    if (status === 400) expect(Object.keys(res.body).sort()).toEqual(['error', 'fieldErrors', 'success']);
    else expect(Object.keys(res.body).sort()).toEqual(['error', 'success']);
  });
});

/** The only state-changing API routes open to visitors; anything else that changes state is staff only. */
const publicWrites = [
  'POST /api/contact',
  'POST /api/testimonials',
  'POST /api/events',
  'POST /api/bookings/:token',
  'POST /api/bookings/:token/cancel',
  'POST /api/bookings/:token/photos',
  'POST /api/bookings/:token/times',
  'POST /api/proposals/:token/viewed',
  'POST /api/proposals/:token/accept',
  'POST /api/proposals/:token/decline',
  'POST /api/proposals/:token/cancel',
  'POST /api/proposals/:token/payments',
  'POST /api/proposals/:token/change-order/sign',
  'POST /api/proposals/:token/sign-off',
  'POST /api/proposals/:token/punch-list',
  'POST /api/stripe/webhook',
  'POST /api/admin/login',
  'POST /api/admin/login/code',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/invitations/:token',
  'POST /api/admin/forgot-password',
  'POST /api/password-resets/:token',
  'POST /api/admin/logout',
];

describe('every state-changing staff route, as the router lists them', () => {
  const listed = createTestApp({ seed: false, gallery: gallery() });
  const routes = listRoutes(listed.app);
  void listed.cleanup();
  const staffWrites = routes
    .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
    .map((r) => `${r.method} ${r.path}`)
    .filter((route) => !publicWrites.includes(route));

  it('the list is read from the app (so routes added later are covered)', () => {
    expect(staffWrites).toEqual(
      expect.arrayContaining([
        'DELETE /api/contacts/:id',
        'PATCH /api/contacts/:id',
        'POST /api/contacts/by-email',
        'POST /api/contacts/:id/review-request',
        'PATCH /api/testimonials/:id',
        'DELETE /api/testimonials/:id',
        'POST /api/testimonials/bulk',
        'POST /api/contacts/:id/stage',
        'POST /api/gallery',
        'PATCH /api/gallery/:id',
        'DELETE /api/gallery/:id',
      ]),
    );
  });

  for (const route of staffWrites) {
    it(`${route} answers 401 signed out and changes nothing`, async () => {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replace(/:\w+/g, '1');
      const before = ctx.db.$client.prepare('SELECT total_changes() AS n').get();
      const res = await request(ctx.app)[method.toLowerCase() as 'post'](url).send({});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Sign in to continue' });
      expect(ctx.db.$client.prepare('SELECT total_changes() AS n').get()).toEqual(before);
    });
  }
});

describe('a request that names no origin', () => {
  it('every state-changing API route refuses a request that names no origin, but Stripe’s signed webhook', async () => {
    const listed = createTestApp({ seed: false, gallery: gallery() });
    const writes = listRoutes(listed.app).filter((r) => r.path.startsWith('/api/') && r.method !== 'GET');
    void listed.cleanup();
    expect(writes.length).toBeGreaterThan(50);
    // As a script or another server would send it: a valid session, but no Origin and no Sec-Fetch-Site.
    const signIn = await request(ctx.app)
      .post('/api/admin/login')
      .send({ email: testOwnerEmail, password: testAdminPassword });
    const cookie = ([signIn.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split(';')[0]).join('; ');
    const changesBefore = ctx.db.$client.prepare('SELECT total_changes() AS n').get();
    for (const { method, path: routePath } of writes) {
      const url = routePath.replace(/:\w+/g, '1');
      const res = await request(ctx.rawApp)[method.toLowerCase() as 'post'](url).set('Cookie', cookie).send(lead);
      if (`${method} ${routePath}` === `POST ${stripeWebhookPath}`) {
        // Stripe's server names no origin: its signature is what the route checks (here, with Stripe not set up, 404).
        expect(res.body).toEqual({ success: false, error: paymentMessages.webhookOff });
        continue;
      }
      expect(res.status, `${method} ${routePath}`).toBe(403);
      expect(res.body, `${method} ${routePath}`).toEqual({ success: false, error: unnamedOriginMessage });
    }
    expect(ctx.db.$client.prepare('SELECT total_changes() AS n').get()).toEqual(changesBefore);
  });
});
