import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { bookConsultation } from './consultation-store';
import { median, readPipelineAnalytics } from './pipeline-analytics';
import { changeStage, leads } from '../leads';

let ctx: ReturnType<typeof createTestApp>;
beforeEach(() => {
  ctx = createTestApp({ seed: false });
});
afterEach(() => ctx.cleanup());

const now = new Date('2027-03-01T17:00:00Z'); // noon in Connecticut

function lead(
  name: string,
  receivedAt: string,
  source: { referrerHost?: string; utmSource?: string } = {},
  extra: { isSpam?: boolean; fingerprint?: string } = {},
) {
  return ctx.db
    .insert(leads)
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '(203) 555-0100',
      zip: '06880',
      rooms: ['Pantry'],
      message: 'Hello',
      receivedAt,
      fingerprint: extra.fingerprint ?? name,
      isSpam: extra.isSpam ?? false,
      ...source,
    })
    .returning({ id: leads.id })
    .get().id;
}

function booked(leadId: number, at: string) {
  const startsAt = new Date(new Date(at).getTime() + 7 * 86_400_000);
  const input = {
    leadId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    address: 'x',
    confirmOverlap: true,
  };
  bookConsultation(ctx.db, input, new Date(at));
}

const google = { referrerHost: 'www.google.com' };

/** The hand-worked data set: four counted leads from three sources, and three left out. */
function seed() {
  const a = lead('A', '2027-02-01T15:00:00.000Z', google);
  booked(a, '2027-02-03T15:00:00.000Z'); // 2 days to consultation
  changeStage(
    ctx.db,
    a,
    { stage: 'quoted', quoteCents: 450_000, followUpOn: '2027-02-15' },
    { now: new Date('2027-02-08T15:00:00Z') },
  ); // 5 days to quote
  changeStage(ctx.db, a, { stage: 'won', finalCents: 500_000 }, { now: new Date('2027-02-20T15:00:00Z') });

  const b = lead('B', '2027-02-10T15:00:00.000Z', google);
  booked(b, '2027-02-14T15:00:00.000Z'); // 4 days
  changeStage(
    ctx.db,
    b,
    { stage: 'quoted', quoteCents: 300_000, followUpOn: '2027-02-22' },
    { now: new Date('2027-02-15T03:00:00Z') },
  ); // 0.5 days
  changeStage(ctx.db, b, { stage: 'lost', reason: 'Price' }, { now: new Date('2027-02-25T15:00:00Z') });

  const c = lead('C', '2027-02-20T15:00:00.000Z', { utmSource: 'newsletter', referrerHost: 'mail.example' });
  booked(c, '2027-02-21T03:00:00.000Z'); // 0.5 days
  changeStage(ctx.db, c, { stage: 'won', finalCents: 120_000 }, { now: new Date('2027-02-24T15:00:00Z') }); // won without a quote

  const d = lead('D', '2027-02-25T15:00:00.000Z');
  changeStage(ctx.db, d, { stage: 'contacted' }, { now: new Date('2027-02-25T16:00:00Z') });

  // Left out: spam, a repeat of D, and a lead a minute before the range (11:59 pm on 30 January in Connecticut).
  const spam = lead('Spam', '2027-02-05T15:00:00.000Z', google, { isSpam: true });
  changeStage(ctx.db, spam, { stage: 'won', finalCents: 999_900 }, { now: new Date('2027-02-06T15:00:00Z') });
  lead('D again', '2027-02-25T15:01:00.000Z', {}, { fingerprint: 'D' });
  lead('G', '2027-01-31T04:59:00.000Z');
}

/** The signed jobs' figures come from server/jobs (tested there); these tests are about the leads. */
const noJobs = () => ({ signed: 0, scheduled: 0, paid: 0, medianDaysToInstall: null, medianDaysInstallToPaid: null });

describe('pipeline analytics', () => {
  it('equals the hand-worked figures for 30 days, in total and per source', () => {
    seed();
    const figures = readPipelineAnalytics(ctx.db, 30, noJobs, now);
    expect(figures.from).toBe('2027-01-31');
    expect(figures.total).toEqual({
      leads: 4,
      consultations: 3,
      quoted: 2,
      won: 2,
      wonCents: 620_000,
      closeRate: 0.5,
      medianDaysToConsultation: 2, // of 2, 4, 0.5
      medianDaysToQuote: 2.8, // of 5 and 0.5 = 2.75
    });
    expect(figures.bySource).toEqual([
      {
        source: 'www.google.com',
        leads: 2,
        consultations: 2,
        quoted: 2,
        won: 1,
        wonCents: 500_000,
        closeRate: 0.5,
        medianDaysToConsultation: 3,
        medianDaysToQuote: 2.8,
      },
      {
        source: 'Direct',
        leads: 1,
        consultations: 0,
        quoted: 0,
        won: 0,
        wonCents: 0,
        closeRate: 0,
        medianDaysToConsultation: null,
        medianDaysToQuote: null,
      },
      {
        source: 'newsletter',
        leads: 1,
        consultations: 1,
        quoted: 0,
        won: 1,
        wonCents: 120_000,
        closeRate: 1,
        medianDaysToConsultation: 0.5,
        medianDaysToQuote: null,
      },
    ]);
  });

  it('a longer range takes in the earlier lead; an empty one has no rates', () => {
    expect(readPipelineAnalytics(ctx.db, 30, noJobs, now).total).toMatchObject({ leads: 0, closeRate: null });
    seed();
    expect(readPipelineAnalytics(ctx.db, 90, noJobs, now).total).toMatchObject({ leads: 5, won: 2, closeRate: 0.4 });
  });

  it('median takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 10])).toBe(3);
  });
});
