import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordLead, changeStage } from '../leads';
import { createTestApp } from '../test/test-app';
import { readAgenda } from './agenda';
import { bookConsultation, cancelConsultation } from './consultation-store';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

const lead = (name: string, isSpam = false) =>
  recordLead(ctx.db, {
    name,
    email: 'x@example.com',
    phone: '(203) 555-0111',
    zip: '06880',
    rooms: ['Garage'],
    message: name,
    isSpam,
  }).leadId;

function book(leadId: number, startsAt: string) {
  const start = new Date(startsAt);
  const input = {
    leadId,
    startsAt: start,
    endsAt: new Date(start.getTime() + 90 * 60_000),
    address: '1 A St',
    confirmOverlap: true,
  };
  bookConsultation(ctx.db, input, new Date('2027-01-01T00:00:00Z'));
}

// 11 pm on Tuesday 12 January 2027 in Connecticut.
const now = new Date('2027-01-13T04:00:00Z');

describe('agenda', () => {
  it('lists booked consultations of the next 14 days, soonest first, without cancelled or past ones', () => {
    book(lead('Past Visit'), '2027-01-12T15:00:00Z');
    book(lead('Later Visit'), '2027-01-20T15:00:00Z');
    book(lead('Soon Visit'), '2027-01-13T15:00:00Z');
    book(lead('Too Far'), '2027-01-27T04:00:00Z'); // exactly 14 days on: outside
    const cancelled = lead('Cancelled Visit');
    book(cancelled, '2027-01-14T15:00:00Z');
    cancelConsultation(ctx.db, cancelled);
    book(lead('Spam Visit', true), '2027-01-15T15:00:00Z');
    expect(readAgenda(ctx.db, undefined, now).upcoming.map((u) => [u.firstName, u.startsAt])).toEqual([
      ['Soon', '2027-01-13T15:00:00.000Z'],
      ['Later', '2027-01-20T15:00:00.000Z'],
    ]);
  });

  it('lists quoted leads whose follow-up day is today or earlier in Connecticut', () => {
    const quote = (name: string, followUpOn: string) =>
      changeStage(ctx.db, lead(name), { stage: 'quoted', quoteCents: 100_000, followUpOn });
    quote('Due Today', '2027-01-12'); // still the 12th in Connecticut, already the 13th in UTC
    quote('Overdue', '2027-01-05');
    quote('Tomorrow', '2027-01-13');
    const won = lead('Won Already');
    changeStage(ctx.db, won, { stage: 'quoted', quoteCents: 100_000, followUpOn: '2027-01-01' });
    changeStage(ctx.db, won, { stage: 'won', finalCents: 100_000 });
    expect(readAgenda(ctx.db, undefined, now).followUpsDue.map((f) => [f.name, f.followUpOn])).toEqual([
      ['Overdue', '2027-01-05'],
      ['Due Today', '2027-01-12'],
    ]);
  });
});
