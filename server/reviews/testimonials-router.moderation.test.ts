import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let agent: TestAgent;
beforeEach(async () => ({ ctx, owner: agent } = await appWithOwner({ seed: true })));
afterEach(() => ctx.cleanup());

const row = (id: number) => ctx.db.$client.prepare('SELECT approved FROM testimonials WHERE id = ?').get(id);
const pendingId = () =>
  (ctx.db.$client.prepare("SELECT id FROM testimonials WHERE approved = 'false' LIMIT 1").get() as { id: number }).id;

describe('testimonial moderation', () => {
  it('approves a pending testimonial', async () => {
    const id = pendingId();
    const res = await agent.patch(`/api/testimonials/${id}`).send({ approved: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(row(id)).toEqual({ approved: 'true' });
    const pub = await request(ctx.app).get('/api/testimonials');
    expect(pub.body.testimonials.map((t: { id: number }) => t.id)).toContain(id);
  });

  it("unpublishes an approved testimonial back to pending ('false'); other values and fields are 400", async () => {
    const approvedId = (
      ctx.db.$client.prepare("SELECT id FROM testimonials WHERE approved = 'true' LIMIT 1").get() as { id: number }
    ).id;
    await agent.patch(`/api/testimonials/${approvedId}`).send({ featured: 'true' });
    const back = await agent.patch(`/api/testimonials/${approvedId}`).send({ approved: 'false' });
    expect(back.status).toBe(200);
    expect(row(approvedId)).toEqual({ approved: 'false' });
    const { featured } = ctx.db.$client.prepare('SELECT featured FROM testimonials WHERE id = ?').get(approvedId) as {
      featured: string;
    };
    expect(featured).toBe('false');
    const pub = await request(ctx.app).get('/api/testimonials');
    expect(pub.body.testimonials.map((t: { id: number }) => t.id)).not.toContain(approvedId);

    const bool = await agent.patch(`/api/testimonials/${approvedId}`).send({ approved: true });
    expect(bool.status).toBe(400);
    expect(bool.body.error).toBe("Please check the form: approved must be 'true' or 'false'");
    expect((await agent.patch(`/api/testimonials/${approvedId}`).send({ approved: 'true', rating: '1' })).status).toBe(
      400,
    );
    expect(row(approvedId)).toEqual({ approved: 'false' });
  });

  it('deletes a testimonial', async () => {
    const id = pendingId();
    const res = await agent.delete(`/api/testimonials/${id}`);
    expect(res.status).toBe(200);
    expect(row(id)).toBeUndefined();
    expect((await agent.delete(`/api/testimonials/${id}`)).status).toBe(404);
  });

  it('unknown ids answer 404 JSON, malformed ids 400', async () => {
    const missing = await agent.patch('/api/testimonials/999999').send({ approved: 'true' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Testimonial not found' });
    expect((await agent.delete('/api/testimonials/999999')).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      expect((await agent.patch(`/api/testimonials/${bad}`).send({ approved: 'true' })).status).toBe(400);
      expect((await agent.delete(`/api/testimonials/${bad}`)).status).toBe(400);
    }
  });
});

describe('dashboard figures (from GET /api/testimonials and GET /api/contacts)', () => {
  it('are computed from the database', async () => {
    ctx.db.$client.exec('DELETE FROM testimonials');
    const insert = ctx.db.$client.prepare(
      "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type, approved) VALUES ('A', 'Westport, CT', ?, 'Great', 'Pantry', ?)",
    );
    for (const [rating, approved] of [
      ['5', 'true'],
      ['5', 'false'],
      ['4', 'true'],
      ['2', 'false'],
    ]) {
      insert.run(rating, approved);
    }
    const lead = ctx.db.$client.prepare(
      "INSERT INTO contact_submissions (name, email, phone, zip, rooms, message, is_spam) VALUES ('L', 'l@example.com', '(203) 555-0147', '06880', '[\"Pantry\"]', 'Hi', ?)",
    );
    lead.run(0);
    lead.run(0);
    lead.run(1);
    // One of the two real leads handled: one is still new (the spam lead never counts).
    ctx.db.$client.prepare("UPDATE contact_submissions SET status = 'contacted' WHERE id = 1").run();
    const leads = await agent.get('/api/contacts?page=1');
    expect(leads.body).toMatchObject({ total: 2, newLeads: 1 });
    expect((await agent.get('/api/contacts?page=1&stage=contacted')).body).toMatchObject({ total: 1, newLeads: 1 });
    const res = await agent.get('/api/testimonials?page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      counts: { all: 4, approved: 2, pending: 2, featured: 0 },
      averageRating: 4,
      ratingBreakdown: [
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 1 },
        { rating: 1, count: 0 },
      ],
    });
  });

  it('average rating is rounded to one decimal, 0 when there are no testimonials', async () => {
    ctx.db.$client.exec('DELETE FROM testimonials');
    expect((await agent.get('/api/testimonials?page=1')).body).toMatchObject({ counts: { all: 0 }, averageRating: 0 });
    const insert = ctx.db.$client.prepare(
      "INSERT INTO testimonials (customer_name, location, rating, review_text, project_type) VALUES ('A', 'Milford, CT', ?, 'Good', 'Garage')",
    );
    for (const r of ['5', '4', '4']) insert.run(r);
    expect((await agent.get('/api/testimonials?status=pending')).body.averageRating).toBe(4.3);
  });
});
