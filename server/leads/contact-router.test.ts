import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { contactLimits, contactSuccessMessage } from '../../shared/contact-schema';
import { noLeadSource } from '../../shared/lead-source-label';
import { contactRateLimitMessage } from '../core/http/rate-limit';
import { noSmtpReason, listOutbox } from '../core/mail/outbox';
import { createTestApp, runWorkerWithoutSmtp } from '../test/test-app';
import { leads as leadsTable } from './schema';

const valid = {
  name: 'Dana Whitfield',
  email: 'Dana.Whitfield@Example.com',
  phone: '203.555.0199',
  zip: '06880',
  rooms: ['Walk-In Closet', 'Pantry'],
  message: 'Our walk-in needs double hanging and a shoe wall.',
};

let ctx: ReturnType<typeof createTestApp>;
const open = (options: Parameters<typeof createTestApp>[0] = {}) => (ctx = createTestApp({ seed: false, ...options }));
afterEach(() => ctx.cleanup());

const leads = () =>
  ctx.db.$client.prepare('SELECT * FROM contact_submissions ORDER BY id').all() as Record<string, unknown>[];
const post = (body: unknown) =>
  request(ctx.app)
    .post('/api/contact')
    .send(body as object);

/** The spec's answer, plus the link to the new lead's booking page. */
const accepted = {
  success: true,
  message: contactSuccessMessage,
  bookingUrl: expect.stringMatching(/^\/book\/[\w-]{43}$/),
};

