import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminTestimonialSchema, testimonialSchema } from '../../shared/testimonial-schema';
import { demoTestimonials } from './demo-testimonials';
import { signedInAgent, useTestPassword } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp();
});
afterEach(() => ctx.cleanup());

describe('testimonials API', () => {
  it('a new database is seeded with demo testimonials in the spec shape', async () => {
    const res = await request(ctx.app).get('/api/testimonials');
    expect(res.status).toBe(200);
    expect(res.body.testimonials.length).toBeGreaterThan(0);
    for (const t of res.body.testimonials) expect(testimonialSchema.parse(t)).toEqual(t);
    expect(demoTestimonials.some((t) => t.approved === 'false')).toBe(true);
  });

  it('seeding happens once: deleting every testimonial survives a reopen', async () => {
    const { openDatabase } = await import('../core/db/open-database');
    ctx.db.$client.exec('DELETE FROM testimonials');
    ctx.db.$client.close();
    const reopened = openDatabase(ctx.dbPath);
    expect(reopened.$client.prepare('SELECT count(*) AS n FROM testimonials').get()).toEqual({ n: 0 });
    ctx.db = reopened;
  });
});

describe('GET /api/testimonials?status=&q=&page= and POST /api/testimonials/bulk (staff)', { timeout: 20_000 }, () => {
  let agent: TestAgent;
  beforeEach(async () => {
    ctx.db.$client.exec('DELETE FROM testimonials');
    await useTestPassword(ctx.db);
    agent = await signedInAgent(ctx.app);
  });

  let minute = 0;
  /** `n` reviews, each received a minute after the one inserted before it (the last is newest). */
  function insert(n: number, fields: { name: string; approved?: string; featured?: string; text?: string }) {
    const stmt = ctx.db.$client.prepare(
      "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type, approved, featured, email, created_at) VALUES (?, 'Westport', '5', ?, 'Pantry', ?, ?, ?, ?)",
    );
    for (let i = 0; i < n; i++) {
      const at = new Date(Date.UTC(2026, 9, 1, 13, minute++)).toISOString();
      stmt.run(
        `${fields.name} ${i}`,
        fields.text ?? 'Great pantry, installed in a day.',
        fields.approved ?? 'false',
        fields.featured ?? 'false',
        `${fields.name.toLowerCase().replace(/\W/g, '')}${i}@example.com`,
        at,
      );
    }
  }
  const names = (res: { body: { testimonials: { customerName: string }[] } }) =>
    res.body.testimonials.map((t) => t.customerName);
  const countWhere = (where: string) =>
    (ctx.db.$client.prepare(`SELECT count(*) AS n FROM testimonials WHERE ${where}`).get() as { n: number }).n;

  it('pages 25 at a time, newest first, with counts per filter; stats stay whole-table', async () => {
    insert(60, { name: 'Spam' });
    insert(3, { name: 'Kept', approved: 'true' });
    insert(1, { name: 'Star', approved: 'true', featured: 'true', text: 'Our mudroom lockers are perfect.' });
    const first = await agent.get('/api/testimonials?page=1');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toMatchObject({
      total: 64,
      page: 1,
      pageSize: 25,
      counts: { all: 64, pending: 60, approved: 4, featured: 1 },
    });
    expect(first.body.testimonials).toHaveLength(25);
    expect(names(first).slice(0, 5)).toEqual(['Star 0', 'Kept 2', 'Kept 1', 'Kept 0', 'Spam 59']);
    for (const t of first.body.testimonials) expect(adminTestimonialSchema.parse(t)).toEqual(t);

    const third = await agent.get('/api/testimonials?page=3');
    expect(names(third)).toEqual(Array.from({ length: 14 }, (_, i) => `Spam ${13 - i}`));
    expect((await agent.get('/api/testimonials?page=4')).body.testimonials).toEqual([]);

    // Without a query staff get every review, as the spec's call reads it.
    const whole = await agent.get('/api/testimonials');
    expect(whole.body.testimonials).toHaveLength(64);
    expect(Object.keys(whole.body)).toEqual(['testimonials']);
  });

  it('filters by status and searches name, town, text and e-mail case-insensitively', async () => {
    insert(30, { name: 'Spam' });
    insert(2, { name: 'Kept', approved: 'true' });
    insert(1, { name: 'Star', approved: 'true', featured: 'true', text: 'Our MUDROOM lockers are perfect.' });
    expect(names(await agent.get('/api/testimonials?status=approved'))).toEqual(['Star 0', 'Kept 1', 'Kept 0']);
    expect(names(await agent.get('/api/testimonials?status=featured'))).toEqual(['Star 0']);
    const pending = await agent.get('/api/testimonials?status=pending&page=2');
    expect(pending.body).toMatchObject({ total: 30, page: 2 });
    expect(names(pending)).toEqual(['Spam 4', 'Spam 3', 'Spam 2', 'Spam 1', 'Spam 0']);

    const byText = await agent.get('/api/testimonials?q=mudroom');
    expect(names(byText)).toEqual(['Star 0']);
    expect(byText.body.counts).toEqual({ all: 1, pending: 0, approved: 1, featured: 1 });
    expect(names(await agent.get('/api/testimonials?q=KEPT1%40example'))).toEqual(['Kept 1']);
    expect(names(await agent.get('/api/testimonials?status=pending&q=spam 2'))).toEqual([
      'Spam 29',
      'Spam 28',
      'Spam 27',
      'Spam 26',
      'Spam 25',
      'Spam 24',
      'Spam 23',
      'Spam 22',
      'Spam 21',
      'Spam 20',
      'Spam 2',
    ]);
    // LIKE wildcards typed in the box are plain characters.
    expect((await agent.get('/api/testimonials?q=%25')).body.total).toBe(0);
  });

  it('answers 400 with exact texts for a bad status, page or search', async () => {
    const bad = async (query: string) => (await agent.get(`/api/testimonials?${query}`)).body.error;
    expect(await bad('status=spam')).toBe(
      "Please check the form: status must be 'all', 'pending', 'approved' or 'featured'",
    );
    expect(await bad('page=0')).toBe('Please check the form: page must be a positive whole number');
    expect(await bad('page=100001')).toBe('Please check the form: page must be at most 100000');
    expect(await bad(`q=${'x'.repeat(201)}`)).toBe('Please check the form: Search must be at most 200 characters');
  });

  it('bulk-approves selected reviews; approving an approved one changes nothing', async () => {
    insert(4, { name: 'Spam' });
    insert(1, { name: 'Kept', approved: 'true' });
    const ids = (ctx.db.$client.prepare('SELECT id FROM testimonials ORDER BY id').all() as { id: number }[]).map(
      (r) => r.id,
    );
    const res = await agent.post('/api/testimonials/bulk').send({ action: 'approve', ids: [ids[0], ids[1], ids[4]] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, changed: 2 });
    expect(countWhere("approved = 'true'")).toBe(3);
    const del = await agent.post('/api/testimonials/bulk').send({ action: 'delete', ids: [ids[2], ids[4]] });
    expect(del.body).toEqual({ success: true, changed: 2 });
    expect(countWhere('1')).toBe(3);
  });

  it('deletes or approves every pending review matching a search, leaving approved ones', async () => {
    insert(500, { name: 'Spam', text: 'Cheap watches at example dot com' });
    insert(3, { name: 'Kept', approved: 'true', text: 'Cheap watches? No: great closets.' });
    insert(2, { name: 'Real' });
    const del = await agent
      .post('/api/testimonials/bulk')
      .send({ action: 'delete', allPendingMatching: { q: 'watches' } });
    expect(del.body).toEqual({ success: true, changed: 500 });
    expect(countWhere("approved = 'true'")).toBe(3);
    expect(countWhere("approved = 'false'")).toBe(2);
    const all = await agent.post('/api/testimonials/bulk').send({ action: 'approve', allPendingMatching: {} });
    expect(all.body).toEqual({ success: true, changed: 2 });
    expect(countWhere("approved = 'false'")).toBe(0);
  });

  it('answers 400 with exact texts for a malformed bulk request and changes nothing', async () => {
    insert(2, { name: 'Spam' });
    const bad = async (body: object) => {
      const res = await agent.post('/api/testimonials/bulk').send(body);
      expect(res.status).toBe(400);
      return res.body.error;
    };
    expect(await bad({ action: 'feature', ids: [1] })).toBe(
      "Please check the form: action must be 'approve' or 'delete'",
    );
    expect(await bad({ action: 'delete' })).toBe('Please check the form: Send either ids or allPendingMatching');
    expect(await bad({ action: 'delete', ids: [1], allPendingMatching: { q: '' } })).toBe(
      'Please check the form: Send either ids or allPendingMatching',
    );
    expect(await bad({ action: 'delete', ids: [] })).toBe('Please check the form: Select at least one review');
    expect(await bad({ action: 'delete', ids: ['1'] })).toBe('Please check the form: ids must be review ids');
    expect(await bad({ action: 'delete', ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toBe(
      'Please check the form: Select at most 200 reviews at a time',
    );
    expect(await bad({ action: 'delete', allPendingMatching: { q: 'x', all: true } })).toMatch(
      /^Please check the form: /,
    );
    expect(countWhere('1')).toBe(2);
  });

  it('answers 401 signed out and 403 from another origin, changing nothing', async () => {
    insert(2, { name: 'Spam' });
    // Signed out, the paging parameters are ignored: the public answer, approved reviews only.
    const list = await request(ctx.app).get('/api/testimonials?status=pending&page=1');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ testimonials: [] });
    const bulk = await request(ctx.app)
      .post('/api/testimonials/bulk')
      .send({ action: 'delete', allPendingMatching: {} });
    expect(bulk.status).toBe(401);
    expect(bulk.body).toEqual({ success: false, error: 'Sign in to continue' });
    const cross = await agent
      .post('/api/testimonials/bulk')
      .set('Origin', 'https://evil.example')
      .send({ action: 'delete', allPendingMatching: {} });
    expect(cross.status).toBe(403);
    expect(countWhere('1')).toBe(2);
  });
});
