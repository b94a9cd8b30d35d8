import { eq } from 'drizzle-orm';
import { type Express } from 'express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VisitMode } from '../../shared/booking';
import { dayOf } from '../../shared/business-time';
import { driveMinutes } from '../../shared/drive-times';
import type { MyDay } from '../../shared/my-day';
import { recordLead, leads } from '../leads';
import { bookConsultation, cancelConsultationIn } from '../pipeline';
import { addTestStaff, signedInAgent } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { addSpacePhoto, markSpacePhoto } from './space-photo-store';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let app: Express;
let owner: TestAgent;
let lee: { id: number; agent: TestAgent };
let kim: { id: number; agent: TestAgent };
beforeEach(async () => {
  ({ ctx, owner } = await appWithOwner());
  app = ctx.app;
  const designer = async (email: string) => {
    const person = await addTestStaff(ctx.db, 'designer', email);
    return { id: person.id, agent: await signedInAgent(app, email) };
  };
  lee = await designer('lee@example.com');
  kim = await designer('kim@example.com');
});
afterEach(() => ctx.cleanup());

let leadCount = 0;
/** A visit of a new lead: `startsAt` a UTC instant, 90 minutes long unless `minutes` says otherwise. */
function visit(
  name: string,
  startsAt: string,
  {
    designerId,
    mode = 'in_home',
    town = 'Westport',
    minutes = 90,
  }: { designerId: number; mode?: VisitMode; town?: string | null; minutes?: number },
) {
  leadCount += 1;
  const { leadId } = recordLead(ctx.db, {
    name,
    email: `homeowner${leadCount}@example.com`,
    phone: `(203) 555-01${String(leadCount).padStart(2, '0')}`,
    zip: '06880',
    rooms: ['Walk-In Closet', 'Pantry'],
    message: `Visit ${leadCount}`,
    isSpam: false,
  });
  const start = new Date(startsAt);
  const outcome = bookConsultation(ctx.db, {
    leadId,
    startsAt: start,
    endsAt: new Date(start.getTime() + minutes * 60_000),
    address: mode === 'in_home' ? `${leadCount} Harbor Rd` : '',
    designerId,
    mode,
    town,
    confirmOverlap: false,
  });
  expect(outcome.kind).toBe('booked');
  return leadId;
}

async function myDay(agent: TestAgent, query: string): Promise<MyDay> {
  const res = await agent.get(`/api/my-day?${query}`);
  expect(res.status).toBe(200);
  return res.body as MyDay;
}
const names = (day: MyDay) => day.visits.map((v) => v.name);

