import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, businessInstant } from '../business-time';
import { cancellationDeadline, isBusinessDay } from './cancellation-deadline';
import { defaultSchedule } from './contract-schedule';

describe('the default starting and completion dates', () => {
  it('starts three weeks after acceptance and completes two work days later', () => {
    // Tuesday Nov 24, 2026 → Tuesday Dec 15, complete by Thursday Dec 17.
    expect(defaultSchedule('2026-11-24')).toEqual({ startDay: '2026-12-15', completionDay: '2026-12-17' });
  });

  it('starts on the next work day when three weeks lands on a Sunday or a holiday', () => {
    expect(defaultSchedule('2026-11-22')).toEqual({ startDay: '2026-12-14', completionDay: '2026-12-16' });
    // Three weeks after Friday Dec 4, 2026 is Christmas: Saturday 26, then Mon 28 and Tue 29.
    expect(defaultSchedule('2026-12-04')).toEqual({ startDay: '2026-12-26', completionDay: '2026-12-29' });
  });

  it('over a year, starts on a work day after the right to cancel has ended', () => {
    const acceptanceDay = fc.integer({ min: 0, max: 365 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(acceptanceDay, (day) => {
        const { startDay, completionDay } = defaultSchedule(day);
        expect(isBusinessDay(startDay)).toBe(true);
        expect(startDay > cancellationDeadline(businessInstant(day, '12:00')).day).toBe(true);
        expect(completionDay > startDay).toBe(true);
      }),
    );
  });
});
