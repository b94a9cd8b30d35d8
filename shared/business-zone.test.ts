import { describe, expect, it } from 'vitest';
import { addDays, businessDay, businessInstant, businessMinuteOfDay, formatBusinessDateTime } from './business-zone';

describe('Connecticut time', () => {
  it('turns a wall-clock time into the right instant in winter and summer', () => {
    expect(businessInstant('2027-01-12', '10:00').toISOString()).toBe('2027-01-12T15:00:00.000Z');
    expect(businessInstant('2027-07-13', '10:00').toISOString()).toBe('2027-07-13T14:00:00.000Z');
  });

  it('handles the DST weeks of 2026: the days either side of 8 March and 1 November', () => {
    expect(businessInstant('2026-03-07', '10:00').toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(businessInstant('2026-03-09', '10:00').toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(businessInstant('2026-10-31', '10:00').toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(businessInstant('2026-11-02', '10:00').toISOString()).toBe('2026-11-02T15:00:00.000Z');
    // 8 March has 23 hours, 1 November 25.
    const hours = (day: string) =>
      (businessInstant(addDays(day, 1), '00:00').getTime() - businessInstant(day, '00:00').getTime()) / 3_600_000;
    expect([hours('2026-03-08'), hours('2026-11-01'), hours('2026-11-02')]).toEqual([23, 25, 24]);
  });

  it('names the Connecticut day, minute and a readable date', () => {
    // 8 pm on Sunday 22 November 2026 in Connecticut is already Monday in UTC.
    expect(businessDay(new Date('2026-11-23T01:00:00Z'))).toBe('2026-11-22');
    expect(businessMinuteOfDay(new Date('2026-11-23T01:00:00Z'))).toBe(20 * 60);
    expect(formatBusinessDateTime(new Date('2027-01-12T15:00:00Z'))).toBe('Tue, Jan 12, 2027, 10:00 AM');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
