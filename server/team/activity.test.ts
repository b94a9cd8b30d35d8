import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/activity';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
let office: TestAgent;
let officeId: number;
beforeEach(async () => {
  ({ ctx, owner } = await appWithOwner({ seed: true, trustProxy: 1 }));
  const person = await addTestStaff(ctx.db, 'office');
  officeId = person.id;
  office = await signedInAgent(ctx.app, person.email);
});
afterEach(() => ctx.cleanup());

const lead = {
  name: 'Morgan Hale',
  email: 'morgan.hale@example.com',
  phone: '(203) 555-0101',
  zip: '06460',
  rooms: ['Pantry'],
  message: 'A pantry with pull-out shelves, please.',
};

async function record(query = ''): Promise<ActivityPage> {
  const res = await owner.get(`/api/team/activity${query}`);
  expect(res.status).toBe(200);
  return res.body as ActivityPage;
}

describe('the activity record', () => {
  it('names who did what, to what, when and from where, newest first', async () => {
    await request(ctx.app).post('/api/contact').send(lead).expect(200);
    const leadId = (ctx.db.$client.prepare('SELECT id FROM contact_submissions').get() as { id: number }).id;
    const reviewId = (
      ctx.db.$client.prepare("SELECT id FROM testimonials WHERE approved = 'false' LIMIT 1").get() as { id: number }
    ).id;

    await office
      .post(`/api/contacts/${leadId}/stage`)
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ stage: 'quoted', quoteCents: 420_000, followUpOn: '2027-01-19' })
      .expect(200);
    await office.patch(`/api/testimonials/${reviewId}`).send({ approved: 'true' }).expect(200);
    await office.get('/api/contacts.csv').expect(200);
    // A refused change is not recorded.
    await office.patch('/api/testimonials/999999').send({ approved: 'true' }).expect(404);

    const { entries, total } = await record();
    const lines = entries.map(({ actor, action, detail, subjectType, subjectId }) => ({
      actor,
      action,
      detail,
      subjectType,
      subjectId,
    }));
    expect(lines.slice(0, 3)).toEqual([
      { actor: 'Test office', action: 'leads-exported', detail: null, subjectType: 'leads', subjectId: null },
      {
        actor: 'Test office',
        action: 'review-changed',
        detail: 'Approved',
        subjectType: 'review',
        subjectId: reviewId,
      },
      { actor: 'Test office', action: 'lead-stage', detail: 'Quoted', subjectType: 'lead', subjectId: leadId },
    ]);
    expect(entries[2]?.ip).toBe('198.51.100.7');
    expect(Date.now() - Date.parse(entries[0]?.at ?? '')).toBeLessThan(60_000);
    // The sign-ins of beforeEach are there too, oldest last.
    expect(entries.slice(-2).map((e) => [e.actor, e.action])).toEqual([
      ['Test office', 'sign-in'],
      ['Owner', 'sign-in'],
    ]);
    expect(total).toBe(entries.length);

    // The review card names the person.
    const reviews = await owner.get('/api/testimonials?status=all&page=1').expect(200);
    expect(reviews.body.lastChanges[reviewId]).toMatchObject({ by: 'Test office', detail: 'Approved' });

    // The lead's history names the person.
    const leads = await office.get('/api/contacts').expect(200);
    const history = leads.body.pipeline[leadId].history as { stage: string; by: string | null }[];
    expect(history.map((e) => [e.stage, e.by])).toEqual([['quoted', 'Test office']]);
  });

  it('a failed sign-in is recorded with the e-mail tried; an unknown one has no person', async () => {
    await request(ctx.app).post('/api/admin/login').send({ email: 'nobody@example.com', password: 'wrong guess' });
    await request(ctx.app).post('/api/admin/login').send({ email: 'office@example.com', password: 'wrong guess' });
    const [known, unknown] = (await record()).entries;
    expect(unknown).toMatchObject({
      action: 'sign-in-failed',
      actor: null,
      actorId: null,
      detail: 'nobody@example.com',
    });
    expect(known).toMatchObject({ action: 'sign-in-failed', actor: 'Test office', detail: 'office@example.com' });
  });

  it('filters by person, pages, and is for owners only', async () => {
    await office.post('/api/admin/logout').expect(200);
    const onlyOffice = await record(`?person=${officeId}`);
    expect(onlyOffice.entries.map((e) => e.action)).toEqual(['sign-out', 'sign-in']);
    expect((await record('?page=2')).entries).toEqual([]);
    expect((await owner.get('/api/team/activity?person=abc')).status).toBe(400);
    const again = await signedInAgent(ctx.app, 'office@example.com');
    expect((await again.get('/api/team/activity')).status).toBe(403);
  });
});
