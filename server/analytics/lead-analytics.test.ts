import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAgent, useTestPassword } from '../test/admin-agent';
import { createTestApp } from '../test/test-app';
import { readLeadAnalytics } from './lead-analytics';
import { leads } from '../leads';
import { siteEventCounts } from './schema';
import { fieldErrorAnswer } from '../test/field-error-answer';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

const now = new Date('2026-11-22T12:00:00Z'); // a Sunday, 7 am in Connecticut
const westport = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', landingPath: '/city/westport' };
const google = { referrerHost: 'www.google.com', landingPath: '/custom-closets' };

function lead(receivedAt: string, fingerprint: string, zip: string, rooms: string[], extra: object = {}) {
  ctx.db
    .insert(leads)
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
  lead('2026-10-24T04:00:00.000Z', 'f', '06830', ['Home Office'], google); // first instant of the 30 days (midnight EDT)
  lead('2026-10-24T03:59:59.999Z', 'g', '06830', ['Garage']); // last instant before them
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

/** The weeks of a result that had leads, as "weekStart: leads". */
const busyWeeks = (a: { leadsPerWeek: { weekStart: string; leads: number }[] }) =>
  a.leadsPerWeek.filter((w) => w.leads > 0).map((w) => `${w.weekStart}: ${w.leads}`);

describe('readLeadAnalytics in Connecticut time', () => {
  it('a lead at 8 pm on a Sunday counts in the week that began the Monday before, not the next (UTC) week', () => {
    lead('2026-11-23T01:00:00.000Z', 'sunday', '06880', ['Pantry']); // Sunday 22 Nov, 8 pm EST
    lead('2026-11-23T05:00:00.000Z', 'monday', '06880', ['Pantry']); // Monday 23 Nov, midnight EST
    const a = readLeadAnalytics(ctx.db, 30, new Date('2026-11-24T15:00:00Z'));
    expect(a).toMatchObject({ from: '2026-10-26', to: '2026-11-24', totalLeads: 2 });
    expect(a.leadsPerWeek.slice(-2)).toEqual([
      { weekStart: '2026-11-16', leads: 1 },
      { weekStart: '2026-11-23', leads: 1 },
    ]);
  });

  it('late on Sunday evening, "today" is still Sunday: the range ends that day and counts the evening lead', () => {
    lead('2026-11-23T01:00:00.000Z', 'sunday', '06880', ['Pantry']);
    const a = readLeadAnalytics(ctx.db, 30, new Date('2026-11-23T04:30:00Z')); // 11:30 pm EST
    expect(a).toMatchObject({ from: '2026-10-24', to: '2026-11-22', totalLeads: 1 });
    expect(a.leadsPerWeek.at(-1)).toEqual({ weekStart: '2026-11-16', leads: 1 });
  });

  it.each([
    [
      '8 March 2026 (23 hours)',
      '2026-03-10T16:00:00Z',
      // 00:30 EST, 01:30 EST, 03:30 EDT (02:30 does not exist), 23:30 EDT; then Monday 00:30 EDT.
      ['2026-03-08T05:30:00.000Z', '2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z', '2026-03-09T03:30:00.000Z'],
      '2026-03-09T04:30:00.000Z',
      ['2026-03-02: 4', '2026-03-09: 1'],
    ],
    [
      '1 November 2026 (25 hours)',
      '2026-11-03T16:00:00Z',
      // 00:30 EDT, 01:30 EDT, 01:30 again as EST, 23:30 EST; then Monday 00:30 EST.
      ['2026-11-01T04:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z', '2026-11-02T04:30:00.000Z'],
      '2026-11-02T05:30:00.000Z',
      ['2026-10-26: 4', '2026-11-02: 1'],
    ],
  ])('the Sunday of %s counts whole and once: every lead that day in its week', (_day, at, sunday, monday, weeks) => {
    sunday.forEach((receivedAt, i) => lead(receivedAt, `sunday-${i}`, '06880', ['Pantry']));
    lead(monday, 'monday', '06880', ['Pantry']);
    const a = readLeadAnalytics(ctx.db, 90, new Date(at));
    expect(a.totalLeads).toBe(5);
    expect(busyWeeks(a)).toEqual(weeks);
    // Every Monday of the range once, seven calendar days apart, over the clock change.
    const mondays = a.leadsPerWeek.map((w) => w.weekStart);
    expect(new Set(mondays).size).toBe(mondays.length);
    expect(mondays).toHaveLength(14);
    for (const monday of mondays) expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it.each([
    ['1 November', '2026-11-30T15:00:00Z', '2026-11-01', '2026-11-01T04:00:00.000Z'],
    ['8 March', '2026-04-06T15:00:00Z', '2026-03-08', '2026-03-08T05:00:00.000Z'],
  ])('a range that starts on %s starts at that midnight in Connecticut', (_day, at, from, midnight) => {
    const start = Date.parse(midnight);
    lead(new Date(start - 1).toISOString(), 'before', '06880', ['Pantry']);
    lead(new Date(start).toISOString(), 'first', '06880', ['Garage']);
    const a = readLeadAnalytics(ctx.db, 30, new Date(at));
    expect(a).toMatchObject({ from, totalLeads: 1, rooms: [{ room: 'Garage', leads: 1 }] });
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
    expect(bad.body).toEqual(fieldErrorAnswer('days', 'days must be 30, 90 or 365'));
  });
  it('a Sunday-8-pm lead is in that week in the API figures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T15:00:00Z')); // Tuesday, 10 am EST
      await useTestPassword(ctx.db);
      const agent = await signedInAgent(ctx.app);
      lead('2026-11-23T01:00:00.000Z', 'sunday', '06880', ['Pantry']); // Sunday 22 Nov, 8 pm EST
      const res = await agent.get('/api/admin/lead-analytics?days=30');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ from: '2026-10-26', to: '2026-11-24', totalLeads: 1 });
      expect(busyWeeks(res.body)).toEqual(['2026-11-16: 1']);
    } finally {
      vi.useRealTimers();
    }
  });
});
