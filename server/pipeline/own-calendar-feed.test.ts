import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordLead } from '../leads';
import { bookConsultation } from './consultation-store';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let owner: TestAgent;
let designer: TestAgent;
let designerId: number;
let otherId: number;
let ownerId: number;
beforeEach(async () => {
  ({ ctx, owner } = await appWithOwner({ seed: true, siteUrl: 'https://closets.example' }));
  ownerId = ctx.db.$client.prepare(`SELECT id FROM staff WHERE role = 'owner'`).pluck().get() as number;
  designerId = (await addTestStaff(ctx.db, 'designer')).id;
  otherId = (await addTestStaff(ctx.db, 'designer', 'other@example.com')).id;
  designer = await signedInAgent(ctx.app, 'designer@example.com');
});
afterEach(() => ctx.cleanup());

function booked(name: string, daysAhead: number, visitor: number | null) {
  const leadId = recordLead(ctx.db, {
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '(203) 555-0190',
    zip: '06880',
    rooms: ['Pantry'],
    message: 'Hi',
    isSpam: false,
  }).leadId;
  const startsAt = new Date(Date.now() + daysAhead * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  bookConsultation(ctx.db, {
    leadId,
    startsAt,
    endsAt,
    address: '4 Shore Rd',
    designerId: visitor,
    confirmOverlap: false,
  });
}

const pathOf = (url: string) => new URL(url).pathname;
const summaries = async (url: string) => {
  const res = await request(ctx.app).get(pathOf(url));
  expect(res.status).toBe(200);
  return Object.values(ical.sync.parseICS(res.text))
    .filter((c): c is VEvent => c?.type === 'VEVENT')
    .map((e) => e.summary)
    .sort();
};

describe('a person’s own calendar feed', () => {
  beforeEach(() => {
    booked('Mine', 2, designerId);
    booked('Theirs', 3, otherId);
    booked('Owner', 4, ownerId);
  });

  it('carries only the visits the person is the designer of; the company feed carries all', async () => {
    const own = await designer.post('/api/account/calendar-feed');
    expect(own.status).toBe(200);
    expect(own.body.url).toMatch(/^https:\/\/closets\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await summaries(own.body.url)).toEqual(['Consultation: Mine']);
    const company = (await owner.post('/api/calendar-feed')).body.url;
    expect(company).not.toBe(own.body.url);
    expect(await summaries(company)).toEqual(['Consultation: Mine', 'Consultation: Owner', 'Consultation: Theirs']);
    // The owner's own feed: only the visit they go to.
    expect(await summaries((await owner.post('/api/account/calendar-feed')).body.url)).toEqual(['Consultation: Owner']);
  });

  it('"Make a new link" revokes the old one, is recorded, and leaves the company link alone', async () => {
    const company = (await owner.post('/api/calendar-feed')).body.url;
    const old = (await designer.post('/api/account/calendar-feed')).body.url;
    const fresh = (await designer.post('/api/account/calendar-feed')).body.url;
    expect(fresh).not.toBe(old);
    expect((await request(ctx.app).get(pathOf(old))).status).toBe(404);
    expect(await summaries(fresh)).toEqual(['Consultation: Mine']);
    expect((await request(ctx.app).get(pathOf(company))).status).toBe(200);
    const line = ctx.db.$client
      .prepare(`SELECT actor_id AS actorId, subject_type AS type, subject_id AS id FROM activity_log WHERE action = ?`)
      .all('own-calendar-feed-reset');
    expect(line).toEqual([
      { actorId: designerId, type: 'person', id: designerId },
      { actorId: designerId, type: 'person', id: designerId },
    ]);
  });

  it('a disabled person’s links are 404 from then on, their copy of everyone’s calendar too, and stay so when enabled again', async () => {
    const officeId = (await addTestStaff(ctx.db, 'office', 'office@example.com')).id;
    const office = await signedInAgent(ctx.app, 'office@example.com');
    const own = (await office.post('/api/account/calendar-feed')).body.url;
    const everyone = (await office.post('/api/calendar-feed')).body.url;
    const ownersCopy = (await owner.post('/api/calendar-feed')).body.url;
    expect(everyone).not.toBe(ownersCopy);
    expect(await summaries(everyone)).toHaveLength(3);
    expect((await owner.post(`/api/team/people/${officeId}/disable`)).status).toBe(200);
    for (const url of [own, everyone]) expect((await request(ctx.app).get(pathOf(url))).status).toBe(404);
    expect(await summaries(ownersCopy)).toHaveLength(3);
    expect((await owner.post(`/api/team/people/${officeId}/enable`)).status).toBe(200);
    for (const url of [own, everyone]) expect((await request(ctx.app).get(pathOf(url))).status).toBe(404);
  });

  it('a copy of everyone’s calendar ends when its person may no longer see everyone’s calendar', async () => {
    const officeId = (await addTestStaff(ctx.db, 'office', 'office@example.com')).id;
    const office = await signedInAgent(ctx.app, 'office@example.com');
    const everyone = (await office.post('/api/calendar-feed')).body.url;
    ctx.db.$client.prepare(`UPDATE staff SET role = 'designer' WHERE id = ?`).run(officeId);
    expect((await request(ctx.app).get(pathOf(everyone))).status).toBe(404);
  });

  it('a disabled person’s token opens nothing even if it were still stored', async () => {
    const url = (await designer.post('/api/account/calendar-feed')).body.url;
    ctx.db.$client.prepare(`UPDATE staff SET status = 'disabled' WHERE id = ?`).run(designerId);
    expect((await request(ctx.app).get(pathOf(url))).status).toBe(404);
  });

  it('a designer cannot reach the company feed routes', async () => {
    expect((await designer.get('/api/calendar-feed')).status).toBe(403);
    expect((await designer.post('/api/calendar-feed')).status).toBe(403);
  });
});
