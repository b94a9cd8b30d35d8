import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewSuccessMessage } from '../../shared/review-schema';
import { testimonialSchema } from '../../shared/testimonial-schema';
import { listOutbox, noSmtpReason } from '../core/mail/outbox';
import { signedInAgent, useTestPassword } from '../test/admin-agent';
import { createTestApp, runWorkerWithoutSmtp } from '../test/test-app';
import { reviewRateLimitMessage } from '../core/http/rate-limit';
import { fieldErrorAnswer } from '../test/field-error-answer';

const valid = {
  customerName: 'Jennifer M.',
  location: 'Milford',
  projectType: 'Pantry Storage',
  rating: '5',
  reviewText: 'The pantry pull-outs changed how we cook. Installed in a day, spotless afterwards.',
  email: 'Jennifer.M@Example.com',
  consent: true,
};

let ctx: ReturnType<typeof createTestApp>;
const open = (options: Parameters<typeof createTestApp>[0] = {}) =>
  (ctx = createTestApp({ seed: false, rateLimits: { review: 0 }, ...options }));
afterEach(() => ctx.cleanup());

const rows = () => ctx.db.$client.prepare('SELECT * FROM testimonials ORDER BY id').all() as Record<string, unknown>[];
const post = (body: unknown) =>
  request(ctx.app)
    .post('/api/testimonials')
    .send(body as object);

describe('POST /api/testimonials (public reviews)', { timeout: 20_000 }, () => {
  it('stores a valid review as pending, signed out, with the e-mail kept and lower-cased', async () => {
    open();
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: reviewSuccessMessage });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toMatchObject({
      customer_name: 'Jennifer M.',
      location: 'Milford',
      project_type: 'Pantry Storage',
      rating: '5',
      review_text: valid.reviewText,
      email: 'jennifer.m@example.com',
      approved: 'false',
      featured: 'false',
      has_link: 0,
    });
  });

  it('notifies staff through the outbox: skipped without SMTP, pending with it', async () => {
    open();
    await post(valid);
    await runWorkerWithoutSmtp(ctx.db);
    expect(listOutbox(ctx.db)).toMatchObject([
      {
        kind: 'review-notification',
        status: 'skipped',
        lastError: noSmtpReason,
        toAddress: 'design@shorelineclosets.com',
      },
    ]);
    await ctx.cleanup();
    open({ mail: { notifyTo: 'office@example.com', sendConfirmation: false } });
    await post(valid);
    const [mail] = listOutbox(ctx.db);
    expect(mail).toMatchObject({ kind: 'review-notification', status: 'pending', toAddress: 'office@example.com' });
    expect(mail?.subject).toBe('New review to check: Jennifer M. (Milford), 5 stars');
    expect(mail?.body).toContain(valid.reviewText);
  });

  it('answers 400 with the field errors of the shared schema and stores nothing', async () => {
    open();
    const res = await post({ ...valid, customerName: 'J', rating: '6', reviewText: 'Too short', consent: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Please check the form: Your name must be at least 2 characters',
      fieldErrors: {
        customerName: ['Your name must be at least 2 characters'],
        rating: ['Choose a rating from 1 to 5 stars'],
        reviewText: ['Your review must be at least 20 characters'],
        consent: ['Please agree so we can publish your review'],
      },
    });
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      customerName: ['Your name is required'],
      location: ['Town is required'],
      projectType: ['Choose the project from the list'],
      rating: ['Choose a rating from 1 to 5 stars'],
      reviewText: ['Your review is required'],
      email: ['Email is required'],
      consent: ['Please agree so we can publish your review'],
    });
    const long = await post({ ...valid, reviewText: 'x'.repeat(1001), email: 'not-an-email' });
    expect(long.body.fieldErrors).toEqual({
      reviewText: ['Your review must be at most 1000 characters'],
      email: ['Enter a valid email address, e.g. name@example.com'],
    });
    expect(rows()).toHaveLength(0);
  });

  it('413 over 16 KB, 415 when not JSON, 403 cross-origin', async () => {
    open();
    const big = await post({ ...valid, reviewText: 'x'.repeat(17 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, error: 'The request is too large' });
    // A form post is the no-JavaScript form (server/core/http/form-post.test.ts); anything else is refused.
    const text = await request(ctx.app).post('/api/testimonials').set('Content-Type', 'text/plain').send('Jen');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ success: false, error: 'Send the request as application/json' });
    const cross = await request(ctx.app).post('/api/testimonials').set('Origin', 'https://evil.example').send(valid);
    expect(cross.status).toBe(403);
    expect(cross.body).toEqual({ success: false, error: 'Cross-origin requests are not allowed' });
    expect(rows()).toHaveLength(0);
  });

  it('limits reviews per IP with a 429, Retry-After and RateLimit headers', async () => {
    open({ rateLimits: { review: 2 } });
    expect((await post({ ...valid, reviewText: `${valid.reviewText} One.` })).status).toBe(200);
    expect((await post({ ...valid, reviewText: `${valid.reviewText} Two.` })).status).toBe(200);
    const limited = await post({ ...valid, reviewText: `${valid.reviewText} Three.` });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: reviewRateLimitMessage });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-policy']).toMatch(/^"2-in-15min"; q=2; w=900;/);
    expect(rows()).toHaveLength(2);
  });

  it('a filled honeypot is answered like a success and never stored or notified', async () => {
    open();
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: reviewSuccessMessage });
    expect(rows()).toHaveLength(0);
    expect(listOutbox(ctx.db)).toHaveLength(0);
  });

  it('the same review twice within minutes is one row and one notification', async () => {
    open();
    expect((await post(valid)).status).toBe(200);
    const again = await post({
      ...valid,
      email: 'jennifer.m@example.com',
      reviewText: `  ${valid.reviewText.toUpperCase()} `,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: reviewSuccessMessage });
    expect(rows()).toHaveLength(1);
    expect(listOutbox(ctx.db)).toHaveLength(1);
    expect((await post({ ...valid, reviewText: `${valid.reviewText} Update: still great.` })).status).toBe(200);
    expect(rows()).toHaveLength(2);
  });

  it('a review containing a link is stored but flagged for the moderator', async () => {
    open();
    await post({ ...valid, reviewText: 'Great closets, and see my blog at www.example-blog.com for photos!' });
    await post({ ...valid, reviewText: 'Loved it. Cheap pills at https://spam.example/buy now available.' });
    await post({ ...valid, reviewText: 'No links here, just a very happy homeowner in Milford.' });
    expect(rows().map((r) => r.has_link)).toEqual([1, 1, 0]);
    expect(listOutbox(ctx.db)[0]?.body).toContain('the review contains a link');
  });
});

