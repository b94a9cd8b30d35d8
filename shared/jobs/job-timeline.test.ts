import { describe, expect, it } from 'vitest';
import { jobTimeline, timelineSteps, type TimelineFacts } from './job-timeline';

const justSigned: TimelineFacts = {
  signedAt: '2026-11-20T15:00:00.000Z',
  depositPaidOn: null,
  hasDeposit: true,
  installDays: [],
  completedAt: null,
  punchItems: { listed: 0, open: 0 },
  paidOn: null,
  closedAt: null,
};

const steps = (facts: TimelineFacts) => jobTimeline(facts).map((e) => `${e.step}${e.done ? ' ✓' : ''}`);

describe('the homeowner’s timeline', () => {
  it('right after signing: signed, and every step to come', () => {
    expect(steps(justSigned)).toEqual(['signed ✓', 'deposit-paid', 'scheduled', 'installed', 'paid', 'closed']);
  });

  it('a closed job with a punch list fixed: every step done, with its dates and days', () => {
    const closed = jobTimeline({
      ...justSigned,
      depositPaidOn: '2026-11-27',
      installDays: ['2027-01-12', '2027-01-13'],
      completedAt: '2027-01-13T21:00:00.000Z',
      punchItems: { listed: 1, open: 0 },
      paidOn: '2027-01-20',
      closedAt: '2027-01-20T15:00:00.000Z',
    });
    expect(closed.every((e) => e.done)).toBe(true);
    expect(closed.map((e) => e.step)).toEqual(timelineSteps);
    expect(closed.find((e) => e.step === 'scheduled')).toEqual({
      step: 'scheduled',
      done: true,
      when: '2027-01-12',
      days: ['2027-01-12', '2027-01-13'],
    });
  });

  it('an open punch-list item keeps its step open; a contract without a deposit has no deposit step', () => {
    const timeline = jobTimeline({
      ...justSigned,
      hasDeposit: false,
      completedAt: '2027-01-13T21:00:00.000Z',
      punchItems: { listed: 2, open: 1 },
    });
    expect(timeline.map((e) => e.step)).not.toContain('deposit-paid');
    expect(timeline.find((e) => e.step === 'punch-list')).toMatchObject({ done: false, open: 1 });
  });
});