describe('POST /api/contact', { timeout: 20_000 }, () => {
  it('stores a valid lead, normalized, before answering', async () => {
    open();
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(accepted);
    const [row] = leads();
    expect(row).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '(203) 555-0199',
      zip: '06880',
      rooms: JSON.stringify(['Walk-In Closet', 'Pantry']),
      message: valid.message,
      status: 'new',
      is_spam: 0,
    });
    expect(Date.parse(String(row?.created_at))).toBeGreaterThan(Date.now() - 10_000);
  });

  it('without SMTP settings queues the notification as skipped, saying why', async () => {
    open();
    await post(valid);
    await runWorkerWithoutSmtp(ctx.db);
    const outbox = listOutbox(ctx.db);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'lead-notification', status: 'skipped', lastError: noSmtpReason });
  });

  it("each app keeps the mail settings it was made with (no settings shared through a module's state)", async () => {
    const first = createTestApp({ seed: false, mail: { notifyTo: 'first@example.com', sendConfirmation: true } });
    open({ mail: { notifyTo: 'second@example.com' } });
    try {
      await request(first.app).post('/api/contact').send(valid).expect(200);
      await post(valid).expect(200);
      expect(listOutbox(first.db).map((r) => [r.kind, r.toAddress])).toEqual([
        ['lead-notification', 'first@example.com'],
        ['lead-confirmation', 'dana.whitfield@example.com'],
      ]);
      expect(listOutbox(ctx.db).map((r) => [r.kind, r.toAddress])).toEqual([
        ['lead-notification', 'second@example.com'],
      ]);
    } finally {
      await first.cleanup();
    }
  });

  it('queues the notification (and the confirmation when enabled) as pending when mail is on', async () => {
    open({ mail: { notifyTo: 'office@example.com', sendConfirmation: true } });
    await post(valid);
    const outbox = listOutbox(ctx.db);
    expect(outbox.map((r) => [r.kind, r.toAddress, r.status])).toEqual([
      ['lead-notification', 'office@example.com', 'pending'],
      ['lead-confirmation', 'dana.whitfield@example.com', 'pending'],
    ]);
    expect(outbox[0]?.body).toContain('(203) 555-0199');
  });

  const invalidCases: [string, Record<string, unknown>, string][] = [
    ['missing name', { name: '' }, 'name'],
    ['blank name', { name: '   ' }, 'name'],
    ['name too long', { name: 'a'.repeat(contactLimits.name + 1) }, 'name'],
    ['bad email', { email: 'dana@' }, 'email'],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, 'email'],
    ['short phone', { phone: '555-0199' }, 'phone'],
    ['phone with letters', { phone: '203-555-CALL' }, 'phone'],
    ['bad zip', { zip: '6880' }, 'zip'],
    ['no rooms', { rooms: [] }, 'rooms'],
    ['unknown room', { rooms: ['Wine Cellar'] }, 'rooms'],
    ['rooms not an array', { rooms: 'Pantry' }, 'rooms'],
    ['missing message', { message: undefined }, 'message'],
    ['message too long', { message: 'x'.repeat(contactLimits.message + 1) }, 'message'],
    ['name not a string', { name: 42 }, 'name'],
  ];
  it.each(invalidCases)('%s: 400 with a readable field error, nothing stored', async (_label, patch, field) => {
    open();
    const res = await post({ ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/^Please check the form: /);
    expect(res.body.fieldErrors[field][0]).toMatch(/[A-Z].+/);
    expect(leads()).toHaveLength(0);
  });

  it('answers an empty body and a JSON array with 400, not 500', async () => {
    open();
    const empty = await request(ctx.app).post('/api/contact');
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
    const arr = await post([valid]);
    expect(arr.status).toBe(400);
    expect(leads()).toHaveLength(0);
  });

  it('a database failure answers 500 without a lead, and the next request after repair is saved', async () => {
    open({ logError: () => {} });
    ctx.db.$client.exec('ALTER TABLE contact_submissions RENAME TO contact_submissions_away');
    const failed = await post(valid);
    expect(failed.status).toBe(500);
    expect(failed.body.success).toBe(false);
    ctx.db.$client.exec('ALTER TABLE contact_submissions_away RENAME TO contact_submissions');
    const saved = await post({ ...valid, message: 'After the repair.' });
    expect(saved.status).toBe(200);
    expect(leads().map((lead) => lead.message)).toEqual(['After the repair.']);
    expect(listOutbox(ctx.db)).toHaveLength(1);
  });

  it('a filled honeypot is answered like a success, stored as spam, never mailed', async () => {
    open({ mail: { notifyTo: 'office@example.com', sendConfirmation: true } });
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.body).toEqual(accepted);
    expect(leads()).toHaveLength(1);
    expect(leads()[0]?.is_spam).toBe(1);
    expect(listOutbox(ctx.db)).toHaveLength(0);
  });

  it('a double submit of the same request creates one lead and one notification', async () => {
    open();
    const [a, b] = await Promise.all([post(valid), post(valid)]);
    const c = await post({ ...valid, email: 'DANA.whitfield@example.com', phone: '(203) 555-0199' });
    for (const res of [a, b, c]) expect(res.body).toEqual(accepted);
    expect(leads()).toHaveLength(1);
    expect(listOutbox(ctx.db)).toHaveLength(1);
    await post({ ...valid, message: 'A different request: the pantry too.' });
    expect(leads()).toHaveLength(2);
  });

  it('the same request after the duplicate window is a new lead', async () => {
    open();
    await post(valid);
    ctx.db.$client.prepare(`UPDATE contact_submissions SET created_at = '2020-01-01T00:00:00.000Z'`).run();
    await post(valid);
    expect(leads()).toHaveLength(2);
  });

  it('rate limits per IP with a friendly 429, and CONTACT_RATE_LIMIT=0 turns it off', async () => {
    open({ rateLimits: { contact: 2 } });
    expect((await post({ ...valid, message: 'one' })).status).toBe(200);
    expect((await post({ ...valid, message: 'two' })).status).toBe(200);
    const limited = await post({ ...valid, message: 'three' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: contactRateLimitMessage });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(leads()).toHaveLength(2);
    await ctx.cleanup();

    open({ rateLimits: { contact: 0 } });
    for (let i = 0; i < 15; i++) expect((await post({ ...valid, message: `request ${i}` })).status).toBe(200);
    expect(leads()).toHaveLength(15);
  });

  it('stores the source of the visit with the lead', async () => {
    open();
    const source = {
      landingPath: '/city/westport',
      referrerHost: 'News.Example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      formPath: '/contact',
      visitorId: 'dropped',
    };
    expect((await post({ ...valid, source })).status).toBe(200);
    expect(leads()[0]).toMatchObject({
      landing_path: '/city/westport',
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      form_path: '/contact',
    });
    expect(Object.keys(leads()[0] ?? {})).not.toContain('visitor_id');
  });

  it('a lead without a source, or with a bad one, is kept with the source columns empty', async () => {
    open();
    const bad = [undefined, 'newsletter', { utmSource: 'x'.repeat(500) }, { landingPath: 'javascript:alert(1)' }];
    for (const [i, source] of bad.entries()) {
      const res = await post({ ...valid, message: `request ${i}`, source });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(accepted);
    }
    const rows = ctx.db.select().from(leadsTable).all();
    expect(rows).toHaveLength(bad.length);
    for (const row of rows) expect(row).toMatchObject(noLeadSource);
  });
});
