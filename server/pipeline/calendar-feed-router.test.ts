import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordLead } from '../leads';
import { bookConsultation } from './consultation-store';
import { createTestApp } from '../test/test-app';
import { appWithOwner } from '../test/owner-app';

let ctx: ReturnType<typeof createTestApp>;
let agent: TestAgent;
beforeEach(
  async () => ({ ctx, owner: agent } = await appWithOwner({ seed: true, siteUrl: 'https://closets.example' })),
);
afterEach(() => ctx.cleanup());

function bookedLead(name: string, startsAt: Date) {
  const leadId = recordLead(ctx.db, {
    name,
    email: 'jo@example.com',
    phone: '(203) 555-0190',
    zip: '06880',
    rooms: ['Pantry', 'Garage'],
    message: 'Private note about the house',
    isSpam: false,
  }).leadId;
  const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
  bookConsultation(ctx.db, { leadId, startsAt, endsAt, address: '4 Shore Rd, Milford', confirmOverlap: false });
  return leadId;
}

const pathOf = (url: string) => new URL(url).pathname;

describe('staff calendar feed', () => {
  it('serves booked consultations with first name, phone, address and rooms only, without a session', async () => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    bookedLead('Jo Ann Smith', startsAt);
    const { url } = (await agent.post('/api/calendar-feed')).body;
    expect(url).toMatch(/^https:\/\/closets\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await request(ctx.app).get(pathOf(url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = Object.values(ical.sync.parseICS(res.text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.summary).toBe('Consultation: Jo');
    expect(event?.description).toBe('Phone: (203) 555-0190\nRooms: Pantry, Garage');
    expect(event?.location).toBe('4 Shore Rd, Milford');
    expect(event?.start.toISOString()).toBe(startsAt.toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    expect(res.text).not.toMatch(/Smith|jo@example\.com|Private note/);
  });

  it('the link is shown once; GET tells only when it was made and stores nothing that opens it', async () => {
    expect((await agent.get('/api/calendar-feed')).body).toEqual({ url: null, madeAt: null });
    const made = (await agent.post('/api/calendar-feed')).body;
    expect(made.madeAt).toEqual(expect.any(String));
    expect((await agent.get('/api/calendar-feed')).body).toEqual({ url: null, madeAt: made.madeAt });
    const token = /calendar\/([\w-]+)\.ics$/.exec(made.url)?.[1] ?? '';
    expect(token).toHaveLength(43);
    const file = ctx.db.$client.serialize().toString('latin1');
    expect(file).not.toContain(token);
  });

  it('"Make a new link" revokes the old one (404 from then on); a made-up token is 404 too', async () => {
    const old = (await agent.post('/api/calendar-feed')).body.url;
    const fresh = (await agent.post('/api/calendar-feed')).body.url;
    expect(fresh).not.toBe(old);
    expect((await request(ctx.app).get(pathOf(old))).body).toEqual({ success: false, error: 'Calendar not found' });
    expect((await request(ctx.app).get(pathOf(old))).status).toBe(404);
    expect((await request(ctx.app).get(pathOf(fresh))).status).toBe(200);
    expect((await request(ctx.app).get('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await request(ctx.app).get(`/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('before staff ever opened the link, no token works', async () => {
    expect((await request(ctx.app).get(`/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });
});