describe('GET /api/my-day', () => {
  it('a designer sees only their own booked visits of the day, in order, with what they need on the road', async () => {
    // Tuesday 12 January 2027 (EST, UTC-5).
    visit('Afternoon Visit', '2027-01-12T19:00:00Z', { designerId: lee.id });
    const morning = visit('Morning Visit', '2027-01-12T14:00:00Z', { designerId: lee.id });
    visit('Kim Visit', '2027-01-12T15:00:00Z', { designerId: kim.id });
    visit('Next Day', '2027-01-13T14:00:00Z', { designerId: lee.id });
    const cancelled = visit('Cancelled Visit', '2027-01-12T16:00:00Z', { designerId: lee.id });
    ctx.db.transaction((tx) => cancelConsultationIn(tx, cancelled, { now: new Date() }));
    const spam = visit('Spam Visit', '2027-01-12T17:00:00Z', { designerId: lee.id });
    ctx.db.update(leads).set({ isSpam: true }).where(eq(leads.id, spam)).run();

    const photo = addSpacePhoto(ctx.db, { leadId: morning, fileKey: 'space-a', note: 'Closet by the stairs' })!;
    markSpacePhoto(ctx.db, photo.id, { status: 'ready', width: 1600, height: 1200 });
    addSpacePhoto(ctx.db, { leadId: morning, fileKey: 'space-b', note: 'Still processing' });

    const day = await myDay(lee.agent, 'day=2027-01-12');
    expect(day).toMatchObject({ day: '2027-01-12', designerId: lee.id, designers: [] });
    expect(names(day)).toEqual(['Morning Visit', 'Afternoon Visit']);
    expect(day.visits[0]).toEqual({
      leadId: morning,
      startsAt: '2027-01-12T14:00:00.000Z',
      endsAt: '2027-01-12T15:30:00.000Z',
      mode: 'in_home',
      town: 'Westport',
      address: expect.stringMatching(/Harbor Rd$/),
      name: 'Morning Visit',
      phone: expect.stringMatching(/^\(203\) 555-01\d\d$/),
      rooms: ['Walk-In Closet', 'Pantry'],
      photos: [
        {
          id: photo.id,
          note: 'Closet by the stairs',
          thumbUrl: `/api/contacts/${morning}/space-photos/${photo.id}/thumb.jpg`,
          fullUrl: `/api/contacts/${morning}/space-photos/${photo.id}/full.jpg`,
        },
      ],
      driveFromPrevious: null,
    });
    expect(names(await myDay(kim.agent, 'day=2027-01-12'))).toEqual(['Kim Visit']);
  });

  it('a day is the Connecticut day, 23 hours long on 14 March 2027', async () => {
    const lee30 = { designerId: lee.id, minutes: 30 };
    visit('Late Saturday', '2027-03-14T04:30:00Z', lee30); // 23:30 EST on the 13th, already the 14th in UTC
    visit('Early Sunday', '2027-03-14T05:00:00Z', lee30); // 00:00 EST on the 14th
    visit('Late Sunday', '2027-03-15T03:30:00Z', lee30); // 23:30 EDT on the 14th (clocks went forward at 2:00)
    visit('Monday', '2027-03-15T04:00:00Z', lee30); // 00:00 EDT on the 15th
    expect(names(await myDay(lee.agent, 'day=2027-03-13'))).toEqual(['Late Saturday']);
    expect(names(await myDay(lee.agent, 'day=2027-03-14'))).toEqual(['Early Sunday', 'Late Sunday']);
    expect(names(await myDay(lee.agent, 'day=2027-03-15'))).toEqual(['Monday']);
  });

  it('says how long the drive is between two in-home visits; a virtual visit has none and moves nobody', async () => {
    visit('In Greenwich', '2027-01-12T14:00:00Z', { designerId: lee.id, town: 'Greenwich' });
    visit('On Video', '2027-01-12T16:00:00Z', { designerId: lee.id, mode: 'virtual', town: null });
    visit('In Guilford', '2027-01-12T18:00:00Z', { designerId: lee.id, town: 'Guilford' });
    visit('Town Unknown', '2027-01-12T21:00:00Z', { designerId: lee.id, town: null });
    visit('In Madison', '2027-01-12T23:00:00Z', { designerId: lee.id, town: 'Madison' });
    const drives = (await myDay(lee.agent, 'day=2027-01-12')).visits.map((v) => [v.name, v.driveFromPrevious]);
    const minutes = driveMinutes('Greenwich', 'Guilford');
    expect(minutes).toBeGreaterThanOrEqual(60);
    expect(drives).toEqual([
      ['In Greenwich', null],
      ['On Video', null],
      ['In Guilford', { town: 'Greenwich', minutes }],
      ['Town Unknown', null],
      ['In Madison', null],
    ]);
  });

  it('the day defaults to today in Connecticut', async () => {
    const before = dayOf(new Date());
    const { day } = await myDay(lee.agent, '');
    expect([before, dayOf(new Date())]).toContain(day);
  });

  it("someone else's day is a 404 for a designer; their own id is fine", async () => {
    visit('Kim Visit', '2027-01-12T15:00:00Z', { designerId: kim.id });
    const res = await lee.agent.get(`/api/my-day?day=2027-01-12&designerId=${kim.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Person not found' });
    expect((await myDay(lee.agent, `day=2027-01-12&designerId=${lee.id}`)).designerId).toBe(lee.id);
  });

  it('the owner picks whose day to see from the designers and anyone with visits', async () => {
    visit('Kim Visit', '2027-01-12T15:00:00Z', { designerId: kim.id });
    const own = await myDay(owner, 'day=2027-01-12');
    expect(own).toEqual({
      day: '2027-01-12',
      designerId: 1,
      // The same name: then in the order they joined.
      designers: [
        { id: lee.id, name: 'Test designer' },
        { id: kim.id, name: 'Test designer' },
      ],
      visits: [],
    });
    expect(names(await myDay(owner, `day=2027-01-12&designerId=${kim.id}`))).toEqual(['Kim Visit']);

    visit('Owner Visit', '2027-01-13T15:00:00Z', { designerId: 1 });
    const office = await addTestStaff(ctx.db, 'office');
    // The owner now has a visit (on another day); the office person has none and is no designer.
    const people = (await myDay(owner, 'day=2027-01-12')).designers;
    expect(people.map((d) => d.id)).toEqual([1, lee.id, kim.id]);
    expect(people.map((d) => d.id)).not.toContain(office.id);
    expect((await owner.get('/api/my-day?designerId=999')).status).toBe(404);
  });

  it('a query that is not valid is a 400 that says what is wrong', async () => {
    const bad = async (query: string) => {
      const res = await lee.agent.get(`/api/my-day?${query}`);
      expect(res.status).toBe(400);
      return res.body.error as string;
    };
    expect(await bad('day=12/01/2027')).toBe('Please check the form: day must be a date (YYYY-MM-DD)');
    expect(await bad('day=2027-02-30')).toBe('Please check the form: day must be a date (YYYY-MM-DD) that exists');
    expect(await bad('designerId=abc')).toBe('Please check the form: designerId must be a positive whole number');
    expect(await bad('day=2027-01-12&day=2027-01-13')).toBe('Please check the form: day must be a date (YYYY-MM-DD)');
  });

  it('signed out, it is a 401', async () => {
    const res = await request(app).get('/api/my-day?day=2027-01-12');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Sign in to continue' });
  });
});
