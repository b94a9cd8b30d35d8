import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAgent, useTestPassword } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { readLeadAnalytics } from './lead-analytics';
import { contactSubmissions, siteEventCounts } from './schema';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

const now = new Date('2026-11-22T12:00:00Z'); // a Sunday
const westport = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', landingPath: '/city/westport' };
const google = { referrerHost: 'www.google.com', landingPath: '/custom-closets' };

function lead(receivedAt: string, fingerprint: string, zip: string, rooms: string[], extra: object = {}) {
  ctx.db
    .insert(contactSubmissions)
    .values({
      ...{ name: 'Homeowner', email: 'owner@example.com', phone: '(203) 555-0100', message: 'Closet', zip, rooms },
      ...{ receivedAt, fingerprint, formPath: '/contact' },
      ...extra,
    })
    .run();
}

function counter(day: string, path: string, type: 'landing' | 'view' | 'call' | 'email', count: number) {
  ctx.db.insert(siteEventCounts).values({ day, path, type, count }).run();
}

/** A known data set: what each range must count is worked out by hand in the tests below. */
function seedKnownData() {
  lead('2026-11-20T15:00:00.000Z', 'a', '06880', ['Walk-In Closet', 'Pantry'], westport);
  lead('2026-11-21T09:00:00.000Z', 'a', '06880', ['Walk-In Closet', 'Pantry'], westport); // the same request again
  lead('2026-11-10T14:00:00.000Z', 'b', '06880', ['Garage'], google);
  lead('2026-10-26T10:00:00.000Z', 'c', '06510', ['Pantry'], { landingPath: '/' });
  lead('2026-11-15T08:00:00.000Z', 'd', '06880', ['Pantry'], { ...westport, isSpam: true });
  lead('2026-10-01T12:00:00.000Z', 'e', '06510', ['Pantry', 'Garage'], westport);
  lead('2026-10-24T00:00:00.000Z', 'f', '06830', ['Home Office'], google); // first instant of the 30 days
  lead('2026-10-23T23:59:59.999Z', 'g', '06830', ['Garage']); // last instant before them
  counter('2026-11-20', '/city/westport', 'landing', 4);
  counter('2026-11-20', '/city/westport', 'view', 6);
  counter('2026-11-10', '/custom-closets', 'landing', 3);
  counter('2026-10-23', '/city/westport', 'landing', 100);
  counter('2026-11-22', '/', 'landing', 5);
  counter('2026-11-20', '/contact', 'call', 2);
  counter('2026-11-20', '/contact', 'email', 1);
  counter('2026-11-19', '/city/westport', 'call', 1);
  counter('2026-10-01', '/faq', 'call', 7);
}

describe('readLeadAnalytics', () => {
  it('last 30 days: spam, repeats and older leads are not counted', () => {
    seedKnownData();
    expect(readLeadAnalytics(ctx.db, 30, now)).toEqual({
      days: 30,
      from: '2026-10-24',
      to: '2026-11-22',
      totalLeads: 4,
      leadsPerWeek: [
        { weekStart: '2026-10-19', leads: 1 },
        { weekStart: '2026-10-26', leads: 1 },
        { weekStart: '2026-11-02', leads: 0 },
        { weekStart: '2026-11-09', leads: 1 },
        { weekStart: '2026-11-16', leads: 1 },
      ],
      leadsBySource: [
        { source: 'www.google.com', leads: 2 },
        { source: 'Direct', leads: 1 },
        { source: 'newsletter', leads: 1 },
      ],
      landingPages: [
        { path: '/custom-closets', landings: 3, leads: 2, conversion: 2 / 3 },
        { path: '/', landings: 5, leads: 1, conversion: 0.2 },
        { path: '/city/westport', landings: 4, leads: 1, conversion: 0.25 },
      ],
      contactClicks: [
        { path: '/contact', calls: 2, emails: 1 },
        { path: '/city/westport', calls: 1, emails: 0 },
      ],
      rooms: [
        { room: 'Pantry', leads: 2 },
        { room: 'Garage', leads: 1 },
        { room: 'Home Office', leads: 1 },
        { room: 'Walk-In Closet', leads: 1 },
      ],
      topZips: [
        { zip: '06880', leads: 2 },
        { zip: '06510', leads: 1 },
        { zip: '06830', leads: 1 },
      ],
    });
  });

  it('last 90 days take in the older leads and counters', () => {
    seedKnownData();
    const a = readLeadAnalytics(ctx.db, 90, now);
    expect(a).toMatchObject({ from: '2026-08-25', to: '2026-11-22', totalLeads: 6 });
    expect(a.leadsPerWeek).toHaveLength(13);
    expect(a.leadsPerWeek[0]).toEqual({ weekStart: '2026-08-24', leads: 0 });
    expect(a.leadsPerWeek.reduce((sum, w) => sum + w.leads, 0)).toBe(6);
    expect(a.leadsBySource).toEqual([
      { source: 'Direct', leads: 2 },
      { source: 'newsletter', leads: 2 },
      { source: 'www.google.com', leads: 2 },
    ]);
    expect(a.landingPages).toEqual([
      { path: '/city/westport', landings: 104, leads: 2, conversion: 2 / 104 },
      { path: '/custom-closets', landings: 3, leads: 2, conversion: 2 / 3 },
      { path: '/', landings: 5, leads: 1, conversion: 0.2 },
    ]);
    expect(a.contactClicks).toEqual([
      { path: '/faq', calls: 7, emails: 0 },
      { path: '/contact', calls: 2, emails: 1 },
      { path: '/city/westport', calls: 1, emails: 0 },
    ]);
    expect(a.topZips).toEqual([
      { zip: '06510', leads: 2 },
      { zip: '06830', leads: 2 },
      { zip: '06880', leads: 2 },
    ]);
  });

  it('an empty database gives zero weeks and empty lists', () => {
    const a = readLeadAnalytics(ctx.db, 30, now);
    expect(a.totalLeads).toBe(0);
    expect(a.leadsPerWeek.every((w) => w.leads === 0)).toBe(true);
    expect([a.leadsBySource, a.landingPages, a.contactClicks, a.rooms, a.topZips]).toEqual([[], [], [], [], []]);
  });
});

describe('GET /api/admin/lead-analytics', () => {
  it('is for signed-in staff only', async () => {
    const res = await request(ctx.app).get('/api/admin/lead-analytics?days=30');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Sign in to continue' });
  });

  it('answers the figures of the chosen range, 30 days by default, and 400 for another range', async () => {
    await useTestPassword(ctx.db);
    const agent = await signedInAgent(ctx.app);
    lead(new Date().toISOString(), 'x', '06880', ['Pantry'], westport);
    const res = await agent.get('/api/admin/lead-analytics?days=90');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual(readLeadAnalytics(ctx.db, 90));
    expect(res.body.totalLeads).toBe(1);
    expect((await agent.get('/api/admin/lead-analytics')).body.days).toBe(30);
    const bad = await agent.get('/api/admin/lead-analytics?days=7');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: 'Please check the form: days must be 30, 90 or 365',
      fieldErrors: { days: ['days must be 30, 90 or 365'] },
    });
  });
});
