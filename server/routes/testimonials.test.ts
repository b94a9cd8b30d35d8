import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testimonialSchema } from '../../shared/testimonial-schema';
import { demoTestimonials } from '../db/seed';
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
    const { openDatabase } = await import('../db/open-database');
    ctx.db.$client.exec('DELETE FROM testimonials');
    ctx.db.$client.close();
    const reopened = openDatabase(ctx.dbPath);
    expect(reopened.$client.prepare('SELECT count(*) AS n FROM testimonials').get()).toEqual({ n: 0 });
    ctx.db = reopened;
  });
});