describe('GET /api/testimonials', { timeout: 20_000 }, () => {
  it('the public sees approved reviews only, without e-mail or flags, revalidated by ETag', async () => {
    open();
    await post(valid);
    await post({ ...valid, reviewText: 'A second review that will stay pending for now.' });
    ctx.db.$client.prepare("UPDATE testimonials SET approved = 'true' WHERE id = 1").run();
    const res = await request(ctx.app).get('/api/testimonials');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body.testimonials).toHaveLength(1);
    const [pub] = res.body.testimonials;
    expect(Object.keys(pub).sort()).toEqual(Object.keys(testimonialSchema.shape).sort());
    expect(testimonialSchema.parse(pub)).toEqual(pub);
    expect(res.text).not.toContain('example.com');
    expect(res.text).not.toContain('hasLink');

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await request(ctx.app).get('/api/testimonials').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    ctx.db.$client.prepare("UPDATE testimonials SET approved = 'true' WHERE id = 2").run();
    const changed = await request(ctx.app).get('/api/testimonials').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.testimonials).toHaveLength(2);
  });

  it('signed-in staff see every review with its e-mail and link flag, not cached', async () => {
    open();
    await useTestPassword(ctx.db);
    const agent = await signedInAgent(ctx.app);
    await post({ ...valid, reviewText: 'Visit www.example-blog.com for the before and after photos.' });
    const res = await agent.get('/api/testimonials');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.testimonials).toMatchObject([
      { approved: 'false', email: 'jennifer.m@example.com', hasLink: true },
    ]);
  });
});

describe('PATCH /api/testimonials/:id featured', { timeout: 20_000 }, () => {
  it('features and unfeatures a review; other values are refused with 400', async () => {
    open();
    await useTestPassword(ctx.db);
    const agent = await signedInAgent(ctx.app);
    await post(valid);
    const featured = () => ctx.db.$client.prepare('SELECT approved, featured FROM testimonials WHERE id = 1').get();
    expect((await agent.patch('/api/testimonials/1').send({ approved: 'true', featured: 'true' })).status).toBe(200);
    expect(featured()).toEqual({ approved: 'true', featured: 'true' });
    expect((await agent.patch('/api/testimonials/1').send({ featured: 'false' })).body).toEqual({ success: true });
    expect(featured()).toEqual({ approved: 'true', featured: 'false' });
    const bad = await agent.patch('/api/testimonials/1').send({ featured: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(fieldErrorAnswer('featured', "featured must be 'true' or 'false'"));
    const empty = await agent.patch('/api/testimonials/1').send({});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(fieldErrorAnswer('body', 'Send approved or featured'));
    const signedOut = await request(ctx.app).patch('/api/testimonials/1').send({ featured: 'true' });
    expect(signedOut.status).toBe(401);
  });
});

describe('demo testimonials', () => {
  it('are seeded into a fresh database unless seeding is off', async () => {
    open({ seed: true });
    expect(rows().length).toBeGreaterThan(0);
    await ctx.cleanup();
    open({ seed: false });
    expect(rows()).toHaveLength(0);
  });
});
